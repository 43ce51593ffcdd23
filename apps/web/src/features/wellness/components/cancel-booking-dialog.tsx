import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelRental } from '../api';

/**
 * Asks before cancelling a rental or a seat booking that has not started (free of charge), then
 * cancels it through the reservation core. `message` says which one and what it costs.
 */
export function CancelBookingDialog({
  id,
  title,
  message,
  confirmLabel,
  onClose,
  onDone,
}: {
  id: number | null;
  title: string;
  message: string;
  confirmLabel: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('rentals');
  const cancel = useCancelRental();
  return (
    <ConfirmDialog
      open={id !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      dismissLabel={t('history.keep')}
      onConfirm={async () => {
        if (id !== null) await cancel.mutateAsync(id);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
