import { seoulDate } from '@tea/shared/calendar';
import { amenityPolicy, qrPath } from '@tea/shared/reservations/amenity-policies';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useKrw } from '../../../shared/ui/money';
import { useListParams } from '../../../shared/use-list-params';
import { useHistory, type Reservation } from '../api';
import { CancelDialog } from './cancel-dialog';

/**
 * What a booking that did not go ahead costs: a cancelled one shows its fee or that nothing is charged
 * (never the original total); a no-show shows what was charged.
 */
function ChargeLine({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const krw = useKrw();
  if (r.status === 'cancelled')
    return (
      <p className="mt-1 text-sm font-semibold text-ink">
        {r.fee > 0 ? t('history.cancelFee', { amount: krw(r.fee) }) : t('history.noCharge')}
      </p>
    );
  if (r.fee > 0) return <p className="mt-1 text-sm font-semibold text-ink">{t('history.charged', { amount: krw(r.fee) })}</p>;
  return null;
}

/** Bookings per page of the history (the API's page size). */
const HISTORY_PAGE_SIZE = 10;
const KEYS = ['tab'] as const;
const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/**
 * A history tab's list of the person's bookings of one kind in the reservation core, the coming ones
 * first, each with its status (decision 0064) and what may still be done: change, cancel (with what it
 * costs), the calendar file and the room's QR code. `label` names the kind in the table's caption;
 * a kind not booked online yet (`amenity` null) says so.
 */
export function ReservationList({ amenity, label }: { amenity: Amenity | null; label: string }) {
  const { t } = useTranslation('reservations');
  const { span: formatSpan, date: formatDate } = useDateFormat();
  const krw = useKrw();
  const today = seoulDate();
  const { filters: _filters, setFilters: _setFilters, ...paging } = useListParams(KEYS);
  const list = useHistory(amenity, paging.page, HISTORY_PAGE_SIZE);
  // An amenity not booked online yet has nothing to list (what the query still holds is another tab's).
  const history = amenity === null ? { items: [], total: 0 } : list.data;
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editPath = (r: Reservation) => `${amenityPolicy(r.amenity).bookPath}/edit/${r.id}`;
  const declined = (r: Reservation) => r.status === 'cancelled' && r.decisionReason !== null;

  /** A column headed by its `history.columns` name, placed on a row's card by `card`. */
  const column = (id: string, card: Column<Reservation>['card'], cell: Column<Reservation>['cell']): Column<Reservation> => ({
    id,
    header: t(`history.columns.${id}`),
    card,
    cell,
  });
  const columns: Column<Reservation>[] = [
    column('place', 'title', (r) => r.resource.name),
    column('reference', 'line', (r) => <p className="text-xs text-muted tabular-nums">{r.reference}</p>),
    column('when', 'line', (r) => (
      <p className="text-ink tabular-nums">
        {r.rental
          ? t('history.rentalPeriod', { start: formatDate(r.date), end: formatDate(r.rental.lastDay), count: r.rental.months })
          : formatSpan(r.date, r.start, r.end)}
      </p>
    )),
    column('details', 'line', (r) => (
      <>
        <p className="mt-1 text-sm text-muted">
          {r.rental
            ? t(`history.deposit.${r.rental.depositState}`, { amount: krw(r.deposit) })
            : r.refresh
              ? // A refresh-lounge seat: what for, and what was borrowed with it (if anything).
                [
                  t(`amenities:refresh.purposes.${r.refresh.purpose}`),
                  ...r.refresh.equipment.map((e) => t(`amenities:refresh.equipmentItems.${e}`)),
                ].join(' · ')
              : // A seat booked for oneself has no purpose or party to tell.
                r.purpose && (
                  <>
                    {r.purpose} · {t('confirm.people', { count: r.participants })}
                  </>
                )}
          {r.status !== 'cancelled' && (
            <>
              {(r.rental || r.refresh || r.purpose) && ' · '}
              {t('history.total', { amount: krw(r.total) })}
            </>
          )}
        </p>
        {declined(r) && <p className="mt-1 text-sm text-danger">{t('history.reason', { reason: r.decisionReason })}</p>}
        <ChargeLine reservation={r} />
      </>
    )),
    column('status', 'aside', (r) => <BookingStatusChip facts={reservationFacts(r)} />),
    column('actions', 'foot', (r) => (
      <>
        <div className="-mx-2 flex flex-wrap gap-x-1">
          {r.canEdit && (
            <Link to={editPath(r)} aria-label={`${t('history.edit')}: ${r.resource.name} ${r.date}`} className={linkAction}>
              {t('history.edit')}
            </Link>
          )}
          {(r.status === 'pending' || r.status === 'confirmed') && r.canChange && (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={`${t('history.cancel')}: ${r.resource.name} ${r.date}`}
              onClick={() => {
                setNotice(null);
                setCancelling(r.id);
              }}
            >
              {t('history.cancel')}
            </Button>
          )}
          {r.status === 'confirmed' && !r.rental && (
            <Button
              variant="ghost"
              onClick={() =>
                void downloadFile(`/reservations/${r.id}/calendar.ics`, `reservation-${r.id}.ics`, 'v2').catch((e: Error) =>
                  setError(e.message),
                )
              }
            >
              {t('history.calendar')}
            </Button>
          )}
          {qrPath(r) && (
            <Link to={qrPath(r)!} className={linkAction}>
              {t('history.qr')}
            </Link>
          )}
        </div>
        {r.status === 'confirmed' && !r.canChange && r.date >= today && (
          <p className="mt-1 text-sm text-muted">{t('history.closedNote', { phone: amenityPolicy(r.amenity).deskPhone })}</p>
        )}
      </>
    )),
  ];

  return (
    <div className="space-y-4">
      <div aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
      </div>
      <DataTable
        caption={t('history.caption', { amenity: label })}
        cards="always"
        columns={columns}
        rows={history?.items}
        rowKey={(r) => r.id}
        loading={amenity !== null && list.isFetching}
        error={list.isError ? t('history.loadFailed') : null}
        empty={
          <>
            <p className="font-semibold text-ink">{t('history.empty')}</p>
            {amenity === null ? (
              <p className="mt-2 text-sm">{t('history.notYet')}</p>
            ) : (
              <Link
                to={amenityPolicy(amenity).bookPath}
                className="mt-4 inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white"
              >
                {t('history.book')}
              </Link>
            )}
          </>
        }
        list={{ ...paging, size: HISTORY_PAGE_SIZE }}
        total={history?.total}
        showTotal={false}
      />
      <CancelDialog
        id={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setNotice(t('cancel.done'));
        }}
      />
    </div>
  );
}
