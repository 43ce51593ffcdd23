import { REASON_MAX, rejectionSchema } from '@tea/shared/reservations/reservation.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, Field } from '../../../shared/ui/form/field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useReservationAction } from '../api';
import { DialogForm, FormDialog } from './form-dialog';

/**
 * Rejects a lounge request with the reason the booker will read: required, checked by the same
 * schema as the server, the server's field message shown on the field, what was typed kept.
 */
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
  return (
    <FormDialog open={reservation !== null} onClose={onClose} title={t('reservations.rejectTitle')}>
      {reservation && <RejectForm reservation={reservation} onClose={onClose} onRejected={onRejected} />}
    </FormDialog>
  );
}

function RejectForm({
  reservation,
  onClose,
  onRejected,
}: {
  reservation: { id: number; what: string };
  onClose: () => void;
  onRejected: (what: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const act = useReservationAction();
  const { field, formError, submit, formState } = useSchemaForm(rejectionSchema, { defaultValues: { reason: '' } });
  const onSubmit = submit(async ({ reason }) => {
    await act.mutateAsync({ id: reservation.id, action: 'reject', reason });
    onClose();
    onRejected(reservation.what);
  });
  const { error, ...reason } = field('reason');
  const hint = t('reservations.rejectHint', { max: REASON_MAX });
  return (
    <DialogForm
      onSubmit={onSubmit}
      formError={formError}
      submitting={formState.isSubmitting}
      lead={t('reservations.rejectLead', { what: reservation.what })}
      submitLabel={t('reservations.reject')}
      onCancel={onClose}
      danger
      actionsClassName=""
    >
      <Field id={id} label={t('reservations.rejectReason')} required hint={hint} error={error}>
        <textarea
          id={id}
          rows={4}
          maxLength={REASON_MAX}
          aria-required
          {...describedBy(id, { hint, error })}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink ${
            error ? 'border-danger' : 'border-line'
          }`}
          {...reason}
        />
      </Field>
    </DialogForm>
  );
}
