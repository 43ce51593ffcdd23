import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitList, VisitView } from '@tea/shared/visitors/visit.schema';
import type { TableParams } from '../use-list-params';
import { DataTable } from './data-table';
import { editPath, useVisitColumns, type VisitColumnOptions } from './visit-columns';

/**
 * The inquiry list with the spec's columns (visitor name, visitor company, person in charge, tenant
 * company, visit date, visit time, status, action): a table from the tablet width up, a card per
 * visit on a phone. With `selection`, the visits that may be decided (or checked in) have a checkbox (bulk actions).
 */
export function VisitTable({
  visits,
  counted,
  caption,
  loading,
  error,
  empty,
  list,
  selection,
  onCancel,
  actions,
  editPath: editPathOf = editPath,
  sortable,
}: {
  /** Undefined until the first answer. */
  visits: VisitView[] | undefined;
  /** How many there are (the answer's `total` and `capped`); undefined until the first answer. */
  counted: Pick<VisitList, 'total' | 'capped'> | undefined;
  caption: string;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  /** The paging and order in the address; absent for a list shown whole. */
  list?: TableParams;
  /** The visits that may be chosen are those waiting for approval unless `canSelect` says (the desk's check-in). */
  selection?: {
    selected: ReadonlySet<number>;
    onChange: (selected: Set<number>) => void;
    canSelect?: (visit: VisitView) => boolean;
    allLabel?: string;
  };
} & VisitColumnOptions) {
  const { t } = useTranslation('visitors');
  const columns = useVisitColumns({ onCancel, actions, editPath: editPathOf, sortable });

  return (
    <DataTable
      caption={caption}
      cards="lg"
      // Narrower than the back office's content at 1440 px (a menu beside it), so the actions stay in view.
      minWidth="min-w-[58rem]"
      columns={columns}
      rows={visits}
      rowKey={(v) => v.id}
      rowClassName={(v) => (v.status === 'pending' ? 'bg-[#fffaf0]' : undefined)}
      loading={loading}
      error={error}
      empty={empty}
      list={list}
      total={counted?.total}
      totalCapped={counted?.capped}
      showTotal
      selection={
        selection && {
          canSelect: (v) => v.can.approve,
          label: (v) => t('list.selectRow', { name: v.visitor.name, reference: v.reference }),
          allLabel: t('list.selectAll'),
          ...selection,
        }
      }
    />
  );
}
