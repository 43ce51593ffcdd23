import { formatPhone } from '@tea/shared/accounts/phone';
import type { Decision, EmployeeListItem } from '@tea/shared/accounts/employee.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleLabel, StatusBadge } from './status-badge';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateText } from '../../../shared/ui/date-time-text';
import { EmailAddress } from '../../../shared/ui/email-address';
import { rowActions } from '../../../shared/ui/row-actions';
import type { TableParams } from '../../../shared/use-list-params';

export const detailsPath = (id: number) => `/tenant-manager/${id}/employee-details`;

const isPending = (item: EmployeeListItem) => item.status === 'pending';

interface Props {
  /** Undefined until the first answer. */
  items: EmployeeListItem[] | undefined;
  total: number | undefined;
  caption: string;
  loading: boolean;
  error: string | null;
  list: TableParams;
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
  onDecide: (item: EmployeeListItem, decision: Decision) => void;
}

/**
 * The list with the spec's columns: a table from the tablet width up, a card per person on a phone
 * (no sideways scrolling). Waiting sign-ups are highlighted, have a checkbox for the bulk decision
 * and their own buttons.
 */
export function EmployeeTable({ items, total, caption, loading, error, list, selected, onSelect, onDecide }: Props) {
  const { t } = useTranslation('tenantManager');

  const columns: Column<EmployeeListItem>[] = [
    { id: 'no', header: t('columns.no'), className: 'text-muted tabular-nums', cell: (i) => i.no },
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      className: 'font-semibold whitespace-nowrap',
      cell: (i) => (
        <Link to={detailsPath(i.id)} className="text-navy-800 underline underline-offset-4 hover:text-navy-700">
          {i.name}
        </Link>
      ),
    },
    { id: 'loginId', header: t('columns.loginId'), cell: (i) => i.loginId },
    {
      id: 'mobile',
      header: t('columns.mobile'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (i) => formatPhone(i.mobile),
    },
    { id: 'email', header: t('columns.email'), cell: (i) => <EmailAddress value={i.email} /> },
    { id: 'type', header: t('columns.type'), className: 'whitespace-nowrap', cell: (i) => <RoleLabel role={i.role} /> },
    { id: 'status', header: t('columns.status'), card: 'aside', cell: (i) => <StatusBadge status={i.status} /> },
    {
      id: 'registered',
      header: t('columns.registered'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (i) => <DateText value={i.createdAt} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      card: 'foot',
      cell: (i) =>
        isPending(i) && (
          <div className={`${rowActions} w-max`}>
            <Button variant="ghost" aria-label={t('list.approveRow', { name: i.name })} onClick={() => onDecide(i, 'approve')}>
              {t('list.approve')}
            </Button>
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={t('list.rejectRow', { name: i.name })}
              onClick={() => onDecide(i, 'reject')}
            >
              {t('list.reject')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <DataTable
      caption={caption}
      cards="md"
      minWidth="min-w-[60rem]"
      columns={columns}
      rows={items}
      rowKey={(i) => i.id}
      rowClassName={(i) => (isPending(i) ? 'bg-[#fffaf0]' : undefined)}
      loading={loading}
      error={error}
      empty={
        <>
          <p className="text-lg font-semibold text-navy-900">{t('list.empty')}</p>
          <p className="mt-2">{t('list.emptyHint')}</p>
        </>
      }
      list={list}
      total={total}
      showTotal={false}
      selection={{
        selected,
        onChange: onSelect,
        canSelect: isPending,
        label: (i) => t('list.selectRow', { name: i.name, loginId: i.loginId }),
        allLabel: t('list.selectAll'),
      }}
    />
  );
}
