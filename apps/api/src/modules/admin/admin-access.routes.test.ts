import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/companies';
import { holidays } from '../../db/schema/holidays';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let acmeId: number;
let leeId: number;
let kimId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acmeId = (await db.select().from(companies).where(eq(companies.code, 'acme')))[0]!.id;
  leeId = (await db.select().from(users).where(eq(users.loginId, 'acme.lee')))[0]!.id;
  kimId = (await db.select().from(users).where(eq(users.loginId, 'acme.kim')))[0]!.id;
  await db.insert(holidays).values({ date: '2026-06-15', nameKo: '임시 휴무', nameEn: 'Closure', kind: 'closure' });
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

const company = {
  code: 'matrix-co',
  nameKo: '매트릭스',
  nameEn: 'Matrix',
  kind: 'office',
  tower: 'A',
  floors: [3],
  splitFloor: false,
};

/** Every endpoint of the back office, with a body the building manager's call would accept. */
function endpoints(): Call[] {
  return [
    { method: 'GET', url: '/api/v1/admin/summary' },
    { method: 'GET', url: '/api/v1/admin/companies' },
    { method: 'POST', url: '/api/v1/admin/companies', payload: company },
    {
      method: 'PUT',
      url: `/api/v1/admin/companies/${acmeId}`,
      payload: { ...company, code: 'acme', nameKo: '해킹', nameEn: 'Hacked' },
    },
    { method: 'POST', url: `/api/v1/admin/companies/${acmeId}/suspend` },
    { method: 'POST', url: `/api/v1/admin/companies/${acmeId}/reactivate` },
    { method: 'GET', url: '/api/v1/admin/users' },
    { method: 'POST', url: `/api/v1/admin/users/${leeId}/approve` },
    { method: 'POST', url: `/api/v1/admin/users/${kimId}/suspend` },
    { method: 'POST', url: `/api/v1/admin/users/${kimId}/reactivate` },
    { method: 'POST', url: `/api/v1/admin/users/${kimId}/reset-password` },
    { method: 'GET', url: '/api/v1/admin/holidays?year=2026' },
    {
      method: 'POST',
      url: '/api/v1/admin/holidays',
      payload: { date: '2026-06-16', nameKo: '휴무', nameEn: 'Off', kind: 'temporary' },
    },
    { method: 'DELETE', url: '/api/v1/admin/holidays/2026-06-15' },
    { method: 'GET', url: '/api/v1/admin/audit' },
    { method: 'GET', url: '/api/v1/admin/notifications' },
    { method: 'GET', url: '/api/v1/admin/page-views' },
    { method: 'GET', url: '/api/v1/admin/reservations?from=2026-12-01&to=2026-12-31' },
    { method: 'GET', url: '/api/v1/admin/charges?month=2026-12' },
    { method: 'GET', url: '/api/v1/admin/charges.xlsx?month=2026-12' },
    { method: 'GET', url: '/api/v1/admin/resources' },
  ];
}

const call = (c: Call, h: Record<string, string>) =>
  t.app.inject({ method: c.method, url: c.url, headers: h, payload: c.payload });

describe('who may use the back office', () => {
  it('answers every endpoint with 403 SESSION_EXPIRED without a session, before reading the body', async () => {
    for (const c of endpoints()) {
      const res = await call({ ...c, payload: c.payload ? {} : undefined }, headers);
      expect([c.url, res.statusCode, res.json().code]).toEqual([c.url, 403, 'SESSION_EXPIRED']);
    }
  });

  it.each(['acme.kim', 'acme.master', 'blue.master'])(
    'answers every endpoint with 403 ACCESS_DENIED for %s and changes nothing',
    async (loginId) => {
      const h = await loginAs(t.app, loginId);
      const auditBefore = (await t.database.db.select().from(auditLog)).length;
      for (const c of endpoints()) {
        const res = await call(c, h);
        expect([c.url, res.statusCode]).toEqual([c.url, 403]);
        expect(res.json()).toEqual({ code: 'ACCESS_DENIED', message: expect.any(String) });
      }
      const db = t.database.db;
      expect((await db.select().from(companies).where(eq(companies.id, acmeId)))[0]).toMatchObject({
        nameKo: '에이씨엠이코리아',
        status: 'active',
      });
      expect((await db.select().from(companies).where(eq(companies.code, 'matrix-co'))).length).toBe(0);
      expect((await db.select().from(users).where(eq(users.id, leeId)))[0]!.status).toBe('pending');
      expect((await db.select().from(users).where(eq(users.id, kimId)))[0]!.status).toBe('approved');
      expect((await db.select().from(holidays).where(eq(holidays.date, '2026-06-15'))).length).toBe(1);
      expect((await db.select().from(holidays).where(eq(holidays.date, '2026-06-16'))).length).toBe(0);
      // Only the login itself was recorded (by loginAs, before the count); no admin action went through.
      expect((await db.select().from(auditLog)).length).toBe(auditBefore);
    },
  );

  it('lets the building manager use every endpoint', async () => {
    const h = await loginAs(t.app, 'admin');
    for (const c of endpoints()) {
      const res = await call(c, h);
      expect([c.method, c.url, res.statusCode < 300]).toEqual([c.method, c.url, true]);
    }
  });
});
