import { amenityPolicy, noShowMarkable } from '@tea/shared/reservations/amenity-policies';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import { seoulDate } from '@tea/shared/calendar';
import { formatKrw } from '@tea/shared/money';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { queryString, useAdminReservations, useReservationAction, type AdminReservation } from '../api';
import { AdminPage } from '../components/admin-page';
import { BulkActions } from '../components/bulk-actions';
import { held, reservationBulkActions } from '../components/reservation-bulk-actions';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FilterField, FilterForm, filterControl } from '../components/filter-form';
import { ReservationFilterSelects } from '../components/reservation-filters';
import { RejectDialog } from '../components/reject-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { rowActions } from '../../../shared/ui/row-actions';
import { pageQuery, useListParams } from '../../../shared/use-list-params';
import { usePageSelection } from '../../../shared/use-page-selection';
import { useDateFormat } from '../../../shared/ui/date-time-text';

const KEYS = ['from', 'to', 'amenity', 'status', 'companyId'] as const;

/** A request the office still has to approve or reject (the amenities that need approval, the registry says). */
const awaitsDecision = (r: { amenity: Amenity; status: string }) =>
  amenityPolicy(r.amenity).needsApproval && r.status === 'pending';

/** Days shown when the address names no range: two weeks from today. */
const DEFAULT_DAYS = 14;
/** The most days the server lists at once. */
const MAX_DAYS = 62;

/**
 * /admin/reservations: every company's bookings by day; lounge requests waiting are highlighted
 * with approve and reject; no-shows and cancellations (no fee) after confirming. The building
 * managers' e-mail links to ?status=pending: with no range in the address that shows the largest
 * range the server allows and says when more requests wait after it.
 */
