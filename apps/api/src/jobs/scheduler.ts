import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rawRows } from '../db/raw-rows.js';
import type { Notice } from '../modules/notifications/outbox.js';
import type { FileStore } from '../modules/uploads/file-store.js';

/** What a job may use besides the database and the instant: the server's services it was started with. */
export interface JobServices {
  /**
   * Where uploaded bytes live (the retention of unclaimed uploads deletes them); a store in the
   * database is given through the job's transaction (`FileStore.inTransaction`).
   */
  fileStore: FileStore;
  /** Puts a notice in the outbox, in `tx` (the job's change and its notice commit together). */
  notify(notice: Notice, tx?: Db): Promise<void>;
}

/** A scheduled job: a name, how often it runs, and its work (DESIGN.md §7: one file a job). */
export interface Job {
  name: string;
  /** The advisory-lock key that makes exactly one replica run it at a time. */
  lockKey: number;
  everyMs: number;
  run(db: Db, now: Date, services: JobServices): Promise<Record<string, number>>;
}

/**
 * Runs the job inside a transaction that holds its advisory lock: when another replica holds it,
 * this one skips the round. The lock ends with the transaction. Answers false when skipped. A file
 * store in the database takes part in the transaction: the job's files change with its rows.
 */
export async function runExclusively(
  db: Db,
  job: Job,
  now: Date,
  services: JobServices,
): Promise<Record<string, number> | false> {
  return db.transaction(async (tx) => {
    const [row] = await rawRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${job.lockKey}) as locked`);
    const locked = row?.locked === true;
    if (!locked) return false;
    const fileStore = services.fileStore.inTransaction?.(tx) ?? services.fileStore;
    return job.run(tx, now, { ...services, fileStore });
  });
}

/** Told of each job started and of each round that ran here and succeeded: the metrics (decision 0072). */
export interface JobWatch {
  jobStarted(name: string, everyMs: number): void;
  jobSucceeded(name: string, ms: number): void;
}

/** Starts each job on its interval (first run soon after start), on the server's clock; the returned function stops them. */
export function startJobs(
  db: Db,
  jobs: Job[],
  log: FastifyBaseLogger,
  clock: Clock,
  services: JobServices,
  watch?: JobWatch,
): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();
  for (const job of jobs) {
    watch?.jobStarted(job.name, job.everyMs);
    const tick = () => {
      const started = performance.now();
      running = runExclusively(db, job, clock.now(), services)
        .then((result) => {
          if (result) watch?.jobSucceeded(job.name, performance.now() - started);
          if (result && Object.values(result).some((n) => n > 0)) log.info({ job: job.name, ...result }, 'job done');
        })
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'));
    };
    timers.push(setTimeout(tick, 30_000).unref(), setInterval(tick, job.everyMs).unref());
  }
  return async () => {
    for (const t of timers) clearTimeout(t);
    await running;
  };
}
