import { z } from '../validation';

/** A list's order as the server reads it: an allow-listed column and its direction. */
export interface ListOrder<K extends string> {
  key: K;
  desc: boolean;
}

/**
 * `?sort=` of a list the server pages (DESIGN.md §3): one of the list's own column keys, ascending,
 * or with a `-` before it, descending (`-total`), as the table's headings write it. Anything else is
 * a 400 naming `sort`; without it the list keeps its own order.
 */
export function sortQuerySchema<const K extends string>(keys: readonly [K, ...K[]]) {
  const values = keys.flatMap((key) => [key, `-${key}`]) as [K | `-${K}`, ...(K | `-${K}`)[]];
  return z
    .enum(values)
    .optional()
    .transform((value): ListOrder<K> | null =>
      value === undefined ? null : { key: (value.startsWith('-') ? value.slice(1) : value) as K, desc: value.startsWith('-') },
    );
}
