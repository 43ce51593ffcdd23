import { seoulDate } from '@tea/shared/calendar';
import type { GxProgram } from '@tea/shared/wellness/gx.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { MonthInput } from '../../../shared/ui/form/month-input';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { Money } from '../../../shared/ui/money';
import { StatusChip } from '../../../shared/ui/status-chip';
import { GxProgramDialog, type GxEditing } from '../components/gx-program-dialog';
import { GxRoster } from '../components/gx-roster';
import { NoticeLine, type Notice } from '../components/notice-line';
import { WellnessShell } from '../components/wellness-shell';
import { useAdminGxPrograms, useCopyGxPrograms } from '../wellness-api';

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** Next month: the one registering now, the month the office prepares. */
function nextMonth(): string {
  const [year, month] = seoulDate().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * /admin/wellness: the GX programs of a month (add, edit, copy from the previous month), each
 * program's places taken and its roster with attendance and the Excel export.
 */
export default function WellnessPage() {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : nextMonth();
  const programs = useAdminGxPrograms(month);
  const copy = useCopyGxPrograms();
  const [editing, setEditing] = useState<GxEditing | null>(null);
  const [roster, setRoster] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const days = (weekdays: number[]) => weekdays.map((d) => t(`weekdays.${d}`)).join('·');

  const columns: Column<GxProgram>[] = [
    { id: 'name', header: t('gx.program'), rowHeader: true, card: 'title', cell: (p) => p.name },
    {
      id: 'status',
      header: t('admin.status'),
      card: 'aside',
      cell: (p) =>
        p.status === 'cancelled' ? (
          <StatusChip tone="muted">{t('gx.cancelledProgram')}</StatusChip>
        ) : (
          <StatusChip tone={p.registration?.open ? 'good' : 'neutral'}>
            {p.registration?.open ? t('gx.openNow') : t('gx.closedNow')}
          </StatusChip>
        ),
    },
    {
      id: 'days',
      header: t('gx.days'),
      // The month's classes, holidays and closed days left out (decision 0026's addendum).
      cell: (p) => (
        <span>
          {`${days(p.weekdays)} ${p.start}–${p.end}`}
          {p.sessionCount !== null && (
            <span className="block text-sm text-muted">
              {t('gx.sessions', { count: p.sessionCount })} · {t('gx.firstClass', { date: format.date(p.firstSession) })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'instructor', header: t('gx.instructor'), cell: (p) => p.instructor },
    { id: 'price', header: t('gx.price'), cell: (p) => <Money amount={p.price} /> },
    {
      id: 'period',
      header: t('gx.period'),
      cell: (p) => (p.registration ? `${format.date(p.registration.opens)} ~ ${format.date(p.registration.closes)}` : '-'),
    },
    {
      id: 'applicants',
      header: t('gx.applicants'),
      cell: (p) =>
        `${t('gx.applicantsValue', { registered: p.registered, capacity: p.capacity })} · ${t('gx.waiting', {
          waitlisted: p.waitlisted,
          length: p.waitlistLength,
        })}`,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.edit')}</span>,
      card: 'foot',
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            aria-label={`${t('admin.edit')}: ${p.name}`}
            onClick={() => setEditing({ month, program: p })}
          >
            {t('admin.edit')}
          </Button>
          <Button variant="ghost" aria-label={`${t('admin.roster')}: ${p.name}`} onClick={() => setRoster(p.id)}>
            {t('admin.roster')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <WellnessShell
      actions={
        <>
          <Button
            variant="secondary"
            busy={copy.isPending}
            onClick={() => {
              setNotice(null);
              copy.mutate(month, {
                onSuccess: ({ copied }) => setNotice({ tone: 'success', text: t('admin.copied', { count: copied }) }),
                onError: (error) => setNotice({ tone: 'error', text: error.message }),
              });
            }}
          >
            {t('admin.copy')}
          </Button>
          <Button onClick={() => setEditing({ month, program: null })}>{t('admin.add')}</Button>
        </>
      }
    >
      <div className="mb-4">
        <MonthInput
          id="gx-month"
          label={t('admin.month')}
          value={month}
          onChange={(value) => {
            if (MONTH.test(value)) {
              setRoster(null);
              setParams({ month: value });
            }
          }}
        />
      </div>
      <NoticeLine notice={notice} />
      <DataTable
        caption={t('admin.caption')}
        columns={columns}
        rows={programs.data?.items}
        rowKey={(p) => p.id}
        loading={programs.isFetching}
        error={programs.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('admin.empty')}</p>}
        cards="lg"
      />
      {roster !== null && <GxRoster key={roster} programId={roster} />}
      <GxProgramDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice({ tone: 'success', text: t('admin.saved') });
        }}
      />
    </WellnessShell>
  );
}
