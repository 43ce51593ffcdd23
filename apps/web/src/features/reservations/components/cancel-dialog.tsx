import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Modal } from '../../../shared/ui/modal';
import { useCancelReservation, useCancellationTerms } from '../api';
import { useKrw } from '../../../shared/ui/money';

/**
 * "Do you really want to cancel your reservation?" with what cancelling costs today, from the
 * server (the same rule that will apply); when it is too late, whom to call instead.
 */
export function CancelDialog({ id, onClose, onDone }: { id: number | null; onClose: () => void; onDone: (fee: number) => void }) {
  const { t } = useTranslation('reservations');
  const krw = useKrw();
  const titleId = useId();
  const terms = useCancellationTerms(id);
  const cancel = useCancelReservation();
  const [error, setError] = useState<string | null>(null);
  const data = terms.data;
  const message = data
    ? data.allowed
      ? t(
          `cancel.${data.rule === 'depositKept' || data.rule === 'fullCharge' || data.rule === 'fullRefund' ? data.rule : 'free'}`,
          {
            fee: krw(data.fee),
            refund: krw(data.refund),
          },
        )
      : t('cancel.closed', { phone: data.phone })
    : t('cancel.loading');
  return (
    <Modal open={id !== null} onClose={onClose} labelledBy={titleId}>
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-navy-900">
          {t('cancel.title')}
        </h2>
        <p className="mt-3 text-ink">{t('cancel.question')}</p>
        <p className="mt-2 font-semibold text-ink" aria-live="polite">
          {message}
        </p>
        {error && (
          <div className="mt-3">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          {data?.allowed && (
            <Button
              variant="danger"
              busy={cancel.isPending}
              onClick={() => {
                setError(null);
                cancel.mutate(id!, {
                  onSuccess: (r) => onDone(r.fee),
                  onError: (e) => setError(e.message),
                });
              }}
            >
              {t('cancel.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
