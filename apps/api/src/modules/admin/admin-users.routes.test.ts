import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnknownOrdersRefused, inOrder } from '../../test/list-order';
import { loginAs, loginInEnglish } from '../../test/auth-helpers';
import { startSmtp, takeMail } from '../../test/smtp';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' });
  admin = await loginInEnglish(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface Row {
  id: number;
  loginId: string;
  status: string;
  role: string;
  companyNameEn: string | null;
}

async function list(query: string): Promise<{ items: Row[]; total: number }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/users?${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const idOf = async (loginId: string) => (await list(`q=${loginId}`)).items.find((u) => u.loginId === loginId)!.id;
const act = (id: number, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${id}/${action}`, headers: admin });
const login = (loginId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { loginId, password: 'Member!2345' } });

describe('users across companies', () => {
  it('pages through every company, waiting sign-ups first', async () => {
    const first = await list('page=1&size=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    expect(first.items[0]!.status).toBe('pending');
    const companiesSeen = new Set((await list('size=100')).items.map((u) => u.companyNameEn));
    expect(companiesSeen).toContain('ACME Korea');
    expect(companiesSeen).toContain('Blue Ocean Partners');
    const second = await list('page=2&size=10');
    expect(second.items.map((u) => u.id)).not.toContain(first.items[0]!.id);
  });

  it('filters by search, status and role', async () => {
    expect((await list('q=blue.park')).items.map((u) => u.loginId)).toEqual(['blue.park']);
    expect((await list('status=pending&size=100')).items.every((u) => u.status === 'pending')).toBe(true);
    expect((await list('role=building_manager')).items.map((u) => u.loginId)).toEqual(['admin']);
  });

  it('sorts by an allow-listed column either way, on the server, a page after another', async () => {
    const ids = async (query: string) => (await list(query)).items.map((u) => u.loginId);
    const upward = await ids('size=100&sort=loginId');
    expect(upward).toEqual(inOrder(upward));
    const downward = await ids('size=100&sort=-loginId');
    expect(downward).toEqual(inOrder(downward, true));
    expect(await ids('sort=loginId&size=5&page=2')).toEqual(upward.slice(5, 10));
    const companies = (await list('size=100&sort=-company&status=approved')).items.map((u) => u.companyNameEn ?? '');
    expect(companies.filter(Boolean)).toEqual(inOrder(companies.filter(Boolean), true));
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/users', admin, 'email');
  });

  it('approves a waiting sign-up: the person can log in and is told so', async () => {
    const id = await idOf('acme.staff12');
    expect((await login('acme.staff12')).json().code).toBe('ACCOUNT_NOT_APPROVED');
    expect((await act(id, 'approve')).statusCode).toBe(204);
    expect((await list('q=acme.staff12')).items[0]!.status).toBe('approved');
    expect((await login('acme.staff12')).statusCode).toBe(200);
    // In the person's language (Korean), not the manager's.
    expect((await takeMail(t, smtp, 'acme.staff12@tea-demo.example')).text).toContain(
      '건물 관리사무소에서 에이씨엠이코리아 계정(acme.staff12)을 승인',
    );
    expect((await act(id, 'approve')).statusCode).toBe(409);
  });

  it('suspends a person: their open session ends at once and they cannot log in until reactivated', async () => {
    const park = await loginAs(t.app, 'blue.park');
    const id = await idOf('blue.park');
    expect((await act(id, 'suspend')).statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: park });
    expect([me.statusCode, me.json().code]).toEqual([403, 'SESSION_EXPIRED']);
    expect((await login('blue.park')).json().code).toBe('ACCOUNT_NOT_APPROVED');
    expect((await act(id, 'suspend')).statusCode).toBe(409);

    expect((await act(id, 'reactivate')).statusCode).toBe(204);
    expect((await login('blue.park')).statusCode).toBe(200);
    const actions = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?size=10', headers: admin })).json().items;
    const mine = actions
      .filter((a: { target: { label: string } }) => a.target.label === 'blue.park')
      .map((a: { action: string }) => a.action);
    expect(mine).toEqual(expect.arrayContaining(['reactivate', 'suspend']));
  });

  it('does not let a building manager suspend themself, and answers 404 for an unknown person', async () => {
    const self = await act(await idOf('admin'), 'suspend');
    expect([self.statusCode, self.json().code]).toEqual([409, 'SELF_ACTION_NOT_ALLOWED']);
    expect((await act(999999, 'approve')).statusCode).toBe(404);
  });

  it("does not suspend a company's only tenant manager, so the company can still approve its staff", async () => {
    const res = await act(await idOf('blue.master'), 'suspend');
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { code: 'LAST_TENANT_MANAGER', message: 'The company needs at least one tenant manager.' },
    ]);
    expect((await list('q=blue.master')).items.find((u) => u.loginId === 'blue.master')?.status).toBe('approved');
  });

  it('answers 400, not a database error, for an id past the largest the database holds', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/99999999999/suspend', headers: admin });
    expect([res.statusCode, Object.keys(res.json().fields)]).toEqual([400, ['id']]);
  });

  it('e-mails a single-use reset link that opens the set-password page', async () => {
    const res = await act(await idOf('acme.kim'), 'reset-password');
    expect(res.statusCode).toBe(202);
    const { text } = await takeMail(t, smtp, 'acme.kim@tea-demo.example');
    expect(text).toContain('30분 동안 한 번만'); // in the person's language, not the manager's
    const token = /https:\/\/portal\.example\/findid\/reset\?token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password-reset/check',
      headers,
      payload: { token: token! },
    });
    expect(check.json()).toEqual({ valid: true, purpose: 'reset' });
    // The old password keeps working until the link is used.
    expect((await login('acme.kim')).statusCode).toBe(200);
    // The sent mail's row in the outbox keeps the link without its token: it is the recipient's alone.
    const outbox = await t.app.inject({ url: '/api/v1/admin/notifications?channel=email&status=sent', headers: admin });
    const row = (outbox.json().items as { kind: string; link: string }[]).find((n) => n.kind === 'password_reset');
    expect(row?.link).toBe('/findid/reset?token=…');
  });
});
