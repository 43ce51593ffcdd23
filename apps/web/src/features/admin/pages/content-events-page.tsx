import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { StatusChip } from '../../../shared/ui/status-chip';
import { EventApplicants } from '../components/event-applicants';
import { EventDialog, type EventEditing } from '../components/event-dialog';
import { SectionTabsShell } from '../components/section-tabs-shell';
import { useAdminEvents, type AdminEvent } from '../events-api';

const STATE_TONES = { upcoming: 'neutral', open: 'good', waitlist: 'warn', full: 'bad', closed: 'muted' } as const;
const STATUS_TONES = { draft: 'neutral', published: 'good', archived: 'muted' } as const;

/**
 * /admin/content/events (the CMS's events, issue 17): every event with its places taken, publishing
 * state and missing English flagged; create and edit in Korean and English side by side; an event's
 * applicants (confirmed and in line) with the Excel export and cancelling.
 */
export default function ContentEventsPage() {
  const { t } = useTranslation(['events', 'admin']);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const events = useAdminEvents(q);
  const [editing, setEditing] = useState<EventEditing | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const applicantsOf = events.data?.items.find((e) => e.id === shown);

  const columns: Column<AdminEvent>[] = [
    {
      id: 'title',
      header: t('admin.columns.title'),
      rowHeader: true,
      card: 'title',
      cell: (e) => (
        <span>
          {e.titleKo}
          {e.titleEn && <span className="block text-sm text-muted">{e.titleEn}</span>}
          {e.missingEnglish && (
            <span className="mt-1 block">
              <StatusChip tone="warn">{t('admin.missingEnglish')}</StatusChip>
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.columns.status'),
      card: 'aside',
      cell: (e) => <StatusChip tone={STATUS_TONES[e.status]}>{t(`admin.statuses.${e.status}`)}</StatusChip>,
    },
    {
      id: 'period',
      header: t('admin.columns.period'),
      cell: (e) => <DateTimeText value={new Date(`${e.startsAt}:00+09:00`).toISOString()} />,
    },
    {
      id: 'places',
      header: t('admin.columns.places'),
      cell: (e) =>
        `${t('card.capacityValue', { taken: e.taken, capacity: e.capacity })}${
          e.waitlistLength > 0 ? ` · ${t('card.waitlistValue', { waitlisted: e.waitlisted, length: e.waitlistLength })}` : ''
        }`,
    },
    {
      id: 'state',
      header: t('admin.columns.state'),
      cell: (e) => <StatusChip tone={STATE_TONES[e.state]}>{t(`states.${e.state}`)}</StatusChip>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.edit')}</span>,
      card: 'foot',
      cell: (e) => (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-label={`${t('admin.edit')}: ${e.titleKo}`} onClick={() => setEditing({ event: e })}>
            {t('admin.edit')}
          </Button>
          <Button variant="ghost" aria-label={`${t('admin.applicants')}: ${e.titleKo}`} onClick={() => setShown(e.id)}>
            {t('admin.applicants')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <SectionTabsShell
      group="content"
      title={t('admin:contentEvents.nav')}
      lead={t('admin.lead')}
      actions={<Button onClick={() => setEditing({ event: null })}>{t('admin.new')}</Button>}
    >
      <form
        role="search"
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <TextField
          label={t('admin.search')}
          type="search"
          className="sm:w-80"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('search.submit')}
        </Button>
      </form>
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {saved && <FormAlert tone="success">{t('admin.form.saved')}</FormAlert>}
      </div>
      <DataTable
        caption={t('admin.caption')}
        columns={columns}
        rows={events.data?.items}
        rowKey={(e) => e.id}
        loading={events.isFetching}
        error={events.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('admin.empty')}</p>}
        cards="lg"
      />
      {applicantsOf && <EventApplicants key={applicantsOf.id} event={applicantsOf} />}
      <EventDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSaved(true);
        }}
      />
    </SectionTabsShell>
  );
}
