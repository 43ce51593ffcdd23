import { Fragment, useId, type ReactNode } from 'react';
import type { Column } from './data-table';

/** Nothing to show: a line or a pair the row has no value for is left out of its card. */
const isBlank = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

/**
 * The rows of a `DataTable` as a list of cards, for a phone (no sideways scrolling) or for rows that
 * say more than columns hold: each card is a list item with the `title` column, the `aside` one
 * beside it (a status), the `line`s under them, the other columns as label/value pairs (the heading
 * is the label), then the `foot` (the row's buttons). The list is named by the table's caption.
 */
export function DataCards<T>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  rowClassName,
  busy,
  above,
  lead,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  busy: boolean;
  /** Before the list (the checkbox choosing every row). */
  above?: ReactNode;
  /** Before a card's content, level with the title (the row's checkbox). */
  lead?: (row: T) => ReactNode;
}) {
  const id = useId();
  const placed = (place: Column<T>['card']) => columns.filter((c) => c.card === place);
  const [title] = placed('title');
  const [asides, lines, pairs, feet] = [placed('aside'), placed('line'), placed(undefined), placed('foot')];

  return (
    <>
      {!captionHidden && (
        <p id={id} className="mb-3 font-bold text-navy-900">
          {caption}
        </p>
      )}
      {above}
      <ul
        aria-label={captionHidden ? caption : undefined}
        aria-labelledby={captionHidden ? undefined : id}
        aria-busy={busy || undefined}
        className="space-y-3 text-[15px]"
      >
        {rows.map((row, index) => {
          const values = (cols: Column<T>[]) =>
            cols.map((c) => [c, c.cell(row, index)] as const).filter(([, node]) => !isBlank(node));
          const [aside, pair, foot] = [values(asides), values(pairs), values(feet)];
          const first = lead?.(row);
          return (
            <li key={rowKey(row)} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line">
              <div className={`flex items-start gap-3 p-4 sm:p-5 ${rowClassName?.(row) ?? ''}`}>
                {!isBlank(first) && <span className="mt-1 flex">{first}</span>}
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-3">
                    {title && <div className="min-w-0 flex-1 text-lg font-bold text-navy-900">{title.cell(row, index)}</div>}
                    {aside.map(([c, node]) => (
                      <div key={c.id} className="ml-auto shrink-0">
                        {node}
                      </div>
                    ))}
                  </div>
                  {values(lines).map(([c, node]) => (
                    <div key={c.id}>{node}</div>
                  ))}
                  {pair.length > 0 && (
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      {pair.map(([c, node]) => (
                        <Fragment key={c.id}>
                          <dt className="text-muted">{c.header}</dt>
                          <dd className={`min-w-0 [overflow-wrap:anywhere] ${c.numeric ? 'tabular-nums' : ''}`}>{node}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  )}
                  {foot.length > 0 && (
                    <div className="mt-3">
                      {foot.map(([c, node]) => (
                        <Fragment key={c.id}>{node}</Fragment>
                      ))}
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Loading, empty or failed: said once, in a card of its own, at every width. */
export function CardsMessage({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div
      aria-busy={busy || undefined}
      className="rounded-xl bg-white px-6 py-12 text-center text-muted shadow-sm ring-1 ring-line"
    >
      {children}
    </div>
  );
}
