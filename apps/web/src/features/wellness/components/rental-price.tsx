import type { PriceLine } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { useKrw } from '../../../shared/ui/money';

/** A rental's itemised price: the months at the monthly price, the deposit, then the total. */
export function RentalPrice({ lines, total }: { lines: readonly PriceLine[]; total: number }) {
  const { t } = useTranslation('rentals');
  const krw = useKrw();
  const label = (line: PriceLine) =>
    line.key === 'rental'
      ? t('price.rental', { count: Number(line.params?.months ?? 1), price: krw(Number(line.params?.price ?? 0)) })
      : t('price.deposit');
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-white">
      {lines.map((line, i) => (
        <div key={i} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-ink">{label(line)}</dt>
          <dd className="shrink-0 text-ink tabular-nums">{krw(line.amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 bg-navy-50 px-4 py-3">
        <dt className="font-bold text-navy-900">{t('confirm.total')}</dt>
        <dd className="shrink-0 text-lg font-bold text-navy-900 tabular-nums">{krw(total)}</dd>
      </div>
    </dl>
  );
}
