import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useListParams } from '../../../shared/use-list-params';
import { useMySeats, type ReservationView } from '../api';
import { CancelSeatDialog } from './cancel-seat-dialog';
import { RentalStatus } from './rental-status';

const PAGE_SIZE = 10;
const KEYS = ['tab'] as const;
const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/** The person's fitness seat bookings (the seat tab of the wellness history): seat, time, status, cancel before the time. */
export default function SeatHistory() {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const { filters: _filters, setFilters: _setFilters, ...paging } = useListParams(KEYS);
  const list = useMySeats(paging.page, PAGE_SIZE);
  const [cancelling, setCancelling] = useState<ReservationView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: Column<ReservationView>[] = [
    { id: 'seat', header: t('seat.columns.seat'), rowHeader: true, card: 'title', cell: (r) => r.resource.name },
    { id: 'when', header: t('seat.columns.when'), card: 'line', cell: (r) => format.span(r.date, r.start, r.end) },
    { id: 'status', header: t('seat.columns.status'), card: 'aside', cell: (r) => <RentalStatus rental={r} /> },
    {
      id: 'actions',
      header: t('seat.columns.actions'),
      card: 'foot',
      cell: (r) => (
        <div className="-mx-2 flex flex-wrap gap-x-1">
          <Link
            to={`/fitness-reservation/seat/${r.id}`}
            aria-label={`${t('history.details')}: ${r.resource.name}`}
            className={linkAction}
          >
            {t('history.details')}
          </Link>
          {r.status === 'confirmed' && r.canChange && (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={`${t('history.cancel')}: ${r.resource.name} ${r.start}`}
              onClick={() => {
                setNotice(null);
                setCancelling(r);
              }}
            >
              {t('history.cancel')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <DataTable
        caption={t('seat.historyCaption')}
        cards="md"
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? t('history.loadFailed') : null}
        empty={
          <>
            <p className="font-semibold text-ink">{t('seat.historyEmpty')}</p>
            <Link
              to="/fitness-reservation/seat/0"
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white"
            >
              {t('seat.newBooking')}
            </Link>
          </>
        }
        list={{ ...paging, size: PAGE_SIZE }}
        total={list.data?.total}
        showTotal={false}
      />
      <CancelSeatDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setNotice(t('seat.cancelled'));
        }}
      />
    </div>
  );
}
