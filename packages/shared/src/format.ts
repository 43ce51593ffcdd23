/**
 * The one way dates, times and floors are written (issue 11 §3), always on the Seoul clock whatever
 * the reader's device says: Korean `2026년 12월 1일 (화) 14:00`, English `Tue 1 Dec 2026, 14:00`;
 * floors `12층` / `12F`, basements `B2` in both. Korea keeps no daylight saving time, so Seoul is
 * UTC+9 all year; the words are ours, not Intl's (CLDR versions differ, DESIGN.md §6).
 */
type Lang = 'ko' | 'en';

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const WEEKDAYS: Record<Lang, readonly string[]> = {
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hh: string;
  mm: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Seoul calendar parts of an instant; a calendar date (`YYYY-MM-DD`) is taken as that day itself,
 * never shifted by a time zone.
 */
function seoulParts(value: Date | string | number): Parts {
  const shifted =
    typeof value === 'string' && CALENDAR_DATE.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hh: String(shifted.getUTCHours()).padStart(2, '0'),
    mm: String(shifted.getUTCMinutes()).padStart(2, '0'),
  };
}

/** `2026년 12월 1일 (화)` · `Tue 1 Dec 2026` */
export function formatDate(value: Date | string | number, lang: Lang): string {
  const p = seoulParts(value);
  return lang === 'ko'
    ? `${p.year}년 ${p.month}월 ${p.day}일 (${WEEKDAYS.ko[p.weekday]})`
    : `${WEEKDAYS.en[p.weekday]} ${p.day} ${MONTHS_EN[p.month - 1]} ${p.year}`;
}

/** `2026년 12월 1일 (화) 14:00` · `Tue 1 Dec 2026, 14:00` */
export function formatDateTime(value: Date | string | number, lang: Lang): string {
  const p = seoulParts(value);
  return lang === 'ko' ? `${formatDate(value, lang)} ${p.hh}:${p.mm}` : `${formatDate(value, lang)}, ${p.hh}:${p.mm}`;
}

/** A booked time of a calendar day: `2026년 12월 1일 (화) 14:00–16:00` · `Tue 1 Dec 2026, 14:00–16:00` */
export function formatTimeSpan(date: string, start: string, end: string, lang: Lang): string {
  return lang === 'ko' ? `${formatDate(date, lang)} ${start}–${end}` : `${formatDate(date, lang)}, ${start}–${end}`;
}

/** A period of calendar days, both included: `2026년 12월 1일 (화) – 2027년 2월 28일 (일)` · `Tue 1 Dec 2026 – Sun 28 Feb 2027` */
export function formatDateRange(first: string, last: string, lang: Lang): string {
  return `${formatDate(first, lang)} – ${formatDate(last, lang)}`;
}

/** `12층` · `12F`; a basement (a negative floor) is `B2` in both. */
export function formatFloor(floor: number, lang: Lang): string {
  if (floor < 0) return `B${-floor}`;
  return lang === 'ko' ? `${floor}층` : `${floor}F`;
}

/** A length of time: `1시간 30분`, `30분` · `1 h 30 min`, `30 min`. */
export function formatDuration(minutes: number, lang: Lang): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = lang === 'ko' ? [h && `${h}시간`, m && `${m}분`] : [h && `${h} h`, m && `${m} min`];
  return parts.filter(Boolean).join(' ') || (lang === 'ko' ? '0분' : '0 min');
}
