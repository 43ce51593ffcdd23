import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import type { ReservationView } from '../api';
import { CancelBookingDialog, type CancelDialogProps } from './cancel-booking-dialog';

/** Asks before cancelling a fitness seat booking (free before its time), then cancels it. */
export function CancelSeatDialog(props: CancelDialogProps<ReservationView>) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  return (
    <CancelBookingDialog
      {...props}
      title={t('seat.cancelTitle')}
      confirmLabel={t('seat.cancelConfirm')}
      describe={(booking) =>
        t('seat.cancelBody', { seat: booking.resource.name, when: format.span(booking.date, booking.start, booking.end) })
      }
    />
  );
}
