import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useMySeats, type ReservationView } from '../api';
import { CancelSeatDialog } from './cancel-seat-dialog';
import { HISTORY_PAGE_SIZE, HistoryTable, useHistoryPage } from './history-table';
import { RentalStatus } from './rental-status';

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/** The person's fitness seat bookings (the seat tab of the wellness history): seat, time, status, cancel before the time. */
export default function SeatHistory() {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const paging = useHistoryPage();
  const list = useMySeats(paging.page, HISTORY_PAGE_SIZE);
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
    <HistoryTable
      caption={t('seat.historyCaption')}
      columns={columns}
      list={list}
      emptyText={t('seat.historyEmpty')}
      book={{ to: '/fitness-reservation/seat/0', label: t('seat.newBooking') }}
      notice={notice}
    >
      <CancelSeatDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setNotice(t('seat.cancelled'));
        }}
      />
    </HistoryTable>
  );
}
