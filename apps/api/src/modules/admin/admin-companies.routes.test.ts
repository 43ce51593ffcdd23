import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnknownOrdersRefused, inOrder } from '../../test/list-order';
import { createTestAppAsAdmin, loginAs } from '../../test/auth-helpers';
import { headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, admin } = await createTestAppAsAdmin());
});
afterAll(() => t.close());

const newCompany = {
  code: 'north-star',
  nameKo: '노스스타',
  nameEn: 'North Star',
  kind: 'office',
  tower: 'B',
  floors: [18, -1, 17],
  splitFloor: true,
};

const listAdmin = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/companies${query}`, headers: admin })).json();
const signupList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/companies', headers })).json().items as { nameEn: string }[];

describe('companies in the back office', () => {
  it('lists every company with its approved staff and waiting sign-ups', async () => {
    const body = await listAdmin('?size=100');
    expect(body.total).toBe(body.items.length);
    const acme = body.items.find((c: { code: string }) => c.code === 'acme');
    const pending = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?companyId=${acme.id}&status=pending&size=1`,
      headers: admin,
    });
    const approved = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?companyId=${acme.id}&status=approved&size=1`,
      headers: admin,
    });
    expect(acme).toMatchObject({ status: 'active', pendingCount: pending.json().total, staffCount: approved.json().total });
    expect(acme.pendingCount).toBeGreaterThan(0);
    expect(acme.staffCount).toBeGreaterThan(10);
  });

  it('sorts by an allow-listed column either way, on the server, a page after another', async () => {
    const codes = async (query: string) => (await listAdmin(query)).items.map((c: { code: string }) => c.code) as string[];
    const upward = await codes('?size=100&sort=code');
    expect(upward).toEqual(inOrder(upward));
    expect(await codes('?size=100&sort=-code')).toEqual(inOrder(upward, true));
    expect(await codes('?size=2&page=2&sort=code')).toEqual(upward.slice(2, 4));
    const staff = (await listAdmin('?size=100&sort=-staff')).items.map((c: { staffCount: number }) => c.staffCount);
    expect(staff).toEqual([...staff].sort((a, b) => b - a));
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/companies', admin, 'tower');
  });

  it('creates a company that the sign-up then offers, with its floors sorted', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/companies', headers: admin, payload: newCompany });
    expect(res.statusCode).toBe(201);
    const found = (await listAdmin('?q=north')).items;
    expect(found).toEqual([
      expect.objectContaining({
        id: res.json().id,
        code: 'north-star',
        floors: [-1, 17, 18],
        splitFloor: true,
        staffCount: 0,
        pendingCount: 0,
      }),
    ]);
    expect((await signupList()).map((c) => c.nameEn)).toContain('North Star');
  });

  it('refuses a code another company uses, on the code field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/companies',
      headers: admin,
      payload: { ...newCompany, code: 'acme' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ code: 'Another company already uses this code.' });
  });

  it('names each wrong field: floor 0, a floor above the building, a bad code, an unknown tower', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/companies',
      headers: admin,
      payload: { ...newCompany, code: '9x', tower: 'C', floors: [0, 27] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['code', 'floors', 'tower']);
    expect(res.json().fields.floors).toMatch(/B8 to 26/);
  });

  it('edits a company and records what changed', async () => {
    const [company] = (await listAdmin('?q=north-star')).items;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/companies/${company.id}`,
      headers: admin,
      payload: { ...newCompany, nameEn: 'North Star Korea', kind: 'retail', floors: [-1], splitFloor: false },
    });
    expect(res.statusCode).toBe(204);
    expect((await listAdmin('?q=north-star')).items[0]).toMatchObject({
      nameEn: 'North Star Korea',
      kind: 'retail',
      floors: [-1],
    });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=update', headers: admin })).json();
    expect(audit.items[0]).toMatchObject({
      action: 'update',
      actor: { loginId: 'admin' },
      target: { type: 'company', id: String(company.id), label: '노스스타 / North Star Korea' },
      detail: { changed: expect.arrayContaining(['nameEn', 'kind', 'floors', 'splitFloor']) },
    });
  });

  it('answers 404 for a company that does not exist', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/companies/99999', headers: admin, payload: newCompany });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/companies/99999/suspend', headers: admin })).statusCode,
    ).toBe(404);
  });

  it('suspends a company: it leaves the sign-up list and its staff are out of the portal until it is reactivated', async () => {
    const blue = (await listAdmin('?q=blue')).items[0];
    const staff = await loginAs(t.app, 'blue.park');
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...headers, 'x-language': 'en' },
        payload: { loginId: 'blue.park', password: 'Member!2345' },
      });
    const suspend = () => t.app.inject({ method: 'POST', url: `/api/v1/admin/companies/${blue.id}/suspend`, headers: admin });
    expect((await suspend()).statusCode).toBe(204);
    expect((await listAdmin('?status=suspended')).items.map((c: { code: string }) => c.code)).toEqual(['blue']);
    expect((await signupList()).map((c) => c.nameEn)).not.toContain('Blue Ocean Partners');
    expect((await suspend()).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: staff })).json().code).toBe('SESSION_EXPIRED');
    const refused = await login();
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      {
        code: 'COMPANY_SUSPENDED',
        message: "Your company's use of the portal is suspended. Please contact the building management office.",
      },
    ]);

    const reactivate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/companies/${blue.id}/reactivate`,
      headers: admin,
    });
    expect(reactivate.statusCode).toBe(204);
    expect((await signupList()).map((c) => c.nameEn)).toContain('Blue Ocean Partners');
    const actions = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?size=10', headers: admin })).json().items;
    expect(
      actions
        .map((a: { action: string }) => a.action)
        .filter((a: string) => a === 'suspend' || a === 'reactivate')
        .slice(0, 2),
    ).toEqual(['reactivate', 'suspend']);
    expect((await login()).statusCode).toBe(200);
  });
});
