/**
 * Registrations in flight on this replica for a capacity session (a GX program; events later), taken
 * in batches per session. A rush on one session is serialised by the session's row lock anyway:
 * waiting here instead of in the database keeps the connection pool free for everyone else, and the
 * registrations that arrived while one batch held the lock are decided together in the next one (one
 * transaction, one lock, one insert), so a rush of a thousand costs a few transactions instead of one
 * per place. Once a registration finds the session full (places and line) or closed, the rest of the
 * rush and anyone asking in the next second get the same answer at once, without a query. Only the
 * row lock makes a place hold, across replicas too: this only spares the database the attempts that
 * cannot win and the round trips of one transaction per person (decision 0013, the same idea as
 * slot-claims.ts for exclusive slots).
 */
import type { ErrorCode } from '@tea/shared/errors';
import { rootDb } from '../../db/client.js';
import { AppError } from '../../plugins/errors.js';

/** What one registration of a batch came to: its answer or its refusal. */
export type Settled<T> = { value: T } | { error: unknown };

/** Answers that hold for anyone asking the session, not only for the one who asked. */
const FOR_EVERYONE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['WAITLIST_FULL', 'REGISTRATION_CLOSED']);
/** How long such an answer is given here without a query (the lists' second, decision 0012). */
const REFUSAL_MS = 1000;
/** The most registrations one batch decides (a bound on one transaction's insert, far above a session's places). */
const MOST_PER_BATCH = 500;

interface Waiting {
  item: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Lines {
  /** Each session's registrations waiting for the batch in flight to settle. */
  queues: Map<string, Waiting[]>;
  /** The answer each session gave everyone here, until its timer clears it. */
  refusals: Map<string, { error: AppError; timer: ReturnType<typeof setTimeout> }>;
}

/** Per database (one in a server; each test app has its own, whose ids repeat). */
const byDatabase = new WeakMap<object, Lines>();
function linesOf(view: object): Lines {
  // A request's view of the database (decision 0048) shares its database's lines.
  const db = rootDb(view);
  let lines = byDatabase.get(db);
  if (!lines) byDatabase.set(db, (lines = { queues: new Map(), refusals: new Map() }));
  return lines;
}

function remember({ refusals }: Lines, key: string, error: unknown): void {
  if (!(error instanceof AppError) || !FOR_EVERYONE.has(error.code)) return;
  clearTimeout(refusals.get(key)?.timer);
  refusals.set(key, { error, timer: setTimeout(() => refusals.delete(key), REFUSAL_MS).unref() });
}

/** Decides the session's waiting registrations batch by batch until none is left. */
async function drain(
  lines: Lines,
  key: string,
  queue: Waiting[],
  registerAll: (items: unknown[]) => Promise<Settled<unknown>[]>,
) {
  while (queue.length > 0) {
    const batch = queue.splice(0, MOST_PER_BATCH);
    const refused = lines.refusals.get(key);
    if (refused) {
      for (const waiting of batch) waiting.reject(refused.error);
      continue;
    }
    try {
      const settled = await registerAll(batch.map((w) => w.item));
      batch.forEach((waiting, i) => {
        const outcome = settled[i]!;
        if ('error' in outcome) {
          remember(lines, key, outcome.error);
          waiting.reject(outcome.error);
        } else waiting.resolve(outcome.value);
      });
    } catch (error) {
      remember(lines, key, error);
      for (const waiting of batch) waiting.reject(error);
    }
  }
  lines.queues.delete(key);
}

/**
 * Registers `item` for the session together with the others waiting here: `registerAll` decides a
 * batch in arrival order and answers each (a thrown error answers the whole batch). Unless the
 * session refused everyone in the last second (full, closed): then that answer at once. Such an
 * answer is given to everyone for the next second.
 */
export function inCapacityLine<I, T>(
  db: object,
  key: string,
  item: I,
  registerAll: (items: I[]) => Promise<Settled<T>[]>,
): Promise<T> {
  const lines = linesOf(db);
  const refused = lines.refusals.get(key);
  if (refused) return Promise.reject(refused.error);
  return new Promise<T>((resolve, reject) => {
    const waiting: Waiting = { item, resolve: resolve as (value: unknown) => void, reject };
    const queue = lines.queues.get(key);
    if (queue) {
      queue.push(waiting);
      return;
    }
    const fresh = [waiting];
    lines.queues.set(key, fresh);
    void drain(lines, key, fresh, registerAll as (items: unknown[]) => Promise<Settled<unknown>[]>);
  });
}

/** After the session changed here (a place freed, the program edited): its next registration is tried again at once. */
export function forgetRefusal(db: object, key: string): void {
  const { refusals } = linesOf(db);
  clearTimeout(refusals.get(key)?.timer);
  refusals.delete(key);
}
