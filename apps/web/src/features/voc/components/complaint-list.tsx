import { COMPLAINT_STATUSES, type ComplaintStatus } from '@tea/shared/voc/complaint.rules';
import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateText } from '../../../shared/ui/date-time-text';
import { FloorText } from '../../../shared/ui/floor-text';
import { useListParams } from '../../../shared/use-list-params';
import { useMyComplaints } from '../api';
import { ComplaintStatusChip } from '../../../shared/ui/complaint-status';
import { MyStatusFilter } from './my-status-filter';

const KEYS = ['status'] as const;
const isStatus = (v: string): v is ComplaintStatus => (COMPLAINT_STATUSES as readonly string[]).includes(v);

function useColumns(): Column<ComplaintSummary>[] {
  const { t } = useTranslation('voc');
  return [
    {
      id: 'title',
      header: t('list.title'),
      rowHeader: true,
      card: 'title',
      cell: (c) => (
        <Link to={`/customer-complaints/${c.id}`} className="font-semibold text-navy-900 underline-offset-4 hover:underline">
          {c.title}
        </Link>
      ),
    },
    { id: 'status', header: t('list.status'), card: 'aside', cell: (c) => <ComplaintStatusChip status={c.status} /> },
    { id: 'type', header: t('list.type'), cell: (c) => t(`types.${c.type}`) },
    { id: 'floor', header: t('list.floor'), cell: (c) => <FloorText floor={c.floor} /> },
    { id: 'date', header: t('list.date'), cell: (c) => <DateText value={c.createdAt} /> },
  ];
}

/**
 * The person's complaints, newest first, paged and filtered by status in the address. `filters`
 * shows the status filter (My Page); without it the list is the last few (the VOC home).
 */
export function ComplaintList({ caption, filters = false }: { caption: string; filters?: boolean }) {
  // Beside the form (the VOC home) the list is a column of cards; on My Page, a table from the tablet up.
  const { t } = useTranslation('voc');
  const { filters: values, setFilters, ...paging } = useListParams(KEYS);
  const status = filters && isStatus(values.status) ? values.status : '';
  const list = useMyComplaints({ status, page: filters ? paging.page : 1 });
  return (
    <div className="space-y-4">
      {filters && (
        <MyStatusFilter
          ns="voc"
          statuses={COMPLAINT_STATUSES}
          value={status}
          onChange={(value) => setFilters({ status: value })}
        />
      )}
      <DataTable
        caption={caption}
        columns={useColumns()}
        rows={list.data?.items}
        rowKey={(c) => c.id}
        loading={list.isFetching}
        error={list.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('list.empty')}</p>}
        cards={filters ? 'md' : 'always'}
        {...(filters && { list: { ...paging, size: list.data?.pageSize ?? paging.size }, total: list.data?.total })}
      />
    </div>
  );
}
