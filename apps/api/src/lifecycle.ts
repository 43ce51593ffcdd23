import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/** How often connections left idle by their last answer are closed while the server closes. */
const IDLE_SWEEP_MS = 100;
/**
 * How long the pool may take to close: it waits for every connection to be given back, and one held
 * by work that is stuck (a transaction waiting on a lock whose holder waits too) would keep the
 * process past the balancer's patience. The server rolls back what such a connection left open when
 * the process ends (decision 0048).
 */
export const POOL_CLOSE_MS = 3000;

export interface StopOptions {
  /** How long to keep serving after /readyz turned 503 (SHUTDOWN_DRAIN_SECONDS; 0 on Ctrl-C or after a crash). */
  drainMs: number;
  stopJobs(): Promise<void>;
  database: Database;
  sleep?: (ms: number) => Promise<void>;
  /** How long the pool may take to close (POOL_CLOSE_MS). */
  poolCloseMs?: number;
}

/**
 * A replica's stop (decision 0048), in the order that loses no request behind a balancer:
 * 1. drain: /readyz answers 503 at once and each answer closes its connection, while requests are
 *    still served, until the balancer has stopped sending (it needs a check or two to notice);
 * 2. stop accepting, close the live-board streams (their screens reconnect to another replica),
 *    finish the requests in flight, close idle connections (Fastify's close);
 * 3. stop the jobs (a round in progress ends first), then close the pool (bounded: POOL_CLOSE_MS).
 */
export async function stopGracefully(app: FastifyInstance, options: StopOptions): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  app.startDraining();
  if (options.drainMs > 0) {
    app.log.info({ drainMs: options.drainMs }, 'draining: /readyz answers 503, requests are still served');
    await sleep(options.drainMs);
  }
  app.log.info('closing: no new connections; finishing requests in flight');
  const closing = app.close();
  // A keep-alive connection whose request was still running when the server closed is not closed by
  // Node once that answer has gone: closed here as soon as it is idle, instead of after its timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
  }
  app.log.info('closed; stopping the jobs');
  await options.stopJobs();
  app.log.info('jobs stopped; closing the pool');
  const waitMs = options.poolCloseMs ?? POOL_CLOSE_MS;
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([
    options.database.close().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ]);
  clearTimeout(timer);
  if (!closed) app.log.warn({ waitMs }, 'the pool did not close: work still held a connection; stopping anyway');
  app.log.info('stopped');
}
