import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { rawRows } from './raw-rows.js';
import { seed, type SeedOptions } from './seed/index.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The advisory lock of migrating and seeding (the jobs' keys are 7_301 and up): replicas starting
 * together take turns, and the later ones find nothing left to do (decision 0048).
 */
export const PREPARE_LOCK_KEY = 7_300;

/** Applies the committed SQL migrations; already-applied ones are skipped. Call it under PREPARE_LOCK_KEY. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

/**
 * Migrates, then seeds (reference data, and the demo tenants when `demo`), holding the lock: what
 * every start does unless MIGRATE_ON_START=false, and what `npm run db:migrate` does as a release step.
 */
export async function prepareDatabase(database: Database, options: SeedOptions): Promise<void> {
  await database.exclusively(PREPARE_LOCK_KEY, async () => {
    await runMigrations(database);
    await seed(database.db, options);
  });
}

/** The committed migrations not yet applied to the database, by tag (drizzle's journal against its table). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const [table] = await rawRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let last = -1;
  if (table?.present) {
    const [row] = await rawRows<{ last: string | number | null }>(
      database.db,
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    last = Number(row?.last ?? -1);
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
