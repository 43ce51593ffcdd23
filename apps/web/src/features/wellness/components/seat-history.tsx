import { useTranslation } from 'react-i18next';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useMySeats, type ReservationView } from '../api';
import { CancelSeatDialog } from './cancel-seat-dialog';
import { HISTORY_PAGE_SIZE, HistoryRowActions, HistoryTable, useHistoryCancel, useHistoryPage } from './history-table';

/** The person's fitness seat bookings (the seat tab of the wellness history): seat, time, status, cancel before the time. */
export default function SeatHistory() {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const paging = useHistoryPage();
  const list = useMySeats(paging.page, HISTORY_PAGE_SIZE);
  const cancel = useHistoryCancel<ReservationView>(t('seat.cancelled'));

  const columns: Column<ReservationView>[] = [
    { id: 'seat', header: t('seat.columns.seat'), rowHeader: true, card: 'title', cell: (r) => r.resource.name },
    { id: 'when', header: t('seat.columns.when'), card: 'line', cell: (r) => format.span(r.date, r.start, r.end) },
    {
      id: 'status',
      header: t('seat.columns.status'),
      card: 'aside',
      cell: (r) => <BookingStatusChip facts={reservationFacts(r)} />,
    },
    {
      id: 'actions',
      header: t('seat.columns.actions'),
      card: 'foot',
      cell: (r) => (
        <HistoryRowActions
          to={`/fitness-reservation/seat/${r.id}`}
          name={r.resource.name}
          start={r.start}
          onCancel={r.status === 'confirmed' && r.canChange ? () => cancel.start(r) : undefined}
        />
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
      notice={cancel.notice}
    >
      <CancelSeatDialog {...cancel.dialog} />
    </HistoryTable>
  );
}
