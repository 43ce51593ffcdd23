import { AsyncLocalStorage } from 'node:async_hooks';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { machineClock } from '../clock.js';
import type { Database, Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';
import { translator } from '../i18n.js';
import { AppError } from './errors.js';

/** The header of RFC draft "The Idempotency-Key HTTP Header Field"; one per submission, sent again with its retries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again for a key already answered. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key's answer is kept and given again. */
export const KEY_KEPT_HOURS = 24;
/** How long a claim holds without renewal: a replica that stops mid-request leaves its key to a retry after this. */
export const CLAIM_LEASE_MS = 5_000;
const RENEW_EVERY_MS = 2_000;
/** A request is not renewed past this (one stuck this long is not coming back). */
const RENEW_AT_MOST_MS = 120_000;
/** How long a retry waits for the first request with its key to answer before 409 REQUEST_IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = CLAIM_LEASE_MS + 2_000;
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

interface Claim {
  owner: string;
  keyHash: string;
  key: Buffer;
  renew: NodeJS.Timeout;
  done: () => void;
}
const claimOf = new WeakMap<FastifyRequest, Claim>();

/** The claim of the request whose handler is running, for its transactions to mark as they commit. */
const running = new AsyncLocalStorage<{ owner: string; keyHash: string }>();

/**
 * Runs `work` as no request's: a transaction that decides many requests at once (a capacity line's
 * batch) must not mark the key of the one request whose handler happened to start it.
 */
export function outsideRequest<T>(work: () => T): T {
  return running.exit(work);
}

/** Databases whose transactions mark the running request's claim (one hook each, however many apps use it). */
const marking = new WeakSet<Database>();
function markCommits(database: Database) {
  if (marking.has(database)) return;
  marking.add(database);
  database.beforeCommit(async (tx: Db) => {
    const claim = running.getStore();
    if (!claim) return;
    await tx
      .update(idempotencyKeys)
      .set({ committed: true })
      .where(and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.keyHash, claim.keyHash)));
  });
}

/**
 * Retries that are safe (decision 0048). A write sent with an `Idempotency-Key` claims the key for
 * its sender before its handler runs; its answer (below 500) is kept sealed for KEY_KEPT_HOURS, and
 * the same key from the same sender gets that answer again, marked `Idempotent-Replayed`, without the
 * work being done again. The key with another request (method, route, parameters, body) is refused
 * 422 IDEMPOTENCY_KEY_REUSED. A retry arriving while the first request runs waits for its answer (on
 * this replica at once, on another by polling) up to WAIT_FOR_FIRST_MS, then 409 REQUEST_IN_PROGRESS.
 * A 5xx answer releases the key, so the retry does the work. The request's own transactions mark
 * the claim committed as they commit: a claim whose replica stopped before answering lapses after
 * CLAIM_LEASE_MS, and its retry does the work if nothing was committed, else is told 409
 * ALREADY_PROCESSED (done; see the history) instead of doing it twice.
 */
