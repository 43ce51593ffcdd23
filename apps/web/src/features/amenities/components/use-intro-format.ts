import { formatKrw } from '@tea/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What every intro component accepts: a slot for the page's own buttons (the guarded page puts "Reserve" there). */
export interface AmenityIntroProps {
  actions?: ReactNode;
}

/** The `amenities` texts plus the formatters the intros share: money, durations, locations and time ranges. */
export function useIntroFormat() {
  const { t, i18n } = useTranslation('amenities');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  return {
    t,
    lang,
    /** `KRW 15,000` / `15,000원`, kept on one line. */
    krw: (amount: number) => formatKrw(amount, lang).replace(' ', '\u00a0'),
    /** 60 → "1시간" / "1 hour"; 90 → "90분" / "90 min". */
    duration: (minutes: number) =>
      minutes % 60 === 0 ? t('common.hours', { count: minutes / 60 }) : t('common.minutes', { count: minutes }),
    location: (place: { tower: string; floor: number }) => t('common.location', place),
    range: (from: string, to: string) => t('common.timeRange', { from, to }),
    weekdayHours: (from: string, to: string) => t('common.weekdayHours', { from, to }),
  };
}
