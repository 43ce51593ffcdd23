import type { ListOrder } from '@tea/shared/admin/list-order';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The ORDER BY of a list's allow-listed order (decision 0061): the column `sort` names, either way,
 * or nothing without one, so that the list's own order (put after it) decides.
 */
export function orderOf<K extends string>(sort: ListOrder<K> | null | undefined, columns: Record<K, AnyColumn | SQL>): SQL[] {
  return sort ? [(sort.desc ? desc : asc)(columns[sort.key])] : [];
}
