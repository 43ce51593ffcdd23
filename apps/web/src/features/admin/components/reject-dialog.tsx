import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MAX, rejectionSchema } from '@tea/shared/reservations/reservation.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { describedBy, Field } from '../../../shared/ui/form/field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useReservationAction } from '../api';
import { FormDialog } from './form-dialog';

const FIELDS = ['reason'] as const;

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(rejectionSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await act.mutateAsync({ id: reservation.id, action: 'reject', reason });
      onClose();
      onRejected(reservation.what);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });
  const error = errorText(t, errors, 'reason');
  const hint = t('reservations.rejectHint', { max: REASON_MAX });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
      <p className="text-ink">{t('reservations.rejectLead', { what: reservation.what })}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
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
          {...register('reason')}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="danger" busy={isSubmitting}>
          {t('reservations.reject')}
        </Button>
      </div>
    </form>
  );
}
