import { COMPLAINT_STATUSES, COMPLAINT_TYPES } from '@tea/shared/voc/complaint.rules';
import { SLA_STATES } from '@tea/shared/voc/complaint-sla';
import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { seoulDate } from '@tea/shared/calendar';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ComplaintStatusChip } from '../../../shared/ui/complaint-status';
import type { Column } from '../../../shared/ui/data-table';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FloorText, useFloorFormat } from '../../../shared/ui/floor-text';
import { StatusChip } from '../../../shared/ui/status-chip';
import { sortParam, useListParams } from '../../../shared/use-list-params';
import { usePageSelection } from '../../../shared/use-page-selection';
import { queryString } from '../api';
import { AdminPage } from '../components/admin-page';
import { CompanyFilterSelect, FilterForm, FilterSelect } from '../components/filter-form';
import { NoticeLine } from '../components/notice-line';
import { QueueExport, QueueTable, useOpenedRow } from '../components/queue-table';
import { VocAnswerDialog } from '../components/voc-answer-dialog';
import { VocBulkAssign } from '../components/voc-bulk-assign';
import { VocCannedReplies } from '../components/voc-canned-replies';
import { VocSlaTargets } from '../components/voc-sla-targets';
import { useAdminComplaints, useVocStaff } from '../voc-api';

const KEYS = ['type', 'floor', 'companyId', 'status', 'sla', 'assignee'] as const;
const FLOORS = Array.from({ length: 35 }, (_, i) => i - 8).filter((f) => f !== 0);
const SLA_TONES = { on_time: 'good', due_soon: 'warn', breached: 'bad' } as const;

function useColumns(open: (c: ComplaintSummary) => void): Column<ComplaintSummary>[] {
  const { t } = useTranslation('voc');
  return [
    { id: 'title', header: t('list.title'), rowHeader: true, card: 'title', cell: (c) => c.title },
    {
      id: 'status',
      header: t('list.status'),
      sortKey: 'status',
      card: 'aside',
      cell: (c) => <ComplaintStatusChip status={c.status} />,
    },
    { id: 'type', header: t('list.type'), sortKey: 'type', cell: (c) => t(`types.${c.type}`) },
    { id: 'floor', header: t('list.floor'), sortKey: 'floor', cell: (c) => <FloorText floor={c.floor} /> },
    { id: 'company', header: t('admin.company'), cell: (c) => c.company.name },
    { id: 'assignee', header: t('admin.assignee'), cell: (c) => c.assignee?.name ?? t('admin.unassigned') },
    { id: 'due', header: t('admin.due'), cell: (c) => (c.dueAt ? <DateTimeText value={c.dueAt} /> : '') },
    { id: 'sla', header: t('admin.sla'), cell: (c) => <StatusChip tone={SLA_TONES[c.sla]}>{t(`sla.${c.sla}`)}</StatusChip> },
    { id: 'rating', header: t('admin.rating'), numeric: true, cell: (c) => c.rating ?? '' },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.answer')}</span>,
      card: 'foot',
      cell: (c) => (
        <Button variant="ghost" aria-label={`${t('admin.answer')}: ${c.title}`} onClick={() => open(c)}>
          {t('admin.answer')}
        </Button>
      ),
    },
  ];
}

/** /admin/voc: the complaint queue (filters, breached rows highlighted), assignment and answers, SLA targets, Excel export. */
export default function VocPage() {
  const { t } = useTranslation('voc');
  const floorLabel = useFloorFormat();
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const queue = useAdminComplaints({ page: list.page, sort: sortParam(list.sort), ...filters });
  const { opened, open, close, notice, setNotice } = useOpenedRow<ComplaintSummary>();
  const columns = useColumns(open);
  const staff = useVocStaff();
  const filterKey = JSON.stringify(filters);
  const selection = usePageSelection([filters, list.page, list.sort]);
  const chosen = (queue.data?.items ?? []).filter((c) => selection.selected.has(c.id));
  return (
    <AdminPage
      title={t('admin.heading')}
      actions={
        <QueueExport
          path={`/admin/voc/complaints/export${queryString({ ...filters, sort: sortParam(list.sort) })}`}
          name={`complaints-${seoulDate()}.xlsx`}
          onNotice={setNotice}
        >
          {t('admin.export')}
        </QueueExport>
      }
    >
      <FilterForm key={`${filterKey}${staff.data ? '+staff' : ''}`} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('list.type')}
          id="voc-type"
          name="type"
          value={filters.type}
          options={COMPLAINT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
        <FilterSelect
          label={t('list.floor')}
          id="voc-floor"
          name="floor"
          value={filters.floor}
          options={FLOORS.map((f) => ({ value: f, label: floorLabel(f) }))}
        />
        <CompanyFilterSelect label={t('admin.company')} id="voc-company" value={filters.companyId} />
        <FilterSelect
          label={t('list.status')}
          id="voc-status"
          name="status"
          value={filters.status}
          options={[
            { value: 'open', label: t('admin.openStatus') },
            ...COMPLAINT_STATUSES.map((v) => ({ value: v, label: t(`statuses.${v}`) })),
          ]}
        />
        <FilterSelect
          label={t('admin.sla')}
          id="voc-sla"
          name="sla"
          value={filters.sla}
          options={SLA_STATES.map((v) => ({ value: v, label: t(`sla.${v}`) }))}
        />
        <FilterSelect
          label={t('admin.assignee')}
          id="voc-assignee"
          name="assignee"
          value={filters.assignee}
          options={[
            { value: 'me', label: t('admin.assignedToMe') },
            { value: 'none', label: t('admin.unassigned') },
            ...(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      </FilterForm>
      <NoticeLine notice={notice} />
      <VocBulkAssign
        chosen={chosen}
        onDone={(done, clear) => {
          setNotice(done);
          if (clear) selection.clear();
        }}
      />
      <QueueTable
        caption={t('admin.caption')}
        columns={columns}
        query={queue}
        list={list}
        rowKey={(c) => c.id}
        rowClassName={(c) => (c.sla === 'breached' ? 'bg-[#fdf1f0]' : undefined)}
        empty={t('list.empty')}
        selection={{
          ...selection,
          label: (c) => t('admin.bulk.choose1', { title: c.title }),
          allLabel: t('admin.bulk.chooseAll'),
        }}
      />
      <VocSlaTargets />
      <VocCannedReplies />
      <VocAnswerDialog complaint={opened} onClose={close} onDone={(text) => setNotice({ tone: 'success', text })} />
    </AdminPage>
  );
}