export default function ReservationsPage() {
  const { t, i18n } = useTranslation(['admin', 'rentals']);
  const lang = i18n.language === 'ko' ? 'ko' : 'en';
  const format = useDateFormat();
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const today = seoulDate();
  const waitingView = filters.status === 'pending' && !filters.from && !filters.to;
  const from = filters.from || today;
  const to = filters.to || addDays(from, (waitingView ? MAX_DAYS : DEFAULT_DAYS) - 1);
  const range = { from, to, amenity: filters.amenity, companyId: filters.companyId };
  // In the order of days, rows stand under their day's heading; in another order, each row says its day.
  const byDay = !list.sort || list.sort.key === 'date';
  const { data, error, isFetching } = useAdminReservations({ ...range, status: filters.status, ...pageQuery(list) });
  // Only the totals of these two: the requests waiting in the range, and after it.
  const pending = useAdminReservations({ ...range, status: 'pending', page: 1, size: 1 });
  const laterRange = { from: addDays(to, 1), to: addDays(to, MAX_DAYS) };
  const later = useAdminReservations({ ...range, ...laterRange, status: 'pending', page: 1, size: 1 }, { enabled: waitingView });
  const act = useReservationAction();
  const [confirming, setConfirming] = useState<{ r: AdminReservation; action: 'no-show' | 'cancel' } | null>(null);
  const [rejecting, setRejecting] = useState<AdminReservation | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const selection = usePageSelection([filters, list.page, list.size, list.sort]);

  const what = (r: AdminReservation) => `${r.resource.name} ${r.date} ${r.start}–${r.end} (${r.company.name})`;
  const approve = async (r: AdminReservation) => {
    setNotice(null);
    try {
      await act.mutateAsync({ id: r.id, action: 'approve' });
      setNotice({ tone: 'success', text: t('reservations.done.approve', { what: what(r) }) });
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : t('list.failed') });
    }
  };
  // A wrong range comes back as a field message (the end before the start, more than 62 days).
  const rangeError = error instanceof ApiError ? (Object.values(error.fields)[0] ?? null) : null;
  const items = error ? [] : (data?.items ?? []);
  const waiting = pending.data?.total ?? 0;
  const laterCount = later.data?.total ?? 0;
  const dayLabel = format.date;

  const actionsOf = (r: AdminReservation) => {
    const waitingRow = awaitsDecision(r);
    // A rental for a period is no day booking: never a no-show (the registry's model).
    const canNoShow = noShowMarkable(r, today);
    const canCancel = held(r);
    if (!waitingRow && !canNoShow && !canCancel)
      return (
        <>
          <span className="text-muted" aria-hidden="true">
            —
          </span>
          <span className="sr-only">{t('reservations.noAction')}</span>
        </>
      );
    return (
      <div className={`${rowActions} flex-col items-start`}>
        {waitingRow && (
          <Button
            variant="ghost"
            className="whitespace-nowrap"
            aria-label={t('reservations.approveOf', { what: what(r) })}
            busy={act.isPending && act.variables?.id === r.id}
            onClick={() => void approve(r)}
          >
            {t('reservations.approve')}
          </Button>
        )}
        {waitingRow && (
          <Button
            variant="ghost"
            className="whitespace-nowrap text-danger"
            aria-label={t('reservations.rejectOf', { what: what(r) })}
            onClick={() => {
              setNotice(null);
              setRejecting(r);
            }}
          >
            {t('reservations.reject')}
          </Button>
        )}
        {canNoShow && (
          <Button
            variant="ghost"
            className="whitespace-nowrap text-danger"
            aria-label={t('reservations.noShowOf', { what: what(r) })}
            onClick={() => setConfirming({ r, action: 'no-show' })}
          >
            {t('reservations.noShow')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="ghost"
            className="whitespace-nowrap text-danger"
            aria-label={t('reservations.cancelOf', { what: what(r) })}
            onClick={() => setConfirming({ r, action: 'cancel' })}
          >
            {t('reservations.cancel')}
          </Button>
        )}
      </div>
    );
  };

  const columns: Column<AdminReservation>[] = [
    {
      id: 'time',
      header: t('reservations.timeFacility'),
      sortKey: 'date',
      className: (r) => (awaitsDecision(r) ? 'shadow-[inset_4px_0_0_#b7791f]' : ''),
      cell: (r) => (
        <>
          {!byDay && (
            <time dateTime={r.date} className="block font-semibold whitespace-nowrap text-navy-900">
              {dayLabel(r.date)}
            </time>
          )}
          <span className={`block font-semibold text-navy-900 tabular-nums ${r.rental ? 'min-w-36' : 'whitespace-nowrap'}`}>
            {r.rental
              ? t('rentals:history.rentalLine', {
                  start: format.date(r.date),
                  end: format.date(r.rental.lastDay),
                  count: r.rental.months,
                })
              : `${r.start}–${r.end}`}
          </span>
          {r.resource.name}
        </>
      ),
    },
    {
      id: 'company',
      header: t('reservations.companyBooker'),
      sortKey: 'company',
      cell: (r) => (
        <>
          {r.company.name}
          <span className="block text-sm text-muted">
            {r.booker.name} ({r.booker.loginId})
          </span>
        </>
      ),
    },
    {
      id: 'purpose',
      header: t('reservations.purpose'),
      rowHeader: true,
      className: 'max-w-64 min-w-36 font-normal break-words',
      cell: (r) => (
        <>
          {r.purpose}
          <span className="block text-xs text-muted tabular-nums">{r.reference}</span>
        </>
      ),
    },
    {
      id: 'participants',
      header: t('reservations.participants'),
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (r) => t('reservations.people', { n: r.participants }),
    },
    {
      id: 'total',
      header: t('reservations.total'),
      sortKey: 'total',
      numeric: true,
      className: 'whitespace-nowrap',
      cell: (r) => formatKrw(r.total, lang),
    },
    {
      id: 'status',
      header: t('reservations.status'),
      sortKey: 'status',
      cell: (r) => (
        <>
          <BookingStatusChip facts={reservationFacts(r)} />
          {r.decisionReason && (
            <span className="mt-1 block max-w-56 text-sm break-words text-muted">
              {t('reservations.reason', { reason: r.decisionReason })}
            </span>
          )}
        </>
      ),
    },
    { id: 'actions', header: t('list.actions'), cell: (r) => actionsOf(r) },
  ];

  return (
    <AdminPage title={t('reservations.title')} lead={t('reservations.lead')}>
      <FilterForm key={`${JSON.stringify(filters)}${from}${to}`} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('list.from')} htmlFor="reservation-from">
          <input id="reservation-from" name="from" type="date" defaultValue={from} className={filterControl} />
        </FilterField>
        <FilterField label={t('list.to')} htmlFor="reservation-to">
          <input id="reservation-to" name="to" type="date" defaultValue={to} className={filterControl} />
        </FilterField>
        <ReservationFilterSelects idPrefix="reservation" filters={filters} />
      </FilterForm>

      <div aria-live="polite" className="mb-4 space-y-2 empty:mb-0">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        {waitingView && laterCount > 0 && (
          <FormAlert tone="info">
            {t('reservations.waitingLater', { date: to, n: laterCount })}{' '}
            <Link
              to={{
                search: queryString({
                  ...laterRange,
                  status: 'pending',
                  amenity: filters.amenity,
                  companyId: filters.companyId,
                }),
              }}
              className="font-semibold whitespace-nowrap text-navy-800 underline underline-offset-4"
            >
              {t('reservations.showLater')}
            </Link>
          </FormAlert>
        )}
      </div>
      {rangeError && (
        <div className="mb-4">
          <FormAlert>{rangeError}</FormAlert>
        </div>
      )}

      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {data && !error && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>{t('list.total', { n: data.total })}</span>
            {waiting > 0 && <span className="font-semibold text-[#7a4b00]">{t('reservations.waiting', { n: waiting })}</span>}
          </p>
        )}
        <Link
          to={`/admin/calendar${queryString({ month: from.slice(0, 7), amenity: filters.amenity, status: filters.status, companyId: filters.companyId })}`}
          className="ml-auto text-sm font-semibold text-navy-800 underline underline-offset-4"
        >
          {t('reservations.calendarLink')}
        </Link>
      </div>

      <BulkActions
        chosen={items.filter((r) => selection.selected.has(r.id))}
        rowKey={(r) => r.id}
        actions={reservationBulkActions(awaitsDecision)}
        onDone={(done) => {
          setNotice(done);
          selection.clear();
        }}
      />
      <DataTable
        caption={t('reservations.caption', { from, to })}
        minWidth="min-w-[56rem]"
        columns={columns}
        rows={items}
        rowKey={(r) => r.id}
        rowClassName={(r) => (awaitsDecision(r) ? 'bg-[#fff6e5]' : undefined)}
        loading={isFetching}
        error={error && !rangeError ? t('list.failed') : null}
        empty={t('list.empty')}
        list={list}
        total={data?.total}
        groupBy={byDay ? { key: (r) => r.date, header: (date) => <time dateTime={date}>{dayLabel(date)}</time> } : undefined}
        selection={{
          ...selection,
          label: (r) => t('bulk.chooseRow', { name: what(r) }),
          allLabel: t('bulk.reservations.chooseAll'),
        }}
      />

      <RejectDialog
        reservation={rejecting ? { id: rejecting.id, what: what(rejecting) } : null}
        onClose={() => setRejecting(null)}
        onRejected={(w) => setNotice({ tone: 'success', text: t('reservations.done.reject', { what: w }) })}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'no-show' ? t('reservations.noShowTitle') : t('reservations.cancelTitle')}
        message={
          confirming
            ? t(confirming.action === 'no-show' ? 'reservations.noShowMessage' : 'reservations.cancelMessage', {
                what: what(confirming.r),
              })
            : ''
        }
        confirmLabel={confirming?.action === 'no-show' ? t('reservations.noShow') : t('reservations.cancel')}
        dismissLabel={confirming?.action === 'cancel' ? t('reservations.keep') : undefined}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          const { r, action } = confirming!;
          setNotice(null);
          await act.mutateAsync({ id: r.id, action });
          setNotice({ tone: 'success', text: t(`reservations.done.${action}`, { what: what(r) }) });
        }}
      />
    </AdminPage>
  );
}
