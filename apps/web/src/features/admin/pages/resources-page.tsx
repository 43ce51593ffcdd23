import { formatKrw } from '@tea/shared/money';
import { TIMED_RESOURCE_AMENITIES } from '@tea/shared/reservations/amenity-policies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useAdminResources, useOpenDay, type AdminResource, type Blackout } from '../api';
import { AdminPage } from '../components/admin-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { CloseDayDialog } from '../components/close-day-dialog';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ResourceFormDialog } from '../components/resource-form-dialog';
import { type Column } from '../../../shared/ui/data-table';
import { rowActions } from '../../../shared/ui/row-actions';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { pageQuery, useListParams } from '../../../shared/use-list-params';
import { FilterForm, FilterSelect } from '../components/filter-form';
import { PagedTable } from '../components/paged-table';

const KEYS = ['amenity'] as const;

/**
 * /admin/resources: the bookable resources (the conference rooms and the executive lounge) with their
 * capacity, list price, hours and extras, edited in a dialog; and each one's coming closed days,
 * closed and opened again. Bookings already made keep the price they were quoted. A page at a time,
 * its kind, page and order in the address (decisions 0061 and 0071); the closed days are the page's resources'.
 */
export default function ResourcesPage() {
  const { t, i18n } = useTranslation('admin');
  const ko = i18n.language === 'ko';
  const lang = ko ? 'ko' : 'en';
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const query = useAdminResources({ ...pageQuery(list), ...filters });
  const { data } = query;
  const openDay = useOpenDay();
  const [editing, setEditing] = useState<AdminResource | null>(null);
  const [closing, setClosing] = useState<AdminResource | null>(null);
  const [opening, setOpening] = useState<{ resource: AdminResource; day: Blackout } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const nameOf = (r: AdminResource) => (ko ? r.nameKo : r.nameEn);
  const reasonOf = (b: Blackout) => (ko ? b.reasonKo : b.reasonEn);
  const dateOf = useDateFormat().date;

  const columns: Column<AdminResource>[] = [
    {
      id: 'name',
      header: t('resources.name'),
      sortKey: 'name',
      rowHeader: true,
      className: 'font-semibold',
      cell: (r) => (
        <>
          {nameOf(r)}
          <span className="block text-sm font-normal text-muted" lang={ko ? 'en' : 'ko'}>
            {ko ? r.nameEn : r.nameKo}
          </span>
        </>
      ),
    },
    { id: 'amenity', header: t('resources.amenity'), sortKey: 'amenity', cell: (r) => t(`charges.amenities.${r.amenity}`) },
    {
      id: 'capacity',
      header: t('resources.capacity'),
      sortKey: 'capacity',
      numeric: true,
      cell: (r) => t('resources.people', { count: r.capacity }),
    },
    {
      id: 'price',
      header: t('resources.hourlyPrice'),
      sortKey: 'price',
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (r) => formatKrw(r.hourlyPrice, lang),
    },
    {
      id: 'hours',
      header: t('resources.hours'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (r) => `${r.opensAt}–${r.closesAt}`,
    },
    { id: 'extras', header: t('resources.extras'), numeric: true, cell: (r) => r.extras.length },
    {
      id: 'bookable',
      header: t('resources.bookable'),
      sortKey: 'active',
      cell: (r) => <StatusChip tone={r.active ? 'good' : 'bad'}>{r.active ? t('resources.yes') : t('resources.no')}</StatusChip>,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (r) => (
        <div className={rowActions}>
          <Button
            variant="ghost"
            aria-label={t('resources.editOf', { name: nameOf(r) })}
            onClick={() => {
              setNotice(null);
              setEditing(r);
            }}
          >
            {t('list.edit')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage title={t('resources.title')} lead={t('resources.lead')}>
      <p className="mb-4 rounded-md border border-line bg-navy-50 px-4 py-3 text-[15px] text-ink">{t('resources.priceNote')}</p>
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>

      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('resources.amenity')}
          id="resource-amenity"
          name="amenity"
          value={filters.amenity}
          options={TIMED_RESOURCE_AMENITIES.map((a) => ({ value: a, label: t(`charges.amenities.${a}`) }))}
        />
      </FilterForm>
      <PagedTable
        query={query}
        list={list}
        caption={t('resources.caption')}
        minWidth="min-w-[54rem]"
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('resources.none')}
      />

      <section aria-labelledby="closed-days-title" className="mt-10">
        <h2 id="closed-days-title" className="text-xl font-bold text-navy-900">
          {t('resources.closedTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('resources.closedLead')}</p>
        <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {data?.items.map((r) => (
            <li key={r.id} className="min-w-0">
              <section aria-labelledby={`closed-${r.id}`} className="h-full rounded-xl border border-line bg-white p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`closed-${r.id}`} className="text-lg font-bold text-navy-900">
                    {nameOf(r)}
                  </h3>
                  <Button
                    variant="secondary"
                    aria-label={t('resources.closeDayOf', { name: nameOf(r) })}
                    onClick={() => {
                      setNotice(null);
                      setClosing(r);
                    }}
                  >
                    {t('resources.closeDay')}
                  </Button>
                </div>
                {r.blackouts.length === 0 ? (
                  <p className="mt-3 text-muted">{t('resources.noClosedDays')}</p>
                ) : (
                  <ul className="mt-3 divide-y divide-line border-t border-line">
                    {r.blackouts.map((b) => (
                      <li key={b.date} className="flex flex-wrap items-center justify-between gap-x-4 py-1">
                        <p className="py-1.5">
                          <span className="font-semibold whitespace-nowrap text-navy-900 tabular-nums">{dateOf(b.date)}</span>{' '}
                          <span className="text-ink">{reasonOf(b)}</span>
                        </p>
                        <Button
                          variant="ghost"
                          className="-mx-2"
                          aria-label={t('resources.openAgainOf', { name: nameOf(r), date: b.date })}
                          onClick={() => {
                            setNotice(null);
                            setOpening({ resource: r, day: b });
                          }}
                        >
                          {t('resources.openAgain')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          ))}
        </ul>
      </section>

      <ResourceFormDialog
        resource={editing}
        onClose={() => setEditing(null)}
        onSaved={(name) => {
          setNotice(t('resources.saved', { name }));
          setEditing(null);
        }}
      />
      <CloseDayDialog
        resource={closing && { id: closing.id, name: nameOf(closing) }}
        onClose={() => setClosing(null)}
        onClosed={(day) => {
          setNotice(t('resources.closed', { name: nameOf(closing!), date: day.date }));
          setClosing(null);
        }}
      />
      <ConfirmDialog
        open={opening !== null}
        title={t('resources.openTitle')}
        message={
          opening
            ? t('resources.openMessage', {
                name: nameOf(opening.resource),
                date: dateOf(opening.day.date),
                reason: reasonOf(opening.day),
              })
            : ''
        }
        confirmLabel={t('resources.openAgain')}
        danger={false}
        onClose={() => setOpening(null)}
        onConfirm={async () => {
          const { resource, day } = opening!;
          await openDay.mutateAsync({ id: resource.id, date: day.date });
          setNotice(t('resources.opened', { name: nameOf(resource), date: day.date }));
        }}
      />
    </AdminPage>
  );
}
