import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A list's `?sort=` past its allow-list (decision 0061): a column it does not sort by, a doubled or
 * lone `-`, something that is no column at all. Each is a 400 naming `sort`, in the reader's language.
 */
export async function expectUnknownOrdersRefused(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  unknownColumn: string,
): Promise<void> {
  for (const sort of [unknownColumn, '--id', 'id;drop', '-']) {
    const res = await app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`, headers });
    expect([sort, res.statusCode, res.json().fields]).toEqual([sort, 400, { sort: 'Please enter a valid value.' }]);
  }
}

/** Text in the database's order (byte by byte), ascending or, with `desc`, descending. */
export function inOrder(values: string[], desc = false): string[] {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return desc ? sorted.reverse() : sorted;
}
