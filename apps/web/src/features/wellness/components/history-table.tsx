import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useListParams } from '../../../shared/use-list-params';

export const HISTORY_PAGE_SIZE = 10;
const KEYS = ['tab'] as const;
const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/** The page of a wellness history tab (its number in the address, beside the tab). */
export function useHistoryPage() {
  const { filters: _filters, setFilters: _setFilters, ...paging } = useListParams(KEYS);
  return paging;
}

/**
 * A history tab's cancel: the row being cancelled (`dialog` goes to its cancel dialog) and, once it
 * is, `doneText` as the tab's notice. Starting another clears the last notice.
 */
export function useHistoryCancel<T>(doneText: string) {
  const [cancelling, setCancelling] = useState<T | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const start = (row: T) => {
    setNotice(null);
    setCancelling(row);
  };
  const dialog = {
    booking: cancelling,
    onClose: () => setCancelling(null),
    onDone: () => {
      setCancelling(null);
      setNotice(doneText);
    },
  };
  return { notice, start, dialog };
}

/** A history row's buttons: its page and, while it may still be cancelled, cancel (`name` and `start` tell rows apart to a screen reader). */
export function HistoryRowActions({
  to,
  name,
  start,
  onCancel,
}: {
  to: string;
  name: string;
  start: string;
  /** Absent when the row may no longer be cancelled. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <div className="-mx-2 flex flex-wrap gap-x-1">
      <Link to={to} aria-label={`${t('history.details')}: ${name}`} className={linkAction}>
        {t('history.details')}
      </Link>
      {onCancel && (
        <Button
          variant="ghost"
          className="text-danger"
          aria-label={`${t('history.cancel')}: ${name} ${start}`}
          onClick={onCancel}
        >
          {t('history.cancel')}
        </Button>
      )}
    </div>
  );
}

/**
 * A wellness history tab's list: the notice of the last action, the rows as a table (cards on a
 * phone), an empty state that leads to the booking page, the pages below, and the tab's dialog.
 */
export function HistoryTable<T extends { id: number }>({
  caption,
  columns,
  list,
  emptyText,
  book,
  notice,
  children,
}: {
  caption: string;
  columns: Column<T>[];
  list: { data?: { items: T[]; total: number }; isFetching: boolean; isError: boolean };
  emptyText: string;
  book: { to: string; label: string };
  notice: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('rentals');
  const paging = useHistoryPage();
  return (
    <div className="space-y-4">
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <DataTable
        caption={caption}
        cards="md"
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? t('history.loadFailed') : null}
        empty={
          <>
            <p className="font-semibold text-ink">{emptyText}</p>
            <Link
              to={book.to}
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white"
            >
              {book.label}
            </Link>
          </>
        }
        list={{ ...paging, size: HISTORY_PAGE_SIZE }}
        total={list.data?.total}
        showTotal={false}
      />
      {children}
    </div>
  );
}
