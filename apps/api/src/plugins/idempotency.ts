import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@tea/shared/errors';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { machineClock } from '../clock.js';
import { dbWithCommitStep, type Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { translator } from '../i18n.js';
import { AppError } from './errors.js';

/** The header of the IETF draft "The Idempotency-Key HTTP Header Field"; one per submission, sent again with its retries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again for a key already answered. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's answer is kept and given again. */
export const KEY_KEPT_HOURS = 24;
/** How long after its commit a write's answer may still be on its way; past it, its replica stopped first. */
export const ANSWER_WAIT_MS = 2_000;
/** How long a retry waits for the first request with its key when both are on this replica. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;
/** Printable ASCII, at most 255 characters (a UUID is 36). */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this write ignores Idempotency-Key (none does today; a route whose answer must never be given twice). */
    idempotency?: boolean;
  }
}

/** Whether a route takes Idempotency-Key: every API write with a JSON body or none (OpenAPI documents it from this). */
export function takesIdempotencyKey(method: string, url: string, config: { idempotency?: boolean } | undefined): boolean {
  return WRITES.has(method) && url.startsWith('/api/') && config?.idempotency !== false;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** AES-256-GCM under a key derived from the Idempotency-Key: only its sender can read the answer back. */
function sealKey(key: string, owner: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, 'tea-idempotency', owner, 32));
}
function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
function unseal(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** A keyed write in flight: who sent which key for which request, and whether its work committed. */
interface Claim {
  owner: string;
  keyHash: string;
  fingerprint: string;
  sealKey: Buffer;
  /** The request's view of the database: its transactions write the claim as they commit. */
  db: Db;
  /** Written by a transaction of the request that has not committed yet / that has committed. */
  pending: boolean;
  written: boolean;
  /** The answer has gone: work the request goes on with after it (`afterAnswer`) writes no key. */
  answered: boolean;
  /** Answered with an earlier attempt's answer: nothing to keep. */
  replayed: boolean;
  done(): void;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/** An earlier attempt with the key committed its work: this one's transaction is rolled back, and it gets that answer. */
class KeyAlreadyDone extends Error {}

/**
 * The database as `request`'s services see it: for a write sent with an Idempotency-Key, one whose
 * transactions write the key's row as they commit (request-context.ts builds `ctx.db` with it).
 */
export function requestDb(request: FastifyRequest, db: Db): Db {
  return claims.get(request)?.db ?? db;
}

type Earlier = typeof idempotencyKeys.$inferSelect;

/**
 * Retries that are safe (decision 0048). Every write of the API takes an `Idempotency-Key`. Before its
 * handler, a keyed write looks up whether an earlier attempt with the key did the work (one query for
 * all that ask in a moment): if so it gets that answer, marked `Idempotent-Replayed`, or 409
 * ALREADY_PROCESSED when that attempt's replica stopped before keeping it; with another method,
 * route, parameters or body, 422 IDEMPOTENCY_KEY_REUSED. Otherwise the work runs, and its own
 * transactions write the key's row as their last statement before they commit, so the row exists
 * exactly when the work does: an attempt committing meanwhile elsewhere makes this one's transaction
 * roll back and answer with that attempt's answer, and a refusal (4xx: a retried booking meeting its
 * own slot) looks again. The answer (below 500) is kept, sealed, for KEY_KEPT_HOURS, after it has
 * gone; a write that opens no transaction of its own keeps its 2xx answer with its row before.
 */
export default fp(async function idempotency(app: FastifyInstance) {
  const db = () => app.database.db;
  /** Requests in flight on this replica, by sender and key: a retry here waits for the first one's answer. */
  const inFlight = new Map<string, Promise<void>>();
  const where = (claim: Pick<Claim, 'owner' | 'keyHash'>) =>
    and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.keyHash, claim.keyHash));

  /** Writes the claim in `tx`; an earlier attempt's row (not a day old) aborts the transaction instead. */
  const writeClaim = async (tx: Db, claim: Claim) => {
    if (claim.pending || claim.written || claim.answered) return;
    const now = machineClock.now();
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ owner: claim.owner, keyHash: claim.keyHash, fingerprint: claim.fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.keyHash, idempotencyKeys.owner],
        set: { fingerprint: claim.fingerprint, status: null, contentType: null, sealed: null, createdAt: now },
        // A day-old key is a new one.
        setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_KEPT_HOURS * 3_600_000)),
      })
      .returning({ owner: idempotencyKeys.owner });
    if (rows.length === 0) throw new KeyAlreadyDone();
    claim.pending = true;
  };

  // A rush's refusals look up together: one query at a time, each for all who asked while the last ran.
  let waiting: { claim: Claim; resolve(row: Earlier | undefined): void; reject(error: unknown): void }[] = [];
  let lookingUp = false;
  const lookUp = (claim: Claim) =>
    new Promise<Earlier | undefined>((resolve, reject) => {
      waiting.push({ claim, resolve, reject });
      if (!lookingUp) void runLookups();
    });
  const lookupQuery = db()
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        sql`${idempotencyKeys.keyHash} = any(${sql.placeholder('hashes')})`,
        gt(idempotencyKeys.createdAt, sql.placeholder('cutoff')),
      ),
    )
    .prepare('idempotency_lookup');
  async function runLookups() {
    lookingUp = true;
    while (waiting.length > 0) {
      const asked = waiting;
      waiting = [];
      try {
        const rows = await lookupQuery.execute({
          hashes: asked.map(({ claim }) => claim.keyHash),
          cutoff: new Date(machineClock.now().getTime() - KEY_KEPT_HOURS * 3_600_000),
        });
        for (const { claim, resolve } of asked) resolve(rows.find((r) => r.owner === claim.owner && r.keyHash === claim.keyHash));
      } catch (error) {
        for (const { reject } of asked) reject(error);
      }
    }
    lookingUp = false;
  }

  /** The earlier attempt's row, once its answer is kept or its time to keep it has passed; undefined when none committed. */
  async function earlier(claim: Claim): Promise<Earlier | undefined> {
    for (;;) {
      const row = await lookUp(claim);
      if (!row || row.status !== null || machineClock.now().getTime() - row.createdAt.getTime() > ANSWER_WAIT_MS) return row;
      await sleep(POLL_MS);
    }
  }

  /** Answers with the earlier attempt's answer, or says why not. */
  function replay(reply: FastifyReply, claim: Claim, row: Earlier) {
    if (row.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.status === null || row.sealed === null) throw new AppError('ALREADY_PROCESSED');
    claim.replayed = true;
    return reply
      .code(row.status)
      .type(row.contentType ?? 'application/json; charset=utf-8')
      .header(REPLAYED_HEADER, 'true')
      .send(unseal(claim.sealKey, row.sealed));
  }

  const claimKey: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers[IDEMPOTENCY_HEADER];
    // A file upload's body is read by its handler, after this: it cannot be compared, so it is not replayed.
    if (given === undefined || request.headers['content-type']?.startsWith('multipart/')) return;
    if (typeof given !== 'string' || !VALID_KEY.test(given))
      throw new AppError('VALIDATION_FAILED', { 'Idempotency-Key': translator(request.lang)('validation:invalid') });
    const owner = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const keyHash = sha256(given);
    const id = `${owner}\n${keyHash}`;
    // The same submission twice on this replica: the second waits for the first's answer, then gets it.
    const first = inFlight.get(id);
    if (first) await Promise.race([first, sleep(WAIT_FOR_FIRST_MS)]);
    let release!: () => void;
    inFlight.set(id, new Promise<void>((resolve) => (release = resolve)));
    const claim: Claim = {
      owner,
      keyHash,
      fingerprint: sha256(
        JSON.stringify([
          request.method,
          request.routeOptions.url,
          request.params ?? null,
          request.query ?? null,
          request.body ?? null,
        ]),
      ),
      sealKey: sealKey(given, owner),
      db: db(),
      pending: false,
      written: false,
      answered: false,
      replayed: false,
      done: () => {
        if (inFlight.get(id) === current) inFlight.delete(id);
        release();
      },
    };
    const current = inFlight.get(id);
    claim.db = dbWithCommitStep(db(), {
      before: (tx) => writeClaim(tx, claim),
      after: (committed) => {
        if (committed && claim.pending) claim.written = true;
        claim.pending = false;
      },
    });
    claims.set(request, claim);
    // Done before, and answered: that answer, without doing the work again. (Work committing
    // meanwhile elsewhere is met by this request's own transaction, or by its refusal's lookup.)
    const row = await earlier(claim);
    if (row) return replay(reply, claim, row);
  };

  /**
   * Keeps the answer of work that committed, without holding the answer back (a retry meanwhile waits
   * for it, ANSWER_WAIT_MS); a 2xx of a write that opened no transaction of its own (a capacity line
   * decided it) is kept with its row before it goes, since nothing else says the work was done.
   */
  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    claim.answered = true;
    const kept =
      claim.replayed || typeof payload !== 'string'
        ? null
        : { status: reply.statusCode, contentType: String(reply.getHeader('content-type') ?? '') || null, payload };
    // A 5xx after the commit keeps no answer: a retry is told the work was done (ALREADY_PROCESSED).
    if (kept && claim.written && kept.status < 500) {
      // After the answer, as the server's other such work (tests and a stopping replica wait for it).
      app.afterAnswer(() =>
        keep(request, claim, () =>
          db()
            .update(idempotencyKeys)
            .set({ status: kept.status, contentType: kept.contentType, sealed: seal(claim.sealKey, kept.payload) })
            .where(where(claim)),
        ),
      );
    } else if (kept && !claim.written && kept.status < 300) {
      await keep(request, claim, () =>
        db()
          .insert(idempotencyKeys)
          .values({
            owner: claim.owner,
            keyHash: claim.keyHash,
            fingerprint: claim.fingerprint,
            createdAt: machineClock.now(),
            status: kept.status,
            contentType: kept.contentType,
            sealed: seal(claim.sealKey, kept.payload),
          })
          .onConflictDoNothing(),
      );
    } else claim.done();
    return payload;
  };

  async function keep(request: FastifyRequest, claim: Claim, write: () => Promise<unknown>) {
    try {
      await write();
    } catch (err) {
      // Without its answer, a retry of committed work is told it was done; of other work, it does it.
      request.log.warn({ err }, 'idempotency answer not kept');
    } finally {
      claim.done();
    }
  }

  const isRefusal = (error: unknown) =>
    error instanceof AppError && ERROR_CODES[error.code] >= 400 && ERROR_CODES[error.code] < 500;

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => takesIdempotencyKey(method, route.url, route.config))) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), claimKey];
    // First among the route's onSend hooks: the answer is kept before compression.
    route.onSend = [keepAnswer, ...(route.onSend === undefined ? [] : [route.onSend].flat())];
    const handler = route.handler;
    route.handler = async function (request, reply) {
      const claim = claims.get(request);
      if (!claim) return handler.call(this, request, reply);
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        // Refused, or its key already done: an earlier attempt with the key may have done the work.
        if (!(error instanceof KeyAlreadyDone) && !isRefusal(error)) throw error;
        const row = await earlier(claim);
        if (row) return replay(reply, claim, row);
        throw error instanceof KeyAlreadyDone ? new AppError('ALREADY_PROCESSED') : error;
      }
    };
  });
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
