/**
 * Calendar dates of an instant without a date library, so that pages which only need today's date
 * (the home page's notice and banner) load no date code. `time.ts` re-exports these.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateIn(timeZone: string, instant: Date | string | number): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; only the digits are used, never a locale's words.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** The Seoul calendar date of an instant, as YYYY-MM-DD. */
export function seoulDate(instant: Date | string | number = new Date()): string {
  return dateIn('Asia/Seoul', instant);
}
