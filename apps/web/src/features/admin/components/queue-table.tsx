import type { Page } from '@tea/shared/answers';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../../../shared/ui/data-selection';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import type { TableParams } from '../../../shared/use-list-params';
import { DownloadButton } from './download-button';
import type { Notice } from './notice-line';

/**
 * A queue page's state: the row opened in its dialog and the notice. Opening a row clears the last
 * notice, so what shows is about the row at hand.
 */
export function useOpenedRow<T>(initial: T | null = null) {
  const [opened, setOpened] = useState<T | null>(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const open = (row: T) => {
    setNotice(null);
    setOpened(row);
  };
  return { opened, open, close: () => setOpened(null), notice, setNotice };
}

/** A queue's Excel export (the filters in `path`); a failure becomes the page's error notice. */
export function QueueExport({
  path,
  name,
  onNotice,
  children,
}: {
  path: string;
  name: string;
  onNotice: (notice: Notice) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('errors');
  return (
    <DownloadButton
      path={path}
      name={name}
      onStart={() => onNotice(null)}
      onError={() => onNotice({ tone: 'error', text: t('errors:SERVER_ERROR') })}
    >
      {children}
    </DownloadButton>
  );
}

/**
 * A work queue the server pages (complaints, extension requests, lease inquiries): its rows, total
 * and page size from `query`, the page in the address (`list`), and cards below the large screens.
 */
export function QueueTable<T>({
  query,
  list,
  caption,
  columns,
  rowKey,
  rowClassName,
  empty,
  selection,
}: {
  query: { data?: Page<T> & { pageSize: number }; isFetching: boolean; isError: boolean };
  list: TableParams;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  rowClassName?: (row: T) => string | undefined;
  empty: string;
  /** Rows to choose for a bulk action (the complaint desk's assignment). */
  selection?: RowSelection<T, number>;
}) {
  const { t } = useTranslation('errors');
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={query.data?.items}
      rowKey={rowKey}
      rowClassName={rowClassName}
      loading={query.isFetching}
      error={query.isError ? t('errors:SERVER_ERROR') : null}
      empty={<p className="font-semibold text-ink">{empty}</p>}
      list={{ ...list, size: query.data?.pageSize ?? list.size }}
      total={query.data?.total}
      cards="lg"
      selection={selection}
    />
  );
}
