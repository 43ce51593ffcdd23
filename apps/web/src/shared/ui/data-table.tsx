import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder, TableParams } from '../use-list-params';
import { CardsMessage, DataCards } from './data-cards';
import { choosing, type RowSelection } from './data-selection';
import { Pagination } from './pagination';
import { TableMessage, TableRegion, td, th } from './table-region';

export interface Column<T> {
  /** Names the column among the others (its React key). */
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The cell that names its row (`<th scope="row">`): the one a screen reader repeats when moving down a column. */
  rowHeader?: boolean;
  /** Classes of the column's cells, or of one row's cell. */
  className?: string | ((row: T) => string);
  /** Amounts and counts: the heading and the cells are aligned to the right. */
  numeric?: boolean;
  /** Sortable: the column's name in the address (`?sort=amount`, `?sort=-amount` for descending). */
  sortKey?: string;
  /**
   * For a list the page holds in full: the value its rows are put in order by, here. Without it the
   * rows arrive in the order the address asks for (the server sorts them).
   */
  sortValue?: (row: T) => string | number;
  /**
   * Its place on a row's card (`cards`): `title` names the card, `aside` stands beside the title (a
   * status), `line` is a line of its own under the title, without a label; `foot` closes the card
   * (the row's buttons); `none` leaves it off. Without it, a label/value pair with the heading as label.
   */
  card?: 'title' | 'aside' | 'line' | 'foot' | 'none';
}

/**
 * Where the rows turn into cards (`DataCards`): below the breakpoint (the table from it up), or at
 * every width for rows that say more than columns hold.
 */
export type CardLayout = 'sm' | 'md' | 'lg' | 'always';

/** The classes that show one layout or the other (whole names, for Tailwind to find). */
const LAYOUTS = {
  sm: { cards: 'sm:hidden', table: 'hidden sm:block' },
  md: { cards: 'md:hidden', table: 'hidden md:block' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:block' },
} as const;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Sortable headings go ascending, then descending, then back to the list's own order. */
function nextSort(current: SortOrder | null, key: string): SortOrder | null {
  if (current?.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : null;
}

function SortMark({ dir }: { dir: SortOrder['dir'] | null }) {
  return (
    <svg aria-hidden="true" width="10" height="14" viewBox="0 0 10 14" className="shrink-0">
      <path d="M5 1 9 6H1z" fill="currentColor" opacity={dir === 'asc' ? 1 : dir ? 0.2 : 0.35} />
      <path d="M5 13 1 8h8z" fill="currentColor" opacity={dir === 'desc' ? 1 : dir ? 0.2 : 0.35} />
    </svg>
  );
}

function sortRows<T>(rows: T[], columns: Column<T>[], sort: SortOrder | null, lang: string): T[] {
  const value = columns.find((c) => c.sortKey && c.sortKey === sort?.key)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      const order = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v), lang);
      return order * sign || a.i - b.i;
    })
    .map((x) => x.row);
}

/** Consecutive rows with the same group key (the server orders them so). */
function groupRows<T>(rows: T[], key: (row: T) => string): [string, T[]][] {
  const groups: [string, T[]][] = [];
  for (const row of rows) {
    const k = key(row);
    const last = groups.at(-1);
    if (last && last[0] === k) last[1].push(row);
    else groups.push([k, [row]]);
  }
  return groups;
}

/**
 * A list as a table (DESIGN.md §10 DataTable), for the back office and the lists of the portal: a
 * caption names it; sortable headings are buttons and the sorted one says so (`aria-sort`); the page
 * and the order live in the address (`list`, from `useListParams`), so reload, back and a shared link
 * show the same rows. While rows load the table is busy and says so; with none it shows `empty`. On a
 * phone it scrolls sideways inside its labelled, focusable box (`TableRegion`), or, with `cards`, its
 * rows become cards made of the same columns. With `total`, the pages follow below.
 */
