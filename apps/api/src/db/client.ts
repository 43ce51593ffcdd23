import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { UNREACHABLE } from './connection-loss.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement through the pool. */
  ping(): Promise<void>;
  /**
   * Asks the database for one row on a connection of its own, bounded by PROBE_TIMEOUT_MS, so that
   * a full pool never reads as an unreachable database (readiness, and the watch of decision 0048).
   */
  probe(): Promise<void>;
  /**
   * Runs `work` holding the session advisory lock `key` on a connection of its own: any other replica
   * asking for it waits until `work` ends (or this process dies, which ends the lock with its
   * connection). PGlite has one process: `work` simply runs.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * While `away()` is true, asking the pool for a connection fails at once with UNREACHABLE instead of
   * waiting on it: the database watch says so (decision 0048). Reads served from memory never ask.
   */
  failFastWhile(away: () => boolean): void;
  /** Called with each error of a pooled connection the server ended, idle or in a transaction. */
  onIdleError(listener: (error: Error) => void): void;
  /**
   * LISTENs on `channel`: `onNotice` gets each payload. On PostgreSQL through a connection of its own,
   * opened again after a loss (`onReconnect` then runs: what was sent meanwhile is lost); on PGlite
   * through its own notify. Resolves, once listening, to the function that stops.
   */
  listen(channel: string, onNotice: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections (PGlite has one, in this process) and the requests waiting for one. */
  pool?(): { total: number; idle: number; waiting: number };
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
  if (url) return openServer(url);
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
    probe: async () => void (await client.query('select 1')),
    exclusively: (_key, work) => work(),
    failFastWhile: () => undefined,
    onIdleError: () => undefined,
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, onNotice);
      return () => stop();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

const ROOT = Symbol('the database under a request view');

/**
 * `db` as one request sees it, whose top-level transactions take `step.before(tx)` as their last
 * statements before they commit and call `step.after()` once committed (a request's Idempotency-Key
 * claim, decision 0048). Everything else is `db`'s own, through the prototype.
 */
export function dbWithCommitStep(db: Db, step: { before(tx: Db): Promise<void>; after(committed: boolean): void }): Db {
  const view = Object.create(db) as Db & { [ROOT]: Db };
  view[ROOT] = db;
  view.transaction = ((work: (tx: Db) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
    db
      .transaction(async (tx) => {
        const result = await work(tx as unknown as Db);
        await step.before(tx as unknown as Db);
        return result;
      }, config)
      .then(
        (result) => {
          step.after(true);
          return result;
        },
        (error: unknown) => {
          step.after(false);
          throw error;
        },
      )) as Db['transaction'];
  return view;
}

/**
 * The database behind a request's view (`dbWithCommitStep`), or `db` itself: what caches kept per
 * database are keyed by, and what work done for many requests at once (a capacity line's batch) uses.
 */
export function rootDb<T extends object>(db: T): T {
  return (db as Partial<Record<typeof ROOT, T>>)[ROOT] ?? db;
}

/** The longest a probe waits for a connection and its answer. */
export const PROBE_TIMEOUT_MS = 2000;
/**
 * The longest a request waits for a pooled connection, whether the pool is opening one or all are
 * busy (a rush): past it the request answers 503. An unreachable database is found sooner by the
 * watch's probe, and then every request is answered at once (decision 0048).
 */
const POOL_WAIT_MS = 5000;
/** The longest a transaction may wait between its statements before the server ends it. */
const IDLE_IN_TRANSACTION_MS = 60_000;

function openServer(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: POOL_WAIT_MS,
    keepAlive: true,
    // A transaction left open by work that is stuck holds its locks until this ends it (decision 0048).
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  });
  // An idle connection the server ended (a restart, a failover, pg_terminate_backend): the pool drops
  // it and opens another when asked. Without a listener the error would end the process.
  const idleErrors: ((error: Error) => void)[] = [];
  const lost = (error: Error) => idleErrors.forEach((listener) => listener(error));
  pool.on('error', lost);
  // A connection checked out for a transaction and waiting between its statements has no listener of
  // the pool's: its error (the server ended it) would end the process. Its next statement then fails,
  // the transaction is rolled back, and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', lost));
  let away = () => false;
  // Every query and transaction asks the pool for a connection here (pg-pool's own query does too).
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as { connect: typeof connect }).connect = (callback) => {
    if (!away()) return connect(callback);
    const error = new Error(UNREACHABLE);
    if (callback) return void process.nextTick(() => callback(error));
    return Promise.reject(error);
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let prober: pg.Client | null = null;
  const probeOnce = async () => {
    if (!prober) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        query_timeout: PROBE_TIMEOUT_MS,
        application_name: 'tea-probe',
      });
      client.on('error', () => {
        if (prober === client) prober = null;
        client.end().catch(() => undefined);
      });
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      prober = client;
    }
    const client = prober;
    try {
      await client.query('select 1');
    } catch (error) {
      if (prober === client) prober = null;
      client.end().catch(() => undefined);
      throw error;
    }
  };
  // The probe's own connection may be one the server just ended with the rest: then a new one decides.
  const probe = () => (prober ? probeOnce().catch(() => probeOnce()) : probeOnce());
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    probe,
    async exclusively(key, work) {
      const holder = await pool.connect();
      let broken: Error | undefined;
      try {
        await holder.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => (broken = error));
        }
      } catch (error) {
        broken ??= error as Error;
        throw error;
      } finally {
        // A connection whose unlock failed is not given back: closing it ends the lock for certain.
        holder.release(broken);
      }
    },
    failFastWhile: (predicate) => void (away = predicate),
    onIdleError: (listener) => void idleErrors.push(listener),
    listen: (channel, onNotice, onReconnect) => listenOnServer(url, channel, onNotice, onReconnect),
    close: async () => {
      await prober?.end().catch(() => undefined);
      prober = null;
      await pool.end();
    },
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
  const reopenLater = () => {
    if (!stopped) retry = setTimeout(() => void reopen(), RELISTEN_MS).unref();
  };
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS, keepAlive: true });
    // Once listening, a lost connection is opened again; a failure while opening is the opener's to retry.
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      reopenLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onNotice(n.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
    else client = next;
  };
  const reopen = async () => {
    try {
      await open();
      onReconnect?.();
    } catch {
      reopenLater();
    }
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
