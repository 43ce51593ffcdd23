import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Panel } from '../../../shared/ui/service-page';
import { EVENT_APPLICATION_TONES, StatusChip } from '../../../shared/ui/status-chip';
import { useCancelMine, useMyApplications, type MyApplication } from '../api';

/** An application's status as a chip, with its place in line. */
export function ApplicationStatus({ application }: { application: Pick<MyApplication, 'status' | 'position'> }) {
  const { t } = useTranslation('events');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <StatusChip tone={EVENT_APPLICATION_TONES[application.status]}>{t(`statuses.${application.status}`)}</StatusChip>
      {application.position !== null && (
        <span className="text-sm text-muted">{t('mine.position', { position: application.position })}</span>
      )}
    </span>
  );
}

/** A member's applications on /event, each cancellable until the event starts (the line moves up). */
export function MyApplications() {
  const { t } = useTranslation('events');
  const mine = useMyApplications(true);
  const cancel = useCancelMine();
  const [asked, setAsked] = useState<MyApplication | null>(null);
  const [done, setDone] = useState(false);
  const items = mine.data?.items ?? [];
  return (
    <Panel title={t('mine.title')}>
      {done && <FormAlert tone="success">{t('mine.cancelled')}</FormAlert>}
      {mine.isSuccess && items.length === 0 && <p className="text-sm text-muted">{t('mine.empty')}</p>}
      <ul className="divide-y divide-line">
        {items.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-navy-900">{a.event.title}</p>
              <p className="text-sm text-muted">
                <DateTimeText value={a.event.startsAt} /> · {a.event.place} · {t('mine.people', { count: a.headcount })}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <ApplicationStatus application={a} />
              {a.cancellable && (
                <Button variant="ghost" className="text-danger" onClick={() => setAsked(a)}>
                  {t('mine.cancel')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title={t('mine.cancelTitle')}
        message={t('mine.cancelMessage', { title: asked?.event.title ?? '' })}
        confirmLabel={t('mine.cancel')}
        dismissLabel={t('mine.keep')}
        onConfirm={async () => {
          await cancel.mutateAsync(asked!.id);
          setDone(true);
        }}
        onClose={() => setAsked(null)}
      />
    </Panel>
  );
}
