import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { Money } from '../../../shared/ui/money';
import { useMyRentals, type RentalView } from '../api';
import { CancelRentalDialog } from './cancel-rental-dialog';
import { HISTORY_PAGE_SIZE, HistoryTable, useHistoryPage } from './history-table';
import { RentalStatus } from './rental-status';

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/**
 * The person's locker or basket rentals (a tab of /my-page/wellness-reservation-history): number,
 * start, months, last day, status and deposit, with cancel before the start and the rental's page.
 */
export default function LockerHistory({ tab }: { tab: string }) {
  const kind: RentalKind = tab === 'basket' ? 'basket' : 'locker';
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const paging = useHistoryPage();
  const list = useMyRentals(kind, paging.page, HISTORY_PAGE_SIZE);
  const [cancelling, setCancelling] = useState<RentalView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const unit = (r: RentalView) => t(`unit.${r.kind}`, { number: r.number });

  const columns: Column<RentalView>[] = [
    { id: 'number', header: t('history.columns.number'), rowHeader: true, card: 'title', cell: unit },
    { id: 'start', header: t('history.columns.start'), card: 'line', cell: (r) => format.date(r.start) },
    { id: 'months', header: t('history.columns.months'), card: 'line', cell: (r) => t('form.monthsOption', { count: r.months }) },
    { id: 'end', header: t('history.columns.end'), card: 'line', cell: (r) => format.date(r.lastDay) },
    { id: 'status', header: t('history.columns.status'), card: 'aside', cell: (r) => <RentalStatus rental={r} /> },
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
        <div className="-mx-2 flex flex-wrap gap-x-1">
          <Link
            to={`/fitness-reservation/${r.kind}/${r.id}`}
            aria-label={`${t('history.details')}: ${unit(r)}`}
            className={linkAction}
          >
            {t('history.details')}
          </Link>
          {r.canCancel && (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={`${t('history.cancel')}: ${unit(r)} ${r.start}`}
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
      caption={t('history.caption', { kind: t(`kindInText.${kind}`) })}
      columns={columns}
      list={list}
      emptyText={t('history.empty')}
      book={{ to: `/fitness-reservation/${kind}/0`, label: t('history.book') }}
      notice={notice}
    >
      <CancelRentalDialog
        rental={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          setNotice(t('history.cancelled'));
        }}
      />
    </HistoryTable>
  );
}
