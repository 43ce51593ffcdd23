export interface HoursRow {
  label: string;
  hours: string;
}

/** Opening hours as a two-column table; `note` explains what counts toward the time. */
export function HoursTable({ caption, rows, note }: { caption: string; rows: HoursRow[]; note?: string }) {
  return (
    <div>
      <table className="w-full text-left text-[15px]">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-3 pr-4 font-medium text-muted">
                {row.label}
              </th>
              <td className="py-3 text-right font-bold whitespace-nowrap text-navy-900 tabular-nums">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className="mt-3 text-sm leading-6 text-muted">{note}</p>}
    </div>
  );
}
