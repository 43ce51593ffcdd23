import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelRental } from '../api';

/** What a page gives a cancel dialog: the booking to cancel (closed while null), and what follows. */
export type CancelDialogProps<T> = { booking: T | null; onClose: () => void; onDone: () => void };

/**
 * Asks before cancelling a rental or a seat booking that has not started (free of charge), then
 * cancels it through the reservation core. `describe` says which booking and what it costs.
 */
export function CancelBookingDialog<T extends { id: number }>({
  booking,
  title,
  confirmLabel,
  describe,
  onClose,
  onDone,
}: CancelDialogProps<T> & { title: string; confirmLabel: string; describe: (booking: T) => string }) {
  const { t } = useTranslation('rentals');
  const cancel = useCancelRental();
  return (
    <ConfirmDialog
      open={booking !== null}
      title={title}
      message={booking ? describe(booking) : ''}
      confirmLabel={confirmLabel}
      dismissLabel={t('history.keep')}
      onConfirm={async () => {
        if (booking !== null) await cancel.mutateAsync(booking.id);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
