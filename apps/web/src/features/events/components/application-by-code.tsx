import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Panel } from '../../../shared/ui/service-page';
import { useApplicationByCode, useCancelByCode } from '../api';
import { ApplicationStatus } from './my-applications';

/** The application an e-mail's link opens on /event?cancel={code}: what it is, and cancelling it (no login). */
export function ApplicationByCode({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('events');
  const application = useApplicationByCode(code);
  const cancel = useCancelByCode(code);
  const [asking, setAsking] = useState(false);
  const a = application.data;
  return (
    <Panel title={t('byCode.title')}>
      {application.isError && <FormAlert>{application.error.message}</FormAlert>}
      {a && (
        <div className="space-y-4">
          {a.status === 'cancelled' && cancel.isSuccess && <FormAlert tone="success">{t('byCode.cancelled')}</FormAlert>}
          <p className="font-semibold text-navy-900">{a.event.title}</p>
          <p className="text-sm text-muted">
            <DateTimeText value={a.event.startsAt} /> · {a.event.place} · {t('mine.people', { count: a.headcount })}
          </p>
          <ApplicationStatus application={a} />
          {!a.cancellable && a.status !== 'cancelled' && <p className="text-sm text-muted">{t('byCode.notCancellable')}</p>}
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onClose}>
          {t('byCode.close')}
        </Button>
        {a?.cancellable && (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('byCode.cancel')}
          </Button>
        )}
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
