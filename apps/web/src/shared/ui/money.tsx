import { formatKrw } from '@tea/shared/money';
import { useTranslation } from 'react-i18next';

/** Money in the page language, as text for a sentence: `150,000원` / `KRW 150,000`. */
export function useKrw() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  return (amount: number) => formatKrw(amount, lang);
}

/** An amount of won standing on its own (a cell, a total), written the reader's way (DESIGN.md §10 Money). */
export function Money({ amount, className }: { amount: number; className?: string }) {
  const krw = useKrw();
  return <span className={`tabular-nums ${className ?? ''}`.trim()}>{krw(amount)}</span>;
}
