import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Runs a raw statement and returns its rows, whichever engine answers: node-postgres gives a result
 * with `rows`, PGlite's driver the same or the rows themselves.
 */
export async function rawRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