export function DataTable<T, K extends string | number = string | number>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  rowClassName,
  loading = false,
  error = null,
  empty,
  list,
  total,
  totalCapped = false,
  showTotal = true,
  minWidth,
  groupBy,
  footer,
  cards,
  selection,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<T>[];
  /** Undefined until the first answer. */
  rows: T[] | undefined;
  rowKey: (row: T) => K;
  rowClassName?: (row: T) => string | undefined;
  /** Loading or reloading: the table is busy; with no rows yet it says it is loading. */
  loading?: boolean;
  /** Why the rows could not be loaded, shown in place of them. */
  error?: string | null;
  /** What an empty list says ("No results."). */
  empty: ReactNode;
  /** The page and order in the address; without it the table neither pages nor sorts. */
  list?: TableParams;
  /** How many rows there are in all pages: shows the pages below the table. */
  total?: number;
  /** The list counted only up to `total` and has more ("1,000+"). */
  totalCapped?: boolean;
  /** Whether the pages say the total too (not when the page says it elsewhere). */
  showTotal?: boolean;
  /** A Tailwind min-width class: the width below which the table scrolls sideways. */
  minWidth?: string;
  /** Rows under a heading row per group (a day), in the order they come. Tables only. */
  groupBy?: { key: (row: T) => string; header: (key: string) => ReactNode };
  /** Rows of a `<tfoot>` (a total). Tables only. */
  footer?: ReactNode;
  /**
   * Rows as cards (`Column.card` places each column) below a breakpoint, or always. Loading, empty
   * and failed are then said once, in a card of their own; the order is chosen from the table's headings.
   */
  cards?: CardLayout;
  /** A checkbox per row for a bulk action, and one for the whole page (a column of the table, above the cards). */
  selection?: RowSelection<T, K>;
}) {
  const { t, i18n } = useTranslation('common');
  const sort = list?.sort ?? null;
  const shown = rows ? sortRows(rows, columns, sort, i18n.language) : [];
  const message =
    error ?? (rows === undefined || (loading && shown.length === 0) ? t('loading') : shown.length === 0 ? empty : null);
  const classOf = (c: Column<T>, row: T) => {
    const own = typeof c.className === 'function' ? c.className(row) : (c.className ?? '');
    return `${td} ${c.numeric ? 'text-right tabular-nums' : ''} ${own}`;
  };

  const choice = selection && choosing(selection, shown, rowKey);
  const tableColumns: Column<T>[] = choice
    ? [{ id: 'selection', header: choice.all('heading'), className: 'w-10', cell: choice.one }, ...columns]
    : columns;

  const renderRow = (row: T, index: number) => (
    <tr key={rowKey(row)} className={rowClassName?.(row)}>
      {tableColumns.map((c) =>
        c.rowHeader ? (
          <th key={c.id} scope="row" className={classOf(c, row)}>
            {c.cell(row, index)}
          </th>
        ) : (
          <td key={c.id} className={classOf(c, row)}>
            {c.cell(row, index)}
          </td>
        ),
      )}
    </tr>
  );

  const table = (
    <TableRegion caption={caption} captionHidden={captionHidden} minWidth={minWidth} busy={loading}>
      <thead>
        <tr>
          {tableColumns.map((c) => {
            const dir = c.sortKey && sort?.key === c.sortKey ? sort.dir : null;
            return (
              <th
                key={c.id}
                scope="col"
                aria-sort={dir ? ARIA_SORT[dir] : undefined}
                className={`${th} ${c.numeric ? 'text-right' : ''}`}
              >
                {c.sortKey && list ? (
                  <button
                    type="button"
                    onClick={() => list.setSort(nextSort(sort, c.sortKey!))}
                    className={`-mx-1.5 -my-1 inline-flex min-h-8 items-center gap-1.5 rounded px-1.5 font-semibold hover:bg-navy-100 ${c.numeric ? 'flex-row-reverse' : ''}`}
                  >
                    {c.header}
                    <SortMark dir={dir} />
                  </button>
                ) : (
                  c.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      {message !== null && !cards && (
        <tbody>
          <TableMessage colSpan={tableColumns.length}>{message}</TableMessage>
        </tbody>
      )}
      {groupBy ? (
        groupRows(shown, groupBy.key).map(([key, group]) => (
          <tbody key={key}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={tableColumns.length}
                className="border-b border-line bg-white px-3 pt-4 pb-2 text-left font-bold text-navy-900"
              >
                <span className="sticky left-3 inline-block tabular-nums">{groupBy.header(key)}</span>
              </th>
            </tr>
            {group.map(renderRow)}
          </tbody>
        ))
      ) : shown.length > 0 ? (
        <tbody>{shown.map(renderRow)}</tbody>
      ) : null}
      {footer && <tfoot>{footer}</tfoot>}
    </TableRegion>
  );

  const cardList = cards && shown.length > 0 && (
    <DataCards
      caption={caption}
      captionHidden={captionHidden}
      columns={columns}
      rows={shown}
      rowKey={rowKey}
      rowClassName={rowClassName}
      busy={loading}
      above={choice?.all('cards')}
      lead={choice?.one}
    />
  );

  const layouts = !cards
    ? table
    : cards === 'always'
      ? cardList
      : shown.length > 0 && (
          <>
            <div className={LAYOUTS[cards].table}>{table}</div>
            <div className={LAYOUTS[cards].cards}>{cardList}</div>
          </>
        );

  return (
    <>
      {cards && message !== null && <CardsMessage busy={loading}>{message}</CardsMessage>}
      {layouts}
      {list && total !== undefined && (
        <Pagination
          page={list.page}
          size={list.size}
          total={total}
          capped={totalCapped}
          onPage={list.setPage}
          showTotal={showTotal}
        />
      )}
    </>
  );
}
