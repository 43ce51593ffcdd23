import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInEnglish, loginNewMember } from '../../test/auth-helpers';
import { factories } from '../../test/factories';
import { createTestApp, headers as apiHeaders, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');
const TODAY = '2026-11-23';

let t: TestApp;
let fx: ReturnType<typeof factories>;
let blueId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => NOW;
  fx = factories(t.database.db);
  blueId = (await fx.company()).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const person = (role: 'member' | 'tenant_manager', companyId?: number) =>
  loginNewMember(t.app, fx, { role, ...(companyId === undefined ? {} : { companyId }) });
const call = (headers: Headers = apiHeaders, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
let nextNumber = 1;
/** Rents a locker to the member and suspends it for 10 days: one audited `suspend` of target `rental`. */
async function suspendsALocker(headers: Headers) {
  for (;;) {
    const res = await call(headers, 'POST', '/api/v2/wellness/rentals', {
      kind: 'locker',
      number: nextNumber++,
      start: TODAY,
      months: 1,
    });
    if (res.statusCode !== 201) continue;
    const id = (res.json() as { id: number }).id;
    const suspended = await call(headers, 'POST', `/api/v2/wellness/memberships/locker/${id}/suspend`, {
      start: TODAY,
      days: 10,
      reason: 'Business trip',
    });
    expect(suspended.statusCode).toBe(200);
    return String(id);
  }
}
type Entry = {
  action: string;
  target: { type: string | null; id: string | null };
  company: { id: number } | null;
  ip: string | null;
};
const items = async (headers: Headers, query = '') => {
  const res = await call(headers, 'GET', `/api/v1/company/audit${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Entry[]; total: number };
};

describe("the tenant manager's audit log", () => {
  it("shows the manager their own company's membership changes and never another company's", async () => {
    const acmeManager = await person('tenant_manager');
    const acmeMember = await person('member');
    const acmeColleague = await person('member');
    const blueManager = await person('tenant_manager', blueId);
    const blueMember = await person('member', blueId);

    const acmeRental = await suspendsALocker(acmeMember.headers);
    const blueRental = await suspendsALocker(blueMember.headers);
    // A transfer offered to a colleague: target membership_transfer.
    const rentalRes = await call(acmeMember.headers, 'POST', '/api/v2/wellness/rentals', {
      kind: 'basket',
      number: 1,
      start: TODAY,
      months: 1,
    });
    expect(rentalRes.statusCode).toBe(201);
    const offer = await call(acmeMember.headers, 'POST', `/api/v2/wellness/memberships/basket/${rentalRes.json().id}/transfer`, {
      loginId: acmeColleague.user.loginId,
    });
    expect(offer.statusCode).toBeLessThan(300);

    const acme = await items(acmeManager.headers, '?size=100');
    expect(acme.items.some((e) => e.action === 'update' && e.target.type === 'rental' && e.target.id === acmeRental)).toBe(true);
    expect(acme.items.some((e) => e.target.type === 'membership_transfer')).toBe(true);
    expect(acme.items.some((e) => e.target.id === blueRental && e.target.type === 'rental')).toBe(false);
    expect(acme.items.every((e) => e.company?.id === acme.items[0]!.company?.id)).toBe(true);

    const blue = await items(blueManager.headers, `?size=100&companyId=${acme.items[0]!.company!.id}`);
    expect(blue.items.length).toBeGreaterThan(0);
    expect(blue.items.every((e) => e.company?.id === blueId)).toBe(true);
    expect(blue.items.some((e) => e.target.id === blueRental && e.action === 'update')).toBe(true);

    // Filters: a target type, an action, a day range.
    const transfers = await items(acmeManager.headers, '?targetType=membership_transfer');
    expect(transfers.items.length).toBeGreaterThan(0);
    expect(transfers.items.every((e) => e.target.type === 'membership_transfer')).toBe(true);
    const updates = (await items(acmeManager.headers, '?action=update')).items;
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((e) => e.action === 'update')).toBe(true);
    expect((await items(acmeManager.headers, '?to=2000-01-01')).total).toBe(0);
    expect((await call(acmeManager.headers, 'GET', '/api/v1/company/audit?targetType=nope')).statusCode).toBe(400);

    // The building manager still sees every company's.
    const admin = await loginInEnglish(t.app, 'admin');
    const all = (await call(admin, 'GET', '/api/v1/admin/audit?size=100&targetType=rental')).json() as { items: Entry[] };
    const ids = all.items.map((e) => e.target.id);
    expect(ids).toEqual(expect.arrayContaining([acmeRental, blueRental]));
  });

  it("shows an address only where the actor is one of the company's people, never a refused login's", async () => {
    const manager = await person('tenant_manager', blueId);
    const member = await person('member', blueId);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: apiHeaders,
      payload: { loginId: member.user.loginId, password: 'wrong-password-1' },
    });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const entries = (await items(manager.headers, '?size=100')).items;
    const login = entries.find((e) => e.action === 'login');
    const refused = entries.find((e) => e.action === 'login_failed');
    expect(login?.ip).not.toBeNull();
    expect(refused).toBeDefined();
    expect(refused?.ip).toBeNull();
  });

  it('is for tenant managers only: members, anonymous callers (SESSION_EXPIRED) and the building manager are refused', async () => {
    const member = await person('member');
    expect((await call(member.headers, 'GET', '/api/v1/company/audit')).statusCode).toBe(403);
    const anonymous = await call(apiHeaders, 'GET', '/api/v1/company/audit');
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([403, 'SESSION_EXPIRED']);
    const admin = await loginInEnglish(t.app, 'admin');
    expect((await call(admin, 'GET', '/api/v1/company/audit')).statusCode).toBe(403);
  });
});
