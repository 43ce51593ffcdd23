import type { ReactNode } from 'react';

export interface PriceColumn {
  label: string;
  /** Numbers and prices are right-aligned. */
  numeric?: boolean;
}

export interface PriceRow {
  key: string;
  /** The first cell names the row (a row header); the rest follow the columns. */
  cells: ReactNode[];
}

/** The first cell of a row: the name in bold and, below it, the details in small text. */
export function RowName({ name, detail, note }: { name: string; detail?: string; note?: string }) {
  return (
    <>
      <span className="block">{name}</span>
      {detail && <span className="mt-0.5 block text-[13px] leading-5 font-normal text-muted">{detail}</span>}
      {note && <span className="mt-0.5 block text-xs font-semibold text-gold-700">{note}</span>}
    </>
  );
}

/** A price or rule table that scrolls sideways inside itself on very narrow screens instead of widening the page. */
export function PriceTable({
  caption,
  columns,
  rows,
  note,
}: {
  caption: string;
  columns: PriceColumn[];
  rows: PriceRow[];
  note?: string;
}) {
  const numeric = (i: number) => columns[i]?.numeric === true;
  return (
    <div>
      {/* Focusable so keyboard users can scroll it when a very narrow screen makes it wider than the page. */}
      <div className="overflow-x-auto rounded-xl ring-1 ring-line" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full min-w-[18rem] text-sm @md:text-[15px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-2.5 py-2.5 align-bottom @md:px-3 font-semibold ${numeric(i) ? 'text-right' : 'text-left'}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="min-w-[5.5rem] px-2.5 py-3 @md:px-3 text-left font-semibold text-navy-900">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={`px-2.5 py-3 align-top text-ink @md:px-3 ${numeric(i) ? 'text-right whitespace-nowrap tabular-nums' : 'text-left'}`}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className="mt-3 text-sm leading-6 text-muted">{note}</p>}
    </div>
  );
}
