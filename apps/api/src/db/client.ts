import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement (used by migrations and readiness checks). */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel`: `onNotice` gets each payload. On PostgreSQL through a connection of its own,
   * opened again after a loss (`onReconnect` then runs: what was sent meanwhile is lost); on PGlite
   * through its own notify. Resolves, once listening, to the function that stops.
   */
  listen(channel: string, onNotice: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the data folder as a tarball, which `loadDataDir` opens again (the tests' template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite data; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from a dumped data folder instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase({ url, dataDir = 'memory://', loadDataDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onNotice, onReconnect) => listenOnServer(url, channel, onNotice, onReconnect),
      close: () => pool.end(),
    };
  }
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  // Loaded only for the embedded database: on a PostgreSQL server PGlite would cost ~40 MB of memory.
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // pg_trgm: the CMS's search finds partial Korean words (issue 17, migration 0031).
  const client = await PGlite.create(location, { extensions: { btree_gist, pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_MS = 1000;

/** LISTEN on a PostgreSQL server through a connection of its own, opened again whenever it is lost. */
async function listenOnServer(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void reopen(), RELISTEN_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onNotice(n.payload);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const reopen = async () => {
    try {
      await open();
      onReconnect?.();
    } catch {
      if (!stopped) retry = setTimeout(() => void reopen(), RELISTEN_MS).unref();
    }
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
