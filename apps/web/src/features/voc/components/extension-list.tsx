import { EXTENSION_STATUSES, type ExtensionGroup, type ExtensionStatus } from '@tea/shared/voc/extension.rules';
import type { ExtensionView } from '@tea/shared/voc/extension.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { ExtensionStatusChip } from '../../../shared/ui/extension-status';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Money, useKrw } from '../../../shared/ui/money';
import { useCancelExtension, useMyExtensions } from '../extensions-api';
import { MyStatusFilter } from './my-status-filter';

const isStatus = (v: string): v is ExtensionStatus => (EXTENSION_STATUSES as readonly string[]).includes(v);

function useColumns(onCancel: (e: ExtensionView) => void): Column<ExtensionView>[] {
  const { t } = useTranslation('extensions');
  const format = useDateFormat();
  const floorLabel = useFloorFormat();
  return [
    {
      id: 'date',
      header: t('list.date'),
      rowHeader: true,
      card: 'title',
      cell: (e) => `${t(`kinds.${e.kind}`)} · ${format.span(e.date, e.start, e.end)}`,
    },
    { id: 'status', header: t('list.status'), card: 'aside', cell: (e) => <ExtensionStatusChip status={e.status} /> },
    { id: 'floors', header: t('list.floors'), cell: (e) => e.floors.map(floorLabel).join(', ') },
    { id: 'total', header: t('list.total'), cell: (e) => <Money amount={e.total} /> },
    { id: 'reason', header: t('list.reason'), cell: (e) => e.reason ?? '' },
    {
      id: 'actions',
      header: t('list.cancel'),
      cell: (e) =>
        e.can.cancel ? (
          <Button variant="secondary" onClick={() => onCancel(e)}>
            {t('list.cancel')}
          </Button>
        ) : null,
    },
  ];
}

/**
 * The person's lights-out and heating/cooling requests, newest first: of one form (`group`, the VOC
 * tabs) or all of them with a status filter (My Page). Cancelling asks first and says whether it is
 * charged (after the start: the full applied time).
 */
export function ExtensionList({
  caption,
  group,
  filters = false,
}: {
  caption: string;
  group?: ExtensionGroup;
  filters?: boolean;
}) {
  const { t } = useTranslation('extensions');
  const format = useDateFormat();
  const krw = useKrw();
  const [status, setStatus] = useState<ExtensionStatus | ''>('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<ExtensionView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useMyExtensions({ status, group, page });
  const cancel = useCancelExtension();
  const columns = useColumns(setCancelling);
  return (
    <div className="space-y-4">
      {filters && (
        <MyStatusFilter
          ns="extensions"
          statuses={EXTENSION_STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : '');
            setPage(1);
          }}
        />
      )}
      <div aria-live="polite">{done && <FormAlert tone="success">{done}</FormAlert>}</div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data?.items}
        rowKey={(e) => e.id}
        loading={list.isFetching}
        error={list.isError ? t('errors:SERVER_ERROR') : null}
        empty={<p className="font-semibold text-ink">{t('list.empty')}</p>}
        cards="md"
        list={{ page, size: list.data?.pageSize ?? 10, sort: null, setPage, setSort: () => undefined }}
        total={list.data?.total}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('list.cancelTitle')}
        message={
          cancelling &&
          (cancelling.can.cancelCharged
            ? t('list.cancelCharged', { total: krw(cancelling.total) })
            : t('list.cancelFree', { when: format.span(cancelling.date, cancelling.start, cancelling.end) }))
        }
        confirmLabel={t('list.cancel')}
        dismissLabel={t('common:close')}
        onConfirm={async () => {
          const result = await cancel.mutateAsync(cancelling!.id);
          setDone(t(result.charged ? 'list.cancelledCharged' : 'list.cancelled'));
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
