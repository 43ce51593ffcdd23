import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Role } from '@tea/shared/accounts/account.rules';
import { machineClock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** The logged-in person as every protected route sees it. */
export interface AuthUser {
  id: number;
  sessionId: number;
  loginId: string;
  name: string;
  role: Role;
  companyId: number | null;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 (Node's one-shot hash: every authenticated request computes one). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Days a login address stays "known" to its account (the account-wide login pause lets it through). */
export const KNOWN_ADDRESS_DAYS = 30;

/** Whether the person opened a session from this address in the last KNOWN_ADDRESS_DAYS days. */
export async function isKnownAddress(db: Db, userId: number, ip: string): Promise<boolean> {
  const now = machineClock.now();
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Opens a session and returns its token (only its hash is stored). */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: number,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  const now = machineClock.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    // A session lives on machine time, whatever the rules' clock says (decision 0018).
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * Every request with a token looks its session up; each replica keeps a found session for one
 * second (decision 0012). Ending sessions on this replica clears the cache at once; on another
 * replica a revoked token keeps working for at most that second. The cache is keyed by the request's
 * authorization header as sent: a hit then costs neither parsing nor hashing (decision 0045); only
 * the hash is ever stored in the database.
 */
const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_MAX = 10_000;
const recent = new Map<string, { user: AuthUser; until: number }>();
/** Lookups under way: many requests arriving at once with one token share a single query. */
const pending = new Map<string, Promise<AuthUser | null>>();

/** Forgets the sessions this replica keeps: after any session ends (and in tests that change sessions directly). */
export function forgetSessions(): void {
  recent.clear();
  pending.clear();
}

/**
 * The person of the session an authorization header carries, when this replica found it in the last
 * SESSION_CACHE_MS (and not past its absolute expiry), answered at once (no promise): the hot path.
 */
export function recentSession(authorization: string): AuthUser | null {
  const hit = recent.get(authorization);
  if (hit === undefined) return null;
  if (hit.until > performance.now()) return hit.user;
  recent.delete(authorization); // a token is not kept in memory past its moment
  return null;
}

/**
 * The person behind a token, or null when the token is unknown, revoked, past its absolute
 * expiry, idle too long, or the account is no longer approved or its company is suspended; looked up
 * once for all the requests that carry it at the same moment, and kept for `recentSession` under the
 * header it came in. Touches `lastSeenAt` at most once a minute.
 */
export async function lookUpOnce(db: Db, policy: SessionPolicy, authorization: string, token: string): Promise<AuthUser | null> {
  const hash = hashToken(token);
  const now = machineClock.now().getTime();
  const tick = performance.now();
  const underWay = pending.get(hash);
  if (underWay) return underWay;
  const lookup = lookUpBatched(db, policy, hash, now).then((user) => {
    if (pending.get(hash) !== lookup) return user?.user ?? null; // forgotten meanwhile: not kept
    if (recent.size >= SESSION_CACHE_MAX) recent.clear();
    // Kept a second, or until the session's absolute expiry when that comes sooner.
    if (user) recent.set(authorization, { user: user.user, until: tick + Math.min(SESSION_CACHE_MS, user.expiresAt - now) });
    else recent.delete(authorization);
    return user?.user ?? null;
  });
  pending.set(hash, lookup);
  try {
    return await lookup;
  } finally {
    if (pending.get(hash) === lookup) pending.delete(hash);
  }
}

interface FoundSession {
  user: AuthUser;
  expiresAt: number;
}

/** The lookups asked in this turn of the event loop, per database: one query answers them all. */
const batches = new Map<Db, { hashes: Set<string>; found: Promise<Map<string, FoundSession>> }>();

/**
 * Looks the token's session up together with every other lookup asked before the next turn of the
 * event loop: a rush of a thousand people (a GX program opening) costs one query, not a thousand.
 */
function lookUpBatched(db: Db, policy: SessionPolicy, hash: string, now: number): Promise<FoundSession | null> {
  let batch = batches.get(db);
  if (!batch) {
    const hashes = new Set<string>();
    const found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batches.delete(db);
      return lookUpSessions(db, policy, [...hashes], now);
    });
    batch = { hashes, found };
    batches.set(db, batch);
  }
  batch.hashes.add(hash);
  return batch.found.then((found) => found.get(hash) ?? null);
}

async function lookUpSessions(db: Db, policy: SessionPolicy, hashes: string[], now: number): Promise<Map<string, FoundSession>> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        sessionId: sessions.id,
        loginId: users.loginId,
        name: users.name,
        role: users.role,
        companyId: users.companyId,
      },
      status: users.status,
      companyStatus: companies.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        inArray(sessions.tokenHash, hashes),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        isNull(users.deletedAt),
      ),
    );
  const found = new Map<string, FoundSession>();
  const seen: number[] = [];
  for (const row of rows) {
    if (row.status !== 'approved' || row.companyStatus === 'suspended') continue;
    if (now - row.lastSeenAt.getTime() > policy.idleMinutes * 60_000) continue;
    if (now - row.lastSeenAt.getTime() > 60_000) seen.push(row.user.sessionId);
    found.set(row.tokenHash, { user: row.user, expiresAt: row.expiresAt.getTime() });
  }
  if (seen.length > 0) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(inArray(sessions.id, seen));
  }
  return found;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: machineClock.now() }).where(eq(sessions.id, sessionId));
  forgetSessions();
}

/** Ends every session of a person, except `keepSessionId` when given (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  const where = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: machineClock.now() }).where(where);
  forgetSessions();
}

/** Ends every session of a company's staff (the company was suspended). */
export async function revokeCompanySessions(db: Db, companyId: number): Promise<void> {
  const staff = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await db
    .update(sessions)
    .set({ revokedAt: machineClock.now() })
    .where(and(inArray(sessions.userId, staff), isNull(sessions.revokedAt)));
  forgetSessions();
}
