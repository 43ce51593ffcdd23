import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { EVENT_APPLICATION_TONES, StatusChip } from '../../../shared/ui/status-chip';
import { useCancelApplicant, useEventApplicants, type AdminApplication, type AdminEvent } from '../events-api';
import { NoticeLine, type Notice } from './notice-line';

/** An event's applicants (confirmed, then the line in order), their export, and cancelling one (the applicant is told). */
export function EventApplicants({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('events');
  const applicants = useEventApplicants(event.id);
  const cancel = useCancelApplicant(event.id);
  const [asked, setAsked] = useState<AdminApplication | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const columns: Column<AdminApplication>[] = [
    { id: 'name', header: t('admin.applicantList.columns.name'), rowHeader: true, card: 'title', cell: (a) => a.name },
    {
      id: 'status',
      header: t('admin.applicantList.columns.status'),
      card: 'aside',
      cell: (a) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <StatusChip tone={EVENT_APPLICATION_TONES[a.status]}>{t(`statuses.${a.status}`)}</StatusChip>
          {a.position !== null && <span className="text-sm text-muted">{t('mine.position', { position: a.position })}</span>}
        </span>
      ),
    },
    {
      id: 'contact',
      header: t('admin.applicantList.columns.contact'),
      cell: (a) => (
        <span className="break-all">
          {a.email}
          <br />
          {a.phone}
        </span>
      ),
    },
    {
      id: 'company',
      header: t('admin.applicantList.columns.company'),
      cell: (a) => `${a.company || '-'} · ${a.member ? t('admin.applicantList.member') : t('admin.applicantList.guest')}`,
    },
    { id: 'headcount', header: t('admin.applicantList.columns.headcount'), numeric: true, cell: (a) => a.headcount },
    { id: 'applied', header: t('admin.applicantList.columns.applied'), cell: (a) => <DateTimeText value={a.createdAt} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.applicantList.columns.actions')}</span>,
      card: 'foot',
      cell: (a) =>
        a.status === 'cancelled' || a.status === 'expired' ? null : (
          <Button
            variant="ghost"
            className="text-danger"
            aria-label={`${t('admin.applicantList.cancel')}: ${a.name}`}
            onClick={() => setAsked(a)}
          >
            {t('admin.applicantList.cancel')}
          </Button>
        ),
    },
  ];
  return (
    <section aria-labelledby="event-applicants" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-applicants" className="text-lg font-bold text-navy-900">
          {t('admin.applicantList.title', { title: event.titleKo })}
        </h2>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadFile(`/admin/events/${event.id}/applications/export`, `event-${event.id}.xlsx`).catch((error: Error) =>
              setNotice({ tone: 'error', text: error.message }),
            )
          }
        >
          {t('admin.applicantList.export')}
        </Button>
      </div>
      <NoticeLine notice={notice} className="mb-3 empty:mb-0" />
      <DataTable
        caption={t('admin.applicantList.caption')}
        captionHidden
        columns={columns}
        rows={applicants.data?.items}
        rowKey={(a) => a.id}
        loading={applicants.isFetching}
        error={applicants.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('admin.applicantList.empty')}</p>}
        cards="lg"
      />
      <ConfirmDialog
        open={asked !== null}
        title={t('admin.applicantList.cancelTitle')}
        message={t('admin.applicantList.cancelMessage', { name: asked?.name ?? '' })}
        confirmLabel={t('admin.applicantList.cancel')}
        dismissLabel={t('admin.applicantList.keep')}
        onConfirm={async () => {
          await cancel.mutateAsync(asked!.id);
          setNotice({ tone: 'success', text: t('admin.applicantList.cancelled') });
        }}
        onClose={() => setAsked(null)}
      />
    </section>
  );
}
