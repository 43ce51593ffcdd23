import { LEASE_OCCUPANCY_TYPES, LEASE_STATUSES, type LeaseStatus } from '@tea/shared/lease/lease-inquiry.rules';
import type { LeaseInquirySummary } from '@tea/shared/lease/lease-inquiry.schema';
import { seoulDate } from '@tea/shared/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateText, DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';
import { useListParams } from '../../../shared/use-list-params';
import { queryString } from '../api';
import { AdminPage } from '../components/admin-page';
import { DownloadButton } from '../components/download-button';
import { FilterForm, FilterSelect } from '../components/filter-form';
import { LeaseInquiryDialog } from '../components/lease-inquiry-dialog';
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
      card: 'aside',
      cell: (r) => <StatusChip tone={TONES[r.status]}>{t(`statuses.${r.status}`)}</StatusChip>,
    },
    { id: 'writer', header: t('admin.writer'), cell: (r) => r.writer },
    { id: 'occupancy', header: t('admin.occupancy'), cell: (r) => t(`occupancy.${r.occupancy}`) },
    { id: 'moveIn', header: t('admin.moveIn'), cell: (r) => <DateText value={r.moveInDate} /> },
    { id: 'area', header: t('admin.area'), cell: (r) => r.area },
    { id: 'received', header: t('admin.received'), cell: (r) => <DateTimeText value={r.createdAt} /> },
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
  const inquiries = useLeaseInquiries({ page: list.page, ...filters });
  const [opened, setOpened] = useState<number | null>(() => Number(params.get('open')) || null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const columns = useColumns((id) => {
    setNotice(null);
    setOpened(id);
  });
  const withdrawn = inquiries.data?.withdrawn ?? 0;
  return (
    <AdminPage
      title={t('admin.heading')}
      actions={
        <DownloadButton
          path={`/admin/lease-inquiries/export${queryString(filters)}`}
          name={`lease-inquiries-${seoulDate()}.xlsx`}
          onStart={() => setNotice(null)}
          onError={() => setNotice({ tone: 'error', text: t('errors:SERVER_ERROR') })}
        >
          {t('admin.export')}
        </DownloadButton>
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
      <div aria-live="polite" className="mb-4 space-y-2 empty:mb-0">
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      </div>
      {withdrawn > 0 && <p className="mb-4 text-sm text-muted">{t('admin.withdrawn', { count: withdrawn })}</p>}
      <DataTable
        caption={t('admin.caption')}
        columns={columns}
        rows={inquiries.data?.items}
        rowKey={(r) => r.id}
        loading={inquiries.isFetching}
        error={inquiries.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('admin.empty')}</p>}
        list={{ ...list, size: inquiries.data?.pageSize ?? list.size }}
        total={inquiries.data?.total}
        cards="lg"
      />
      <LeaseInquiryDialog id={opened} onClose={() => setOpened(null)} onDone={(text) => setNotice({ tone: 'success', text })} />
    </AdminPage>
  );
}
