import { EVENT_HOLD_MINUTES } from '@tea/shared/events/event.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DateTimeText, useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Panel } from '../../../shared/ui/service-page';
import { useApplicationByCode, useCancelByCode, useConfirmByCode } from '../api';
import { ApplicationStatus } from './my-applications';

/**
 * The application an e-mail's link opens on /event?cancel={code}: what it is, confirming it while its
 * hold lasts (made without a login, decision 0055) or applying again after, and cancelling it (no login).
 */
export function ApplicationByCode({
  code,
  onClose,
  onApplyAgain,
}: {
  code: string;
  onClose: () => void;
  onApplyAgain: (eventId: number) => void;
}) {
  const { t } = useTranslation('events');
  const format = useDateFormat();
  const application = useApplicationByCode(code);
  const cancel = useCancelByCode(code);
  const confirm = useConfirmByCode(code);
  const [asking, setAsking] = useState(false);
  const a = application.data;
  return (
    <Panel title={t('byCode.title')}>
      {application.isError && <FormAlert>{application.error.message}</FormAlert>}
      {a && (
        <div className="space-y-4">
          {a.status === 'cancelled' && cancel.isSuccess && <FormAlert tone="success">{t('byCode.cancelled')}</FormAlert>}
          {(a.status === 'confirmed' || a.status === 'waitlisted') && confirm.isSuccess && (
            <FormAlert tone="success">{t('byCode.confirmed')}</FormAlert>
          )}
          {a.status === 'unconfirmed' && (
            <FormAlert tone="info">{t('byCode.holding', { time: format.dateTime(a.holdUntil!).slice(-5) })}</FormAlert>
          )}
          {confirm.isError ? (
            <FormAlert>{confirm.error.message}</FormAlert>
          ) : (
            a.status === 'expired' && <FormAlert tone="info">{t('byCode.expired', { minutes: EVENT_HOLD_MINUTES })}</FormAlert>
          )}
          <p className="font-semibold text-navy-900">{a.event.title}</p>
          <p className="text-sm text-muted">
            <DateTimeText value={a.event.startsAt} /> · {a.event.place} · {t('mine.people', { count: a.headcount })}
          </p>
          <ApplicationStatus application={a} />
          {!a.cancellable && (a.status === 'confirmed' || a.status === 'waitlisted') && (
            <p className="text-sm text-muted">{t('byCode.notCancellable')}</p>
          )}
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onClose}>
          {t('byCode.close')}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {a?.cancellable && (
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t('byCode.cancel')}
            </Button>
          )}
          {a?.status === 'unconfirmed' && (
            <Button busy={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('byCode.confirm')}
            </Button>
          )}
          {a?.status === 'expired' && <Button onClick={() => onApplyAgain(a.event.id)}>{t('byCode.applyAgain')}</Button>}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('mine.cancelTitle')}
        message={t('mine.cancelMessage', { title: a?.event.title ?? '' })}
        confirmLabel={t('byCode.cancel')}
        dismissLabel={t('mine.keep')}
        onConfirm={() => cancel.mutateAsync()}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}
