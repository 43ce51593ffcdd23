import { normalizeLang } from '@tea/i18n';
import { formatDate, formatDateTime, formatTimeSpan } from '@tea/shared/format';
import { useTranslation } from 'react-i18next';

/** The one date and time formats of packages/shared/src/format.ts, in the interface's language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  return {
    date: (value: Date | string | number) => formatDate(value, lang),
    dateTime: (value: Date | string | number) => formatDateTime(value, lang),
    span: (date: string, start: string, end: string) => formatTimeSpan(date, start, end, lang),
  };
}

/** An instant as Seoul date and time (`2026년 12월 1일 (화) 14:00` / `Tue 1 Dec 2026, 14:00`), whatever the device's zone. */
export function DateTimeText({ value, className }: { value: string; className?: string }) {
  const format = useDateFormat();
  return (
    <time dateTime={value} className={className}>
      {format.dateTime(value)}
    </time>
  );
}

/** A day (`2026년 12월 1일 (화)` / `Tue 1 Dec 2026`): a calendar date as it is, an instant as its Seoul day. */
export function DateText({ value, className }: { value: string; className?: string }) {
  const format = useDateFormat();
  return (
    <time dateTime={value} className={className}>
      {format.date(value)}
    </time>
  );
}
