import type { LegalTable as LegalTableData } from '../legal-docs';
import { LegalText } from './legal-text';

/** A table on wider screens; on phones a two-column table becomes a list of pairs and a wider one a card per row. */
export function LegalTable({ table }: { table: LegalTableData }) {
  const rest = table.headers.slice(1);
  return (
    <>
      <div className="mt-4 hidden overflow-hidden rounded-xl border border-line sm:block">
        <table className="w-full border-collapse text-left text-sm leading-6">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-bold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="border-t border-line align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="w-1/4 px-4 py-3 font-semibold text-navy-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      <LegalText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rest.length === 1 ? (
        <dl className="mt-4 divide-y divide-line rounded-xl border border-line text-sm leading-6 sm:hidden">
          {table.rows.map(([head = '', cell = '']) => (
            <div key={head} className="px-4 py-3">
              <dt className="font-bold text-navy-900">{head}</dt>
              <dd className="mt-0.5">
                <LegalText text={cell} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <ul className="mt-4 space-y-3 sm:hidden">
          {table.rows.map(([head, ...cells]) => (
            <li key={head} className="rounded-xl border border-line p-4 text-sm leading-6">
              <p className="font-bold text-navy-900">{head}</p>
              <dl className="mt-2 space-y-2">
                {cells.map((cell, index) => (
                  <div key={index}>
                    <dt className="text-xs font-semibold text-muted">{rest[index]}</dt>
                    <dd>
                      <LegalText text={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
