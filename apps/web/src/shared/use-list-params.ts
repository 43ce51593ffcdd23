import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/** The order of a list: a column's sort key, ascending or descending. */
export interface SortOrder {
  key: string;
  dir: 'asc' | 'desc';
}

/** `?sort=amount` is ascending, `?sort=-amount` descending. */
function readSort(value: string | null): SortOrder | null {
  if (!value) return null;
  return value.startsWith('-') ? { key: value.slice(1), dir: 'desc' } : { key: value, dir: 'asc' };
}

/**
 * Paging, order and filters kept in the address (?page=2&sort=-amount&status=pending): reload, back
 * and a shared link show the same list. A filter or order change starts again at page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sortParam = params.get('sort');
  const sort = useMemo(() => readSort(sortParam), [sortParam]);
  const serialized = keys.map((k) => params.get(k) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = serialized.split('\u0000');
    return Object.fromEntries(keys.map((k, i) => [k, values[i] ?? ''])) as Record<K, string>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `serialized` stands for the values of `keys`
  }, [serialized]);

  const setFilters = useCallback(
    (next: Partial<Record<K, string>>) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next) as [K, string | undefined][]) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        out.delete('page');
        return out;
      });
    },
    [setParams],
  );
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
        return out;
      });
    },
    [setParams],
  );
  const setSort = useCallback(
    (next: SortOrder | null) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next) out.set('sort', next.dir === 'desc' ? `-${next.key}` : next.key);
        else out.delete('sort');
        out.delete('page');
        return out;
      });
    },
    [setParams],
  );
  /** Shows one view: these filters, this page, the list's own order (a record just added, on its page). */
  const showPage = useCallback(
    (next: Partial<Record<K, string>>, pageNumber: number) => {
      const out = new URLSearchParams();
      for (const [key, value] of Object.entries(next) as [K, string | undefined][]) if (value) out.set(key, value);
      if (pageNumber > 1) out.set('page', String(pageNumber));
      setParams(out);
    },
    [setParams],
  );
  return { page, size: PAGE_SIZE, sort, filters, setFilters, setPage, setSort, showPage };
}

/** What a table needs of the address: its page and order, and the way to change them. */
export type TableParams = Pick<ReturnType<typeof useListParams>, 'page' | 'size' | 'sort' | 'setPage' | 'setSort'>;

/** An order as the server takes it (`-amount`, decision 0061); none for the list's own order. */
export function sortParam(sort: SortOrder | null): string | undefined {
  return sort ? `${sort.dir === 'desc' ? '-' : ''}${sort.key}` : undefined;
}

/** A list's page and order as the server takes them (`?page=2&size=20&sort=-amount`). */
export function pageQuery({ page, size, sort }: Pick<TableParams, 'page' | 'size' | 'sort'>) {
  return { page, size, sort: sortParam(sort) };
}
