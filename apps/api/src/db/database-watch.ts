import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { isConnectionLoss } from './connection-loss.js';

/** A probe's answer is reused this long: balancers asking /readyz every second cost one query between them. */
const ANSWER_KEPT_MS = 500;
/** While the database is away it is probed again after these waits, the last repeating (decision 0048). */
export const RETRY_MS = [250, 500, 1000, 2000] as const;

/**
 * Whether the database can be reached, as this replica last found it (decision 0048). A request
 * that lost its connection has the database probed; a failed probe marks it away, and then the API
 * answers 503 at once instead of every request waiting on the pool, while probes retry with backoff
 * until one succeeds. A single dropped connection (the server ended it) is not an outage: the
 * probe finds the database there, and the pool opens another connection.
 */
export interface DatabaseWatch {
  readonly reachable: boolean;
  /** An error met by a request or a job: a lost connection has the database probed now. */
  report(error: unknown): void;
  /** Probes now (or answers the probe of the last moment): whether the database answers. */
  check(): Promise<boolean>;
  close(): void;
}

export function watchDatabase(
  database: Database,
  log: FastifyBaseLogger,
  now: () => number = () => performance.now(),
): DatabaseWatch {
  let reachable = true;
  let awaySince = 0;
  let probing: Promise<boolean> | null = null;
  let lastAnswer: { at: number; ok: boolean } | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;
  let closed = false;

  const probe = (): Promise<boolean> => {
    probing ??= database
      .probe()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        probing = null;
        lastAnswer = { at: now(), ok };
        if (ok) back();
        else away();
        return ok;
      });
    return probing;
  };

  const retryLater = () => {
    if (closed || retry) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void probe();
    }, wait).unref();
  };

  function away() {
    if (reachable) {
      reachable = false;
      awaySince = now();
      attempt = 0;
      log.error('database unreachable: the API answers 503 until it is back');
    }
    retryLater();
  }

  function back() {
    if (!reachable) {
      reachable = true;
      log.warn({ awayMs: now() - awaySince }, 'database reachable again');
    }
    attempt = 0;
    if (retry) clearTimeout(retry);
    retry = null;
  }

  database.failFastWhile(() => !reachable);
  database.onIdleError((error) => {
    // The error carries its whole client (node-postgres attaches it): only what says why.
    log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'a pooled database connection was lost');
    void probe();
  });

  return {
    get reachable() {
      return reachable;
    },
    report(error) {
      if (isConnectionLoss(error)) void probe();
    },
    check() {
      if (lastAnswer && now() - lastAnswer.at < ANSWER_KEPT_MS) return Promise.resolve(lastAnswer.ok);
      return probe();
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
    },
  };
}

/**
 * Start-up: waits for the database to answer, probing with the watch's backoff, for at most
 * `timeoutMs`; then throws, naming how long it waited. A replica started during a database restart
 * comes up when the database does instead of exiting.
 */
export async function waitForDatabase(
  database: Database,
  timeoutMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  const started = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await database.probe();
      return;
    } catch (error) {
      const waited = performance.now() - started;
      if (waited >= timeoutMs) {
        throw new Error(`The database did not answer within ${Math.round(timeoutMs / 1000)} s (DB_STARTUP_WAIT_SECONDS)`, {
          cause: error,
        });
      }
      if (attempt === 0) log.warn({ err: error }, 'waiting for the database');
      await sleep(Math.min(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!, timeoutMs - waited));
    }
  }
}
