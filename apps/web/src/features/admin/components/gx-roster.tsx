import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { MEMBERSHIP } from '@tea/shared/wellness/membership.rules';
import { gxOfficeCancelSchema } from '@tea/shared/wellness/membership.schema';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useGxRoster, useMarkAttendance, useOfficeCancelGx } from '../wellness-api';

type Row = NonNullable<ReturnType<typeof useGxRoster>['data']>['items'][number];
const TONE = { registered: 'good', waitlisted: 'warn', cancelled: 'muted' } as const;

/** A program's roster: the people in line order, a box per session for attendance, and the Excel export. */
export function GxRoster({ programId }: { programId: number }) {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const roster = useGxRoster(programId);
  const mark = useMarkAttendance();
  const cancel = useOfficeCancelGx();
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sessions = roster.data?.sessions ?? [];
  const name = roster.data?.program.name ?? '';

  const columns: Column<Row>[] = [
    { id: 'name', header: t('admin.name'), rowHeader: true, card: 'title', cell: (r) => `${r.name} (${r.loginId})` },
    {
      id: 'status',
      header: t('admin.status'),
      card: 'aside',
      cell: (r) => (
        <StatusChip tone={TONE[r.status]}>
          {r.status === 'waitlisted' ? t('history.position', { position: r.position }) : t(`history.statuses.${r.status}`)}
        </StatusChip>
      ),
    },
    { id: 'company', header: t('admin.company'), cell: (r) => r.company },
    {
      id: 'attendance',
      header: t('admin.attendance'),
      cell: (r) =>
        r.status === 'registered' ? (
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {sessions.map((date) => (
              <label key={date} className="inline-flex min-h-9 items-center gap-1 text-sm tabular-nums">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-navy-800"
                  aria-label={`${r.name}: ${t('admin.attended', { date: format.date(date) })}`}
                  checked={r.attended.includes(date)}
                  onChange={(e) => {
                    setError(null);
                    mark.mutate(
                      { id: r.id, date, attended: e.target.checked },
                      { onError: (failure) => setError(failure.message) },
                    );
                  }}
                />
                {date.slice(5).replace('-', '/')}
              </label>
            ))}
          </div>
        ) : null,
    },
    {
      id: 'actions',
      header: t('admin.cancelRegistration'),
      card: 'foot',
      cell: (r) =>
        r.status === 'cancelled' ? null : (
          <Button
            variant="secondary"
            className="text-danger"
            aria-label={t('admin.cancelTitle', { name: r.name })}
            onClick={() => {
              setDone(null);
              setCancelling(r);
            }}
          >
            {t('admin.cancelRegistration')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="gx-roster" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="gx-roster" className="text-xl font-bold text-navy-900">
          {t('admin.rosterCaption', { program: name })}
        </h2>
        <Button
          variant="secondary"
          onClick={() =>
            void downloadFile(`/admin/wellness/gx/programs/${programId}/roster/export`, `gx-${programId}.xlsx`, 'v2').catch(
              (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
            )
          }
        >
          {t('admin.export')}
        </Button>
      </div>
      <div aria-live="polite">
        {error && <FormAlert>{error}</FormAlert>}
        {done && <FormAlert tone="success">{done}</FormAlert>}
      </div>
      <ReasonDialog
        open={cancelling !== null}
        title={t('admin.cancelTitle', { name: cancelling?.name ?? '' })}
        lead={t('admin.cancelLead')}
        label={t('admin.cancelReason')}
        hint={t('admin.cancelHint', { max: MEMBERSHIP.reasonMaxLength })}
        max={MEMBERSHIP.reasonMaxLength}
        submitLabel={t('admin.cancelConfirm')}
        schema={gxOfficeCancelSchema}
        onSubmit={async (reason) => {
          if (!cancelling) return;
          await cancel.mutateAsync({ id: cancelling.id, reason });
          setCancelling(null);
          setDone(t('admin.cancelDone'));
        }}
        onClose={() => setCancelling(null)}
      />
      <DataTable
        caption={t('admin.rosterCaption', { program: name })}
        captionHidden
        columns={columns}
        rows={roster.data?.items}
        rowKey={(r) => r.id}
        loading={roster.isFetching}
        error={roster.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('admin.rosterEmpty')}</p>}
        cards="lg"
      />
    </section>
  );
}
