import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { useTranslation } from 'react-i18next';
import { SummaryRow } from './booking-wizard';
import { useDateFormat } from './date-time-text';

/**
 * What was booked, on a booking wizard's done step: its reference (what the desk asks for), the seat,
 * bay or pro, and the time. Until the booking is read back, a line says it is being loaded.
 */
/** `place` names what was booked on this page (a seat, a bay, a pro). */
export function BookedSummary({ booking, place }: { booking: ReservationView | undefined; place: string }) {
  const { t } = useTranslation('common');
  const format = useDateFormat();
  if (!booking) return <p className="mt-4 text-sm text-muted">{t('booked.loading')}</p>;
  return (
    <dl className="mt-4 divide-y divide-line rounded-lg bg-white px-4" data-testid="booked-summary">
      <SummaryRow term={t('booked.reference')}>{booking.reference}</SummaryRow>
      <SummaryRow term={place}>{booking.resource.name}</SummaryRow>
      <SummaryRow term={t('booked.when')}>{format.span(booking.date, booking.start, booking.end)}</SummaryRow>
    </dl>
  );
}
