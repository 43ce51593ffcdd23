import { REASON_MAX, rejectionSchema } from '@tea/shared/reservations/reservation.schema';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { useReservationAction } from '../api';

/** Rejects a lounge request with the reason the booker will read. */
export function RejectDialog({
  reservation,
  onClose,
  onRejected,
}: {
  /** The request being rejected and how to name it; null when the dialog is closed. */
  reservation: { id: number; what: string } | null;
  onClose: () => void;
  onRejected: (what: string) => void;
}) {
  const { t } = useTranslation('admin');
  const act = useReservationAction();
  return (
    <ReasonDialog
      open={reservation !== null}
      title={t('reservations.rejectTitle')}
      lead={reservation && t('reservations.rejectLead', { what: reservation.what })}
      label={t('reservations.rejectReason')}
      hint={t('reservations.rejectHint', { max: REASON_MAX })}
      max={REASON_MAX}
      submitLabel={t('reservations.reject')}
      schema={rejectionSchema}
      onSubmit={async (reason) => {
        if (!reservation) return;
        await act.mutateAsync({ id: reservation.id, action: 'reject', reason });
        onClose();
        onRejected(reservation.what);
      }}
      onClose={onClose}
    />
  );
}
