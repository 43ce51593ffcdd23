const checkbox = 'h-5 w-5 accent-navy-800';

/** Rows to choose for a bulk action: a checkbox on each row that may be chosen, and one for all of them. */
export interface RowSelection<T, K> {
  /** The keys (`rowKey`) of the chosen rows. */
  selected: ReadonlySet<K>;
  onChange: (selected: Set<K>) => void;
  /** Rows that may be chosen (the others have no checkbox); every row without it. */
  canSelect?: (row: T) => boolean;
  /** The name of a row's checkbox. */
  label: (row: T) => string;
  /** The name of the checkbox that chooses every row of the page (or none, when they all are). */
  allLabel: string;
}

/** The checkboxes of a `selection`: one on each row that may be chosen, and one for them all (when any may be). */
export function choosing<T, K>(selection: RowSelection<T, K>, rows: T[], rowKey: (row: T) => K) {
  const may = (row: T) => selection.canSelect?.(row) ?? true;
  const keys = rows.filter(may).map(rowKey);
  const every = keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const toggle = (key: K) => {
    const next = new Set(selection.selected);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };
  const toggleAll = () => selection.onChange(every ? new Set() : new Set(keys));
  return {
    /** In the table's heading it is named by `allLabel`; above the cards, `allLabel` is its visible label. */
    all: (where: 'heading' | 'cards') =>
      keys.length === 0 ? null : where === 'heading' ? (
        <input type="checkbox" className={checkbox} checked={every} onChange={toggleAll} aria-label={selection.allLabel} />
      ) : (
        <label className="mb-3 inline-flex min-h-11 items-center gap-2 text-[15px] font-semibold text-navy-900">
          <input type="checkbox" className={checkbox} checked={every} onChange={toggleAll} />
          {selection.allLabel}
        </label>
      ),
    one: (row: T) =>
      may(row) && (
        <input
          type="checkbox"
          className={checkbox}
          checked={selection.selected.has(rowKey(row))}
          onChange={() => toggle(rowKey(row))}
          aria-label={selection.label(row)}
        />
      ),
  };
}
