import { CHECK_IN_AMENITIES, OFFICE_RESTRICTED_AMENITIES } from '@tea/shared/reservations/amenity-policies';
import { NO_SHOW_RESTRICTION_DAYS_MAX } from '@tea/shared/reservations/check-in.rules';
import { waiverSchema, type NoShowRow } from '@tea/shared/reservations/check-in.schema';
import { REASON_MAX } from '@tea/shared/reservations/reservation.schema';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { pageQuery, useListParams } from '../../../shared/use-list-params';
import { queryString } from '../api';
import { AdminPage } from '../components/admin-page';
import { AdminSection } from '../components/admin-section';
import { DownloadButton } from '../components/download-button';
import { FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import { NoticeLine, type Notice } from '../components/notice-line';
import { SeatDeskScan } from '../components/seat-desk-scan';
import { useNoShows, useRestrictionSettings, useSaveRestrictionDays, useWaiveNoShow } from '../no-shows-api';

const KEYS = ['amenity', 'from', 'to'] as const;

/** The rooms whose seats have QR codes to print: the nap room by side, the other seat rooms whole. */
const SHEETS: { amenity: Amenity; gender?: 'female' | 'male' }[] = [
  { amenity: 'sleepingRoom', gender: 'female' },
  { amenity: 'sleepingRoom', gender: 'male' },
  ...CHECK_IN_AMENITIES.filter((a) => a !== 'sleepingRoom' && a !== 'golfLesson' && a !== 'fitnessSeat').map((amenity) => ({
    amenity,
  })),
];

/** The restriction length of one amenity, saved on its own. */
function RestrictionDaysForm({ amenity, days, onNotice }: { amenity: Amenity; days: number; onNotice: (n: Notice) => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveRestrictionDays();
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const id = `no-show-days-${amenity}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > NO_SHOW_RESTRICTION_DAYS_MAX) {
      setError(t('validation:invalid'));
      return;
    }
    setError(null);
    onNotice(null);
    save.mutate(
      { amenity, days: n },
      {
        onSuccess: () => onNotice({ tone: 'success', text: t('noShows.saved') }),
        onError: (e) => onNotice({ tone: 'error', text: e.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <FilterField label={t('noShows.days', { amenity: t(`noShows.rooms.${amenity}`) })} htmlFor={id}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={NO_SHOW_RESTRICTION_DAYS_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={filterControl}
        />
      </FilterField>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t('noShows.save')}
      </Button>
      {error && (
        <p id={`${id}-error`} className="w-full text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function useColumns(onWaive: (row: NoShowRow) => void): Column<NoShowRow>[] {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  return [
    {
      id: 'when',
      header: t('noShows.columns.when'),
      sortKey: 'date',
      rowHeader: true,
      card: 'title',
      cell: (r) => format.span(r.date, r.start.slice(0, 5), r.end.slice(0, 5)),
    },
    { id: 'amenity', header: t('noShows.columns.amenity'), sortKey: 'amenity', cell: (r) => t(`noShows.rooms.${r.amenity}`) },
    { id: 'resource', header: t('noShows.columns.resource'), cell: (r) => r.resource },
    { id: 'person', header: t('noShows.columns.person'), cell: (r) => `${r.person.name} (${r.person.loginId})` },
    { id: 'company', header: t('noShows.columns.company'), sortKey: 'company', cell: (r) => r.company },
    {
      id: 'restriction',
      header: t('noShows.columns.restriction'),
      cell: (r) => (r.restrictedUntil ? format.date(r.restrictedUntil) : t('noShows.notRestricted')),
    },
    {
      id: 'waiver',
      header: t('noShows.columns.waiver'),
      cell: (r) =>
        r.waiver ? t('noShows.waivedBy', { by: r.waiver.by ?? '', at: format.date(r.waiver.at), reason: r.waiver.reason }) : '',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('noShows.columns.actions')}</span>,
      card: 'foot',
      cell: (r) =>
        r.waiver ? null : (
          <Button
            variant="secondary"
            aria-label={`${t('noShows.waive')}: ${r.person.name}, ${r.resource}`}
            onClick={() => onWaive(r)}
          >
            {t('noShows.waive')}
          </Button>
        ),
    },
  ];
}

/**
 * /admin/no-shows (issue 16, decision 0035): the no-shows by amenity and day with the waiver (a
 * reason; the restriction lifted, the fee removed), the restriction length of the amenities whose
 * length the office sets, and each room's seat QR sheet to print.
 * The list pages and sorts on the server, its filters, page and order in the address (decision 0071).
 */
export default function NoShowsPage() {
  const { t } = useTranslation('admin');
  const { filters, setFilters, ...paging } = useListParams(KEYS);
  const list = useNoShows({
    amenity: filters.amenity || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ...pageQuery(paging),
  });
  const settings = useRestrictionSettings();
  const waive = useWaiveNoShow();
  const [waiving, setWaiving] = useState<NoShowRow | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const columns = useColumns((row) => {
    setNotice(null);
    setWaiving(row);
  });
  const amenities = [...new Set<Amenity>([...CHECK_IN_AMENITIES, ...OFFICE_RESTRICTED_AMENITIES])];
  return (
    <AdminPage title={t('noShows.title')} lead={t('noShows.intro')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('noShows.amenity')}
          id="no-show-amenity"
          name="amenity"
          value={filters.amenity}
          options={amenities.map((a) => ({ value: a, label: t(`noShows.rooms.${a}`) }))}
        />
        <FilterField label={t('noShows.from')} htmlFor="no-show-from">
          <input id="no-show-from" name="from" type="date" defaultValue={filters.from} className={filterControl} />
        </FilterField>
        <FilterField label={t('noShows.to')} htmlFor="no-show-to">
          <input id="no-show-to" name="to" type="date" defaultValue={filters.to} className={filterControl} />
        </FilterField>
      </FilterForm>
      <NoticeLine notice={notice} />
      <DataTable
        caption={t('noShows.caption')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('noShows.empty')}</p>}
        cards="lg"
        list={paging}
        total={list.data?.total}
      />

      <AdminSection id="seat-desk" title={t('noShows.desk.title')} intro={t('noShows.desk.intro')}>
        <SeatDeskScan />
      </AdminSection>

      <AdminSection id="no-show-settings" title={t('noShows.settings')} intro={t('noShows.settingsIntro')}>
        <div className="space-y-4">
          {settings.data?.items.map((s) => (
            <RestrictionDaysForm key={`${s.amenity}-${s.days}`} amenity={s.amenity} days={s.days} onNotice={setNotice} />
          ))}
        </div>
      </AdminSection>

      <AdminSection id="seat-sheets" title={t('noShows.sheets')} intro={t('noShows.sheetsIntro')}>
        <ul className="flex flex-wrap gap-3">
          {SHEETS.map((s) => {
            const room = t(`noShows.rooms.${s.amenity}`);
            const label = t('noShows.sheetLink', { room: s.gender ? `${room} ${t(`noShows.sides.${s.gender}`)}` : room });
            return (
              <li key={`${s.amenity}-${s.gender ?? ''}`}>
                <DownloadButton
                  path={`/admin/seat-qr.png${queryString({ amenity: s.amenity, gender: s.gender })}`}
                  name={`seat-qr-${s.amenity}${s.gender ? `-${s.gender}` : ''}.png`}
                  onError={(e) => setNotice({ tone: 'error', text: e instanceof Error ? e.message : t('list.failed') })}
                >
                  {label}
                </DownloadButton>
              </li>
            );
          })}
        </ul>
      </AdminSection>

      <ReasonDialog
        open={waiving !== null}
        title={waiving ? t('noShows.waiveTitle', { name: waiving.person.name }) : ''}
        lead={waiving && `${waiving.resource} · ${waiving.date} ${waiving.start.slice(0, 5)}`}
        label={t('noShows.reason')}
        hint={t('noShows.reasonHint', { max: REASON_MAX })}
        max={REASON_MAX}
        submitLabel={t('noShows.waiveConfirm')}
        schema={waiverSchema}
        onSubmit={async (reason) => {
          if (!waiving) return;
          await waive.mutateAsync({ id: waiving.id, reason });
          setWaiving(null);
          setNotice({ tone: 'success', text: t('noShows.waived') });
        }}
        onClose={() => setWaiving(null)}
      />
    </AdminPage>
  );
}
