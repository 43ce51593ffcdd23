import type { RentalView } from '@tea/shared/wellness/rental.responses';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { CancelBookingDialog, type CancelDialogProps } from './cancel-booking-dialog';

/** Asks before cancelling a rental that has not started (free of charge), then cancels it. */
export function CancelRentalDialog(props: CancelDialogProps<RentalView>) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  return (
    <CancelBookingDialog
      {...props}
      title={t('history.cancelTitle')}
      confirmLabel={t('history.cancelConfirm')}
      describe={(rental) =>
        t('history.cancelBody', {
          unit: t(`unit.${rental.kind}`, { number: rental.number }),
          start: format.date(rental.start),
        })
      }
    />
  );
}
