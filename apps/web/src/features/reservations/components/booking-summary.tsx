import type { PriceLine } from '@tea/shared/reservations/reservation.rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/service-page';
import { ExtrasAndPaymentRows } from './booking-fields';
import { PriceLines } from './price-lines';

/**
 * The confirm step of a room booking (the conference room, the lounge): what is booked (the page's
 * `rows`, then the extras and the payment) and the itemised price, with the page's `notes` under it.
 */
export function BookingSummary({
  rows,
  values,
  quote,
  extraName,
  notes,
}: {
  rows: ReactNode;
  /** The booking's chosen extras and payment. */
  values: { equipment: string[]; paymentMethod: string };
  quote: { lines: readonly PriceLine[]; total: number };
  extraName: (code: string) => string;
  notes: ReactNode;
}) {
  const { t } = useTranslation('reservations');
  return (
    <>
      <Panel level={3} title={t('confirm.what')}>
        <dl className="divide-y divide-line">
          {rows}
          <ExtrasAndPaymentRows equipment={values.equipment} paymentMethod={values.paymentMethod} extraName={extraName} />
        </dl>
      </Panel>
      <Panel level={3} title={t('confirm.price')}>
        <PriceLines lines={quote.lines} total={quote.total} extraName={extraName} />
        {notes}
      </Panel>
    </>
  );
}
