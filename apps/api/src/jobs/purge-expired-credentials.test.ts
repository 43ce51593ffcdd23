import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, sessions, users } from '../db/schema/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { purgeExpiredCredentials } from './purge-expired-credentials';
import { runExclusively } from './scheduler';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: userId }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.kim'))) as [
    { id: number },
  ];
});
afterAll(() => t.close());

const DAY = 86_400_000;
const now = new Date('2026-11-23T03:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

async function addSession(tag: string, created: Date, expires: Date, revoked: Date | null = null) {
  await t.database.db
    .insert(sessions)
    .values({ tokenHash: `job-${tag}`, userId, createdAt: created, lastSeenAt: created, expiresAt: expires, revokedAt: revoked });
}
async function addToken(tag: string, expires: Date) {
  await t.database.db.insert(passwordTokens).values({ tokenHash: `job-${tag}`, userId, purpose: 'reset', expiresAt: expires });
}
const left = async () => ({
  sessions: (await t.database.db.select({ h: sessions.tokenHash }).from(sessions))
    .map((r) => r.h)
    .filter((h) => h.startsWith('job-')),
  tokens: (await t.database.db.select({ h: passwordTokens.tokenHash }).from(passwordTokens))
    .map((r) => r.h)
    .filter((h) => h.startsWith('job-')),
});

describe('purging ended sessions and old password links', () => {
  it('deletes ended sessions older than 30 days and links expired over a week ago, and keeps the rest', async () => {
    await addSession('old-expired', ago(40), ago(39));
    await addSession('old-revoked', ago(31), ago(30) /* also expired */, ago(31));
    await addSession('old-but-live', ago(31), new Date(now.getTime() + DAY)); // cannot be, but is not ended: kept
    await addSession('recent-ended', ago(10), ago(9)); // still tells a known login address
    await addToken('expired-8-days', ago(8));
    await addToken('expired-6-days', ago(6));

    const result = await runExclusively(t.database.db, purgeExpiredCredentials, now, t.app);
    expect(result).toEqual({ sessions: 2, passwordTokens: 1 });
    expect(await left()).toEqual({
      sessions: expect.arrayContaining(['job-old-but-live', 'job-recent-ended']),
      tokens: ['job-expired-6-days'],
    });
    expect((await left()).sessions).toHaveLength(2);
  });

  it.runIf(process.env.DATABASE_URL)('skips the round while another replica holds the job lock', async () => {
    const other = new pg.Client({ connectionString: t.url }); // advisory locks belong to one database
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [purgeExpiredCredentials.lockKey]);
      expect(await runExclusively(t.database.db, purgeExpiredCredentials, now, t.app)).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [purgeExpiredCredentials.lockKey]);
      expect(await runExclusively(t.database.db, purgeExpiredCredentials, now, t.app)).toEqual({
        sessions: 0,
        passwordTokens: 0,
      });
    } finally {
      await other.end();
    }
  });
});
