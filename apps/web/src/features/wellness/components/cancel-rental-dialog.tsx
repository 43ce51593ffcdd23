import type { RentalView } from '@tea/shared/wellness/rental.responses';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { CancelBookingDialog } from './cancel-booking-dialog';

/** Asks before cancelling a rental that has not started (free of charge), then cancels it. */
export function CancelRentalDialog({
  rental,
  onClose,
  onDone,
}: {
  rental: RentalView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  return (
    <CancelBookingDialog
      id={rental?.id ?? null}
      title={t('history.cancelTitle')}
      message={
        rental
          ? t('history.cancelBody', {
              unit: t(`unit.${rental.kind}`, { number: rental.number }),
              start: format.date(rental.start),
            })
          : ''
      }
      confirmLabel={t('history.cancelConfirm')}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
