import { normalizeLang } from '@tea/i18n';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../ui/date-time-text';
import { useKrw } from '../ui/money';

/** A YYYY-MM month as people read it: 2026년 12월, December 2026. */
export function formatMonth(month: string, lang: 'ko' | 'en'): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (lang === 'ko') return `${year}년 ${m}월`;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The month after or before a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The texts GX screens share: a program's days, its month, its registration days and money. */
export function useGxFormat() {
  const { t, i18n } = useTranslation('wellness');
  const lang = normalizeLang(i18n.language);
  const format = useDateFormat();
  const krw = useKrw();
  return {
    t,
    lang,
    krw,
    date: format.date,
    days: (weekdays: readonly number[]) => weekdays.map((d) => t(`weekdays.${d}`)).join(lang === 'ko' ? '·' : '/'),
    month: (month: string) => formatMonth(month, lang),
    period: (window: { opens: string; closes: string } | null) =>
      window ? `${format.date(window.opens)} ~ ${format.date(window.closes)}` : '-',
  };
}
