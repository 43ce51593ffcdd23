import type { Page } from '@tea/shared/answers';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../../../shared/ui/data-selection';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import type { TableParams } from '../../../shared/use-list-params';

/**
 * A back-office list the server pages: the rows and the total of `query`'s answer, the page in the
 * address (`list`), "could not load" and "no results" in the back office's words.
 */
export function PagedTable<T, K extends string | number = number>({
  query,
  list,
  caption,
  minWidth,
  columns,
  rowKey,
  empty,
  selection,
}: {
  query: { data?: Page<T>; isFetching: boolean; isError: boolean };
  list: TableParams;
  caption: string;
  minWidth: string;
  columns: Column<T>[];
  rowKey: (row: T) => K;
  /** What an empty list says, when not the back office's "no results". */
  empty?: string;
  /** Rows to choose for a bulk action. */
  selection?: RowSelection<T, K>;
}) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={caption}
      minWidth={minWidth}
      columns={columns}
      rows={query.data?.items}
      rowKey={rowKey}
      loading={query.isFetching}
      error={query.isError ? t('list.failed') : null}
      empty={empty ?? t('list.empty')}
      list={list}
      total={query.data?.total}
      selection={selection}
    />
  );
}
