/**
 * Registrations in flight on this replica for a capacity session (a GX program; events later), one at
 * a time per session. A rush on one session is serialised by the session's row lock anyway: waiting
 * here instead of in the database keeps the connection pool free for everyone else, and once a
 * registration finds the session full (places and line) or closed, the rest of the rush and anyone
 * asking in the next second get the same answer at once, without a query. Only the row lock makes a
 * place hold, across replicas too: this only spares the database the attempts that cannot win
 * (decision 0013, the same idea as slot-claims.ts for exclusive slots).
 */
import type { ErrorCode } from '@tea/shared/errors';
import { AppError } from '../../plugins/errors.js';

/** Answers that hold for anyone asking the session, not only for the one who asked. */
const FOR_EVERYONE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['WAITLIST_FULL', 'REGISTRATION_CLOSED']);
/** How long such an answer is given here without a query (the lists' second, decision 0012). */
const REFUSAL_MS = 1000;

interface Lines {
  /** The tail of each session's line: the next registration starts when it settles. */
  tails: Map<string, Promise<void>>;
  /** The answer each session gave everyone here, until its timer clears it. */
  refusals: Map<string, { error: AppError; timer: ReturnType<typeof setTimeout> }>;
}

/** Per database (one in a server; each test app has its own, whose ids repeat). */
const byDatabase = new WeakMap<object, Lines>();
function linesOf(db: object): Lines {
  let lines = byDatabase.get(db);
  if (!lines) byDatabase.set(db, (lines = { tails: new Map(), refusals: new Map() }));
  return lines;
}

function remember({ refusals }: Lines, key: string, error: AppError): void {
  clearTimeout(refusals.get(key)?.timer);
  refusals.set(key, { error, timer: setTimeout(() => refusals.delete(key), REFUSAL_MS).unref() });
}

/**
 * Runs `register` for the session after the registrations in flight here before it, unless the
 * session refused everyone in the last second (full, closed): then that answer at once. Such an
 * answer from `register` is given to everyone for the next second.
 */
export async function inCapacityLine<T>(db: object, key: string, register: () => Promise<T>): Promise<T> {
  const lines = linesOf(db);
  const { tails, refusals } = lines;
  const refused = refusals.get(key);
  if (refused) throw refused.error;
  const before = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  tails.set(key, mine);
  await before;
  try {
    const meanwhile = refusals.get(key);
    if (meanwhile) throw meanwhile.error;
    return await register();
  } catch (error) {
    if (error instanceof AppError && FOR_EVERYONE.has(error.code)) remember(lines, key, error);
    throw error;
  } finally {
    done();
    if (tails.get(key) === mine) tails.delete(key);
  }
}

/** After the session changed here (a place freed, the program edited): its next registration is tried again at once. */
export function forgetRefusal(db: object, key: string): void {
  const { refusals } = linesOf(db);
  clearTimeout(refusals.get(key)?.timer);
  refusals.delete(key);
}
