/** A table's column headings, one `<th scope="col">` a label, all with the same classes. */
export function ColumnHeaders({ labels, className }: { labels: string[]; className: string }) {
  return labels.map((label) => (
    <th key={label} scope="col" className={className}>
      {label}
    </th>
  ));
}
