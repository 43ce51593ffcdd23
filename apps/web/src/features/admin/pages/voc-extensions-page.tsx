import { canDecide, EXTENSION_GROUP_NAMES, EXTENSION_REASON_MAX, EXTENSION_STATUSES } from '@tea/shared/voc/extension.rules';
import { extensionRejectSchema, type ExtensionView } from '@tea/shared/voc/extension.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { ExtensionStatusChip } from '../../../shared/ui/extension-status';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { Money } from '../../../shared/ui/money';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { sortParam, useListParams } from '../../../shared/use-list-params';
import { usePageSelection } from '../../../shared/use-page-selection';
import { AdminPage } from '../components/admin-page';
import { BulkActions, type BulkAction } from '../components/bulk-actions';
import { ExtensionTariffEditor } from '../components/extension-tariff-form';
import { FilterForm, FilterSelect } from '../components/filter-form';
import { NoticeLine, type Notice } from '../components/notice-line';
import { QueueTable } from '../components/queue-table';
import { useAdminExtensions, useDecideExtension } from '../extensions-api';

const KEYS = ['status', 'group'] as const;
/** Deciding many requests at once (decision 0066), with the single decision's rule and one reason for a rejection. */
const waiting = (e: ExtensionView) => canDecide(e.status);
const reason = { schema: extensionRejectSchema, max: EXTENSION_REASON_MAX };
const BULK: BulkAction<ExtensionView>[] = [
  { key: 'extensions.approve', path: 'voc/extensions/approve', applies: waiting, skipAs: 'already_decided' },
  { key: 'extensions.reject', path: 'voc/extensions/reject', applies: waiting, skipAs: 'already_decided', reason, danger: true },
];

function useColumns(what: (e: ExtensionView) => string, approve: (e: ExtensionView) => void, reject: (e: ExtensionView) => void) {
  const { t } = useTranslation('extensions');
  const floorLabel = useFloorFormat();
  const columns: Column<ExtensionView>[] = [
    { id: 'what', header: t('list.date'), sortKey: 'date', rowHeader: true, card: 'title', cell: what },
    {
      id: 'status',
      header: t('list.status'),
      sortKey: 'status',
      card: 'aside',
      cell: (e) => <ExtensionStatusChip status={e.status} />,
    },
    { id: 'company', header: t('admin.company'), cell: (e) => e.company.name },
    { id: 'requester', header: t('admin.requester'), cell: (e) => `${e.name} · ${e.contact}` },
    { id: 'floors', header: t('list.floors'), cell: (e) => e.floors.map(floorLabel).join(', ') },
    { id: 'total', header: t('list.total'), sortKey: 'total', numeric: true, cell: (e) => <Money amount={e.total} /> },
    { id: 'reason', header: t('list.reason'), cell: (e) => e.reason ?? e.requestText },
    {
      id: 'actions',
      header: <span className="sr-only">{t('admin.approve')}</span>,
      card: 'foot',
      cell: (e) =>
        e.status === 'requested' ? (
          <div className="flex gap-2">
            <Button variant="secondary" aria-label={`${t('admin.approve')}: ${what(e)}`} onClick={() => approve(e)}>
              {t('admin.approve')}
            </Button>
            <Button variant="ghost" aria-label={`${t('admin.reject')}: ${what(e)}`} onClick={() => reject(e)}>
              {t('admin.reject')}
            </Button>
          </div>
        ) : null,
    },
  ];
  return columns;
}

/** /admin/voc/extensions: the lights-out and heating/cooling requests to approve or reject (with a reason), and the tariff. */
export default function VocExtensionsPage() {
  const { t } = useTranslation('extensions');
  const format = useDateFormat();
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const requests = useAdminExtensions({ page: list.page, sort: sortParam(list.sort), ...filters });
  const decide = useDecideExtension();
  const [rejecting, setRejecting] = useState<ExtensionView | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const selection = usePageSelection([filters, list.page, list.sort]);
  const what = (e: ExtensionView) => `${t(`kinds.${e.kind}`)} · ${format.span(e.date, e.start, e.end)}`;
  const columns = useColumns(
    what,
    (e) => {
      setNotice(null);
      decide.mutate(
        { id: e.id },
        {
          onSuccess: () => setNotice({ tone: 'success', text: t('admin.approved') }),
          onError: (error) => setNotice({ tone: 'error', text: error.message }),
        },
      );
    },
    (e) => {
      setNotice(null);
      setRejecting(e);
    },
  );
  return (
    <AdminPage title={t('admin.heading')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('list.status')}
          id="extension-status"
          name="status"
          value={filters.status}
          options={EXTENSION_STATUSES.map((v) => ({ value: v, label: t(`statuses.${v}`) }))}
        />
        <FilterSelect
          label={t('list.kind')}
          id="extension-group"
          name="group"
          value={filters.group}
          options={EXTENSION_GROUP_NAMES.map((v) => ({ value: v, label: t(`groups.${v}`) }))}
        />
      </FilterForm>
      <NoticeLine notice={notice} />
      <BulkActions
        chosen={(requests.data?.items ?? []).filter((e) => selection.selected.has(e.id))}
        rowKey={(e) => e.id}
        actions={BULK}
        onDone={(done) => {
          setNotice(done);
          selection.clear();
        }}
      />
      <QueueTable
        caption={t('admin.caption')}
        columns={columns}
        query={requests}
        list={list}
        rowKey={(e) => e.id}
        empty={t('list.empty')}
        selection={{
          ...selection,
          label: (e) => t('admin:bulk.chooseRow', { name: `${what(e)} (${e.company.name})` }),
          allLabel: t('admin:bulk.extensions.chooseAll'),
        }}
      />
      <ExtensionTariffEditor />
      <ReasonDialog
        open={rejecting !== null}
        title={t('admin.rejectTitle')}
        lead={rejecting && what(rejecting)}
        label={t('list.reason')}
        hint={t('admin.rejectHint', { max: EXTENSION_REASON_MAX })}
        max={EXTENSION_REASON_MAX}
        submitLabel={t('admin.reject')}
        schema={extensionRejectSchema}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, reason });
          setRejecting(null);
          setNotice({ tone: 'success', text: t('admin.rejected') });
        }}
        onClose={() => setRejecting(null)}
      />
    </AdminPage>
  );
}
