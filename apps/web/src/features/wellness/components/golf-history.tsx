import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { reservationFacts } from '@tea/shared/reservations/display-status';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { golfKindOf } from '@tea/shared/reservations/golf.policy';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useMyGolf, type ReservationView } from '../api';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { HISTORY_PAGE_SIZE, HistoryTable, useHistoryCancel, useHistoryPage } from './history-table';

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';
const BOOK_PATH = amenityPolicy('golfSeat').bookPath;

/**
 * The person's golf bookings (the golf tab of the wellness history): the seat (bay) or the pro, date
 * and time, status, and management: change on the booking form's /edit/{id}, cancel through the core.
 */
export default function GolfHistory() {
  const { t } = useTranslation('amenities');
  const format = useDateFormat();
  const paging = useHistoryPage();
  const list = useMyGolf(paging.page, HISTORY_PAGE_SIZE);
  const cancel = useHistoryCancel<ReservationView>(t('golf.cancelled'));
  const what = (r: ReservationView) => `${t(`golf.kinds.${golfKindOf(r.amenity) ?? 'seat'}`)} · ${r.resource.name}`;

  const columns: Column<ReservationView>[] = [
    { id: 'what', header: t('golf.columns.what'), rowHeader: true, card: 'title', cell: what },
    { id: 'when', header: t('golf.columns.when'), card: 'line', cell: (r) => format.span(r.date, r.start, r.end) },
    {
      id: 'status',
      header: t('golf.columns.status'),
      card: 'aside',
      cell: (r) => <BookingStatusChip facts={reservationFacts(r)} />,
    },
    {
      id: 'actions',
      header: t('golf.columns.actions'),
      card: 'foot',
      cell: (r) =>
        r.status === 'confirmed' &&
        r.canChange && (
          <div className="-mx-2 flex flex-wrap gap-x-1">
            <Link to={`${BOOK_PATH}/edit/${r.id}`} aria-label={`${t('golf.edit')}: ${what(r)} ${r.start}`} className={linkAction}>
              {t('golf.edit')}
            </Link>
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={`${t('golf.cancel')}: ${what(r)} ${r.start}`}
              onClick={() => cancel.start(r)}
            >
              {t('golf.cancel')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <HistoryTable
      caption={t('golf.historyCaption')}
      columns={columns}
      list={list}
      emptyText={t('golf.historyEmpty')}
      book={{ to: BOOK_PATH, label: t('golf.book') }}
      notice={cancel.notice}
    >
      <CancelBookingDialog
        {...cancel.dialog}
        title={t('golf.cancelTitle')}
        describe={(r) => t('golf.cancelBody', { what: what(r), when: format.span(r.date, r.start, r.end) })}
        confirmLabel={t('golf.cancelConfirm')}
      />
    </HistoryTable>
  );
}
