import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useMyPtPackages, type PtPackage } from '../pt-api';
import { HistoryTable } from './history-table';
import { PtPackageStateChip } from '../../../shared/pt/pt-state';

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/** The person's PT packages (the pt tab of the wellness history): uses, validity, state, and the package's page. */
export default function PtHistory() {
  const { t } = useTranslation('pt');
  const format = useDateFormat();
  const list = useMyPtPackages();
  const data = list.data ? { items: list.data.items, total: list.data.items.length } : undefined;
  const name = (p: PtPackage) => t('history.packageName', { id: p.id });
  const columns: Column<PtPackage>[] = [
    { id: 'package', header: t('history.columns.package'), rowHeader: true, card: 'title', cell: name },
    { id: 'bought', header: t('history.columns.bought'), cell: (p) => format.date(p.createdAt) },
    {
      id: 'uses',
      header: t('history.columns.uses'),
      cell: (p) => t('detail.usesValue', { used: p.used, remaining: p.remaining }),
    },
    {
      id: 'validUntil',
      header: t('history.columns.validUntil'),
      cell: (p) => (p.validUntil ? format.date(p.validUntil) : t('detail.validUntilNone', { days: p.validDays })),
    },
    { id: 'state', header: t('history.columns.state'), card: 'aside', cell: (p) => <PtPackageStateChip state={p.state} /> },
    {
      id: 'actions',
      header: t('detail.columns.actions'),
      card: 'foot',
      cell: (p) => (
        <Link
          to={`/fitness-reservation/pt/${p.id}`}
          aria-label={`${t('history.open')}: ${name(p)}`}
          className={`-mx-2 ${linkAction}`}
        >
          {t('history.open')}
        </Link>
      ),
    },
  ];
  return (
    <HistoryTable
      caption={t('history.caption')}
      columns={columns}
      list={{ data, isFetching: list.isFetching, isError: list.isError }}
      emptyText={t('history.empty')}
      book={{ to: '/fitness-reservation/pt/0', label: t('history.buy') }}
      notice={null}
    >
      {null}
    </HistoryTable>
  );
}
