import { LEASE_OCCUPANCY_TYPES, LEASE_STATUSES, type LeaseStatus } from '@tea/shared/lease/lease-inquiry.rules';
import type { LeaseInquirySummary } from '@tea/shared/lease/lease-inquiry.schema';
import { seoulDate } from '@tea/shared/calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { DateText, DateTimeText } from '../../../shared/ui/date-time-text';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';
import { sortParam, useListParams } from '../../../shared/use-list-params';
import { queryString } from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterForm, FilterSelect } from '../components/filter-form';
import { LeaseInquiryDialog } from '../components/lease-inquiry-dialog';
import { NoticeLine } from '../components/notice-line';
import { QueueExport, QueueTable, useOpenedRow } from '../components/queue-table';
import { useLeaseInquiries } from '../lease-api';

const KEYS = ['status', 'occupancy'] as const;
const TONES: Record<LeaseStatus, Tone> = { new: 'warn', contacted: 'neutral', viewing: 'good', closed: 'muted' };

function useColumns(open: (id: number) => void): Column<LeaseInquirySummary>[] {
  const { t } = useTranslation('lease');
  return [
    { id: 'title', header: t('admin.title'), rowHeader: true, card: 'title', cell: (r) => r.title },
    {
      id: 'status',
      header: t('admin.status'),
      sortKey: 'status',
      card: 'aside',
      cell: (r) => <StatusChip tone={TONES[r.status]}>{t(`statuses.${r.status}`)}</StatusChip>,
    },
    { id: 'writer', header: t('admin.writer'), cell: (r) => r.writer },
    { id: 'occupancy', header: t('admin.occupancy'), cell: (r) => t(`occupancy.${r.occupancy}`) },
    { id: 'moveIn', header: t('admin.moveIn'), sortKey: 'moveIn', cell: (r) => <DateText value={r.moveInDate} /> },
    { id: 'area', header: t('admin.area'), cell: (r) => r.area },
    { id: 'received', header: t('admin.received'), sortKey: 'received', cell: (r) => <DateTimeText value={r.createdAt} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.open')}</span>,
      card: 'foot',
      cell: (r) => (
        <Button variant="ghost" aria-label={`${t('admin.open')}: ${r.title}`} onClick={() => open(r.id)}>
          {t('admin.open')}
        </Button>
      ),
    },
  ];
}

/**
 * /admin/lease-inquiries: the lease pipeline (new → contacted → viewing → closed) by status, each
 * inquiry's detail and its moves with a note, the Excel export, and how many were withdrawn (only
 * that count is left of them). The office's notice links here with `?open=<id>`.
 */
export default function LeaseInquiriesPage() {
  const { t } = useTranslation('lease');
  const [params] = useSearchParams();
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const inquiries = useLeaseInquiries({ page: list.page, sort: sortParam(list.sort), ...filters });
  const { opened, open, close, notice, setNotice } = useOpenedRow<number>(Number(params.get('open')) || null);
  const columns = useColumns(open);
  const withdrawn = inquiries.data?.withdrawn ?? 0;
  return (
    <AdminPage
      title={t('admin.heading')}
      actions={
        <QueueExport
          path={`/admin/lease-inquiries/export${queryString({ ...filters, sort: sortParam(list.sort) })}`}
          name={`lease-inquiries-${seoulDate()}.xlsx`}
          onNotice={setNotice}
        >
          {t('admin.export')}
        </QueueExport>
      }
    >
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('admin.status')}
          id="lease-status"
          name="status"
          value={filters.status}
          options={LEASE_STATUSES.map((v) => ({ value: v, label: t(`statuses.${v}`) }))}
        />
        <FilterSelect
          label={t('admin.occupancy')}
          id="lease-occupancy"
          name="occupancy"
          value={filters.occupancy}
          options={LEASE_OCCUPANCY_TYPES.map((v) => ({ value: v, label: t(`occupancy.${v}`) }))}
        />
      </FilterForm>
      <NoticeLine notice={notice} className="mb-4 space-y-2 empty:mb-0" />
      {withdrawn > 0 && <p className="mb-4 text-sm text-muted">{t('admin.withdrawn', { count: withdrawn })}</p>}
      <QueueTable
        caption={t('admin.caption')}
        columns={columns}
        query={inquiries}
        list={list}
        rowKey={(r) => r.id}
        empty={t('admin.empty')}
      />
      <LeaseInquiryDialog id={opened} onClose={close} onDone={(text) => setNotice({ tone: 'success', text })} />
    </AdminPage>
  );
}
