import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/**
 * Paging and filters kept in the address (?page=2&status=pending): reload, back and a shared
 * link show the same list. A filter change starts again at page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
  return { page, size: PAGE_SIZE, filters, setFilters, setPage };
}
