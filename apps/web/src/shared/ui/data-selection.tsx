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

/**
 * What to do with the chosen rows, above the list while any are chosen: how many, and the bulk
 * actions (the first one filled, the others outlined) on the list's dark bar.
 */
export function SelectionBar({ summary, actions }: { summary: string; actions: { label: string; onClick: () => void }[] }) {
  return (
    <div
      role="region"
      aria-label={summary}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-navy-900 px-4 py-3 text-white"
    >
      <span className="font-semibold">{summary}</span>
      <div className="ml-auto flex flex-wrap gap-2">
        {actions.map((a, i) => (
          <button
            key={a.label}
            type="button"
            className={
              i === 0
                ? 'min-h-11 rounded-md bg-white px-4 font-bold text-navy-900 hover:bg-navy-50'
                : 'min-h-11 rounded-md border border-white px-4 font-bold text-white hover:bg-navy-800'
            }
            onClick={a.onClick}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}
