import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import type { ReservationView } from '../api';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** Asks before cancelling a fitness seat booking (free before its time), then cancels it. */
export function CancelSeatDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: ReservationView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  return (
    <CancelBookingDialog
      id={booking?.id ?? null}
      title={t('seat.cancelTitle')}
      message={
        booking
          ? t('seat.cancelBody', { seat: booking.resource.name, when: format.span(booking.date, booking.start, booking.end) })
          : ''
      }
      confirmLabel={t('seat.cancelConfirm')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
