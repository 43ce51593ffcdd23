import type { PriceLine } from '@tea/shared/reservations/reservation.rules';
import { useTranslation } from 'react-i18next';
import { useKrw } from '../../../shared/ui/money';

/**
 * The itemised price as a description list: each line with its amount (discounts negative), then
 * the total. `extraName` names an equipment line by its code.
 */
export function PriceLines({
  lines,
  total,
  extraName,
}: {
  lines: readonly PriceLine[];
  total: number;
  extraName: (code: string) => string;
}) {
  const { t } = useTranslation('reservations');
  const krw = useKrw();
  const label = (line: PriceLine) => {
    const params = { ...line.params };
    if (typeof params.price === 'number') params.price = krw(params.price);
    if (line.key === 'equipment') params.name = extraName(String(params.code ?? ''));
    if (line.key === 'package') params.name = t(`conference.packageNames.${String(params.package ?? 'none')}`);
    // A tenant discount saved with its price an hour reads as the tenants' rate; older ones keep the plain text.
    if (line.key === 'tenantDiscount' && typeof line.params?.price === 'number') return t('price.tenantRate', params);
    return t(`price.${line.key}`, params);
  };
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-white">
      {lines.map((line, i) => (
        <div key={i} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="text-ink">{label(line)}</dt>
          <dd className={`shrink-0 tabular-nums ${line.amount < 0 ? 'text-[#17603c]' : 'text-ink'}`}>{krw(line.amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 bg-navy-50 px-4 py-3">
        <dt className="font-bold text-navy-900">{t('price.total')}</dt>
        <dd className="shrink-0 text-lg font-bold text-navy-900 tabular-nums">{krw(total)}</dd>
      </div>
    </dl>
  );
}