export default fp(async function idempotency(app: FastifyInstance) {
  const db = () => app.database.db;
  /** Requests in flight on this replica, by sender and key: a retry here waits for the first one's answer. */
  const inFlight = new Map<string, Promise<void>>();

  const tryClaim = async (owner: string, keyHash: string, fingerprint: string, now: Date) => {
    const expired = new Date(now.getTime() - KEY_KEPT_HOURS * 3_600_000);
    const rows = await db()
      .insert(idempotencyKeys)
      .values({ owner, keyHash, fingerprint, lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS), createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.owner, idempotencyKeys.keyHash],
        set: {
          fingerprint,
          status: null,
          contentType: null,
          sealed: null,
          committed: false,
          lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
          createdAt: now,
        },
        // A day-old key is a new one; a claim left by a stopped replica is taken over by the same request.
        setWhere: or(
          lt(idempotencyKeys.createdAt, expired),
          and(
            isNull(idempotencyKeys.status),
            eq(idempotencyKeys.committed, false),
            lt(idempotencyKeys.lockedUntil, now),
            eq(idempotencyKeys.fingerprint, sql`excluded.fingerprint`),
          ),
        ),
      })
      .returning({ owner: idempotencyKeys.owner });
    return rows.length > 0;
  };

  const find = async (owner: string, keyHash: string) =>
    (
      await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.keyHash, keyHash)))
    )[0];

  const claimOrReplay: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = request.headers[IDEMPOTENCY_HEADER];
    // A file upload's body is read by its handler, after this: it cannot be compared, so it is not replayed.
    if (given === undefined || request.headers['content-type']?.startsWith('multipart/')) return;
    if (typeof given !== 'string' || !VALID_KEY.test(given))
      throw new AppError('VALIDATION_FAILED', { 'Idempotency-Key': translator(request.lang)('validation:invalid') });
    const owner = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const keyHash = sha256(given);
    const fingerprint = sha256(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params ?? null,
        request.query ?? null,
        request.body ?? null,
      ]),
    );
    const id = `${owner}\n${keyHash}`;
    const waitUntil = performance.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const local = inFlight.get(id);
      if (local) {
        await Promise.race([local, sleep(Math.max(0, waitUntil - performance.now()))]);
      } else if (await tryClaim(owner, keyHash, fingerprint, machineClock.now())) {
        let release!: () => void;
        inFlight.set(id, new Promise<void>((resolve) => (release = resolve)));
        const started = performance.now();
        const renew = setInterval(() => {
          if (performance.now() - started > RENEW_AT_MOST_MS) return clearInterval(renew);
          db()
            .update(idempotencyKeys)
            .set({ lockedUntil: new Date(machineClock.now().getTime() + CLAIM_LEASE_MS) })
            .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.keyHash, keyHash), isNull(idempotencyKeys.status)))
            .catch((err: unknown) => request.log.warn({ err }, 'idempotency claim not renewed'));
        }, RENEW_EVERY_MS).unref();
        claimOf.set(request, {
          owner,
          keyHash,
          key: sealKey(given, owner),
          renew,
          done: () => {
            clearInterval(renew);
            inFlight.delete(id);
            release();
          },
        });
        return;
      }
      const row = await find(owner, keyHash);
      if (!row) continue; // released meanwhile (its first request failed): claim it again
      if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.status !== null && row.sealed !== null) {
        void reply
          .code(row.status)
          .type(row.contentType ?? 'application/json; charset=utf-8')
          .header(REPLAYED_HEADER, 'true');
        return reply.send(unseal(sealKey(given, owner), row.sealed));
      }
      // Its work committed, its answer lost with its replica: done, and not to be done again.
      if (row.committed && row.lockedUntil < machineClock.now()) throw new AppError('ALREADY_PROCESSED');
      if (performance.now() >= waitUntil) throw new AppError('REQUEST_IN_PROGRESS');
      await sleep(POLL_MS);
    }
  };

  /** Keeps the answer for the key (before compression: route hooks run in order, and this one goes first). */
  const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
    const claim = claimOf.get(request);
    if (!claim) return payload;
    claimOf.delete(request);
    const where = and(eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.keyHash, claim.keyHash));
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        // Not done (or not an answer to keep): the next request with the key does the work.
        await db()
          .delete(idempotencyKeys)
          .where(and(where, isNull(idempotencyKeys.status)));
      } else {
        const type = reply.getHeader('content-type');
        await db()
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            contentType: typeof type === 'string' ? type : null,
            sealed: seal(claim.key, payload),
          })
          .where(where);
      }
    } catch (err) {
      // The claim then lapses after its lease, and a retry does the work (decision 0048).
      request.log.warn({ err }, 'idempotency answer not kept');
    } finally {
      claim.done();
    }
    return payload;
  };

  markCommits(app.database);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => takesIdempotencyKey(method, route.url, route.config))) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), claimOrReplay];
    route.onSend = [keepAnswer, ...(route.onSend === undefined ? [] : [route.onSend].flat())];
    // The handler runs with its claim known to the transactions it opens.
    const handler = route.handler;
    route.handler = function (request, reply) {
      const claim = claimOf.get(request);
      return claim ? running.run(claim, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
    };
  });
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
