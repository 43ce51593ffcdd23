import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { rentalFacts } from '@tea/shared/reservations/display-status';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { Money } from '../../../shared/ui/money';
import { useMyRentals, type RentalView } from '../api';
import { CancelRentalDialog } from './cancel-rental-dialog';
import { HISTORY_PAGE_SIZE, HistoryRowActions, HistoryTable, useHistoryCancel, useHistoryPage } from './history-table';

/**
 * The person's locker or basket rentals (the locker and basket tabs of the one history, decision 0064): number,
 * start, months, last day, status and deposit, with cancel before the start and the rental's page.
 */
export default function LockerHistory({ tab }: { tab: string }) {
  const kind: RentalKind = tab === 'basket' ? 'basket' : 'locker';
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const paging = useHistoryPage();
  const list = useMyRentals(kind, paging.page, HISTORY_PAGE_SIZE);
  const cancel = useHistoryCancel<RentalView>(t('history.cancelled'));
  const unit = (r: RentalView) => t(`unit.${r.kind}`, { number: r.number });

  const columns: Column<RentalView>[] = [
    { id: 'number', header: t('history.columns.number'), rowHeader: true, card: 'title', cell: unit },
    { id: 'start', header: t('history.columns.start'), card: 'line', cell: (r) => format.date(r.start) },
    { id: 'months', header: t('history.columns.months'), card: 'line', cell: (r) => t('form.monthsOption', { count: r.months }) },
    { id: 'end', header: t('history.columns.end'), card: 'line', cell: (r) => format.date(r.lastDay) },
    {
      id: 'status',
      header: t('history.columns.status'),
      card: 'aside',
      cell: (r) => <BookingStatusChip facts={rentalFacts(r)} />,
    },
    {
      id: 'deposit',
      header: t('history.columns.deposit'),
      card: 'line',
      cell: (r) => (
        <>
          <Money amount={r.deposit} /> · {t(`deposit.${r.depositState}`)}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('history.columns.actions'),
      card: 'foot',
      cell: (r) => (
        <HistoryRowActions
          to={`/fitness-reservation/${r.kind}/${r.id}`}
          name={unit(r)}
          start={r.start}
          onCancel={r.canCancel ? () => cancel.start(r) : undefined}
        />
      ),
    },
  ];

  return (
    <HistoryTable
      caption={t('history.caption', { kind: t(`kindInText.${kind}`) })}
      columns={columns}
      list={list}
      emptyText={t('history.empty')}
      book={{ to: `/fitness-reservation/${kind}/0`, label: t('history.book') }}
      notice={cancel.notice}
    >
      <CancelRentalDialog {...cancel.dialog} />
    </HistoryTable>
  );
}
