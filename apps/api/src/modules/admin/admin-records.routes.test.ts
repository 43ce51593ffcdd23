import { seoulDate } from '@tea/shared/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnknownOrdersRefused, inOrder } from '../../test/list-order';
import { createTestAppAsAdmin } from '../../test/auth-helpers';
import { headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ t, admin } = await createTestAppAsAdmin());
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const addHoliday = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/holidays', headers: admin, payload });
const removeHoliday = (date: string) => t.app.inject({ method: 'DELETE', url: `/api/v1/admin/holidays/${date}`, headers: admin });

describe('holidays', () => {
  it('lists the public holidays of a year', async () => {
    const body = await get('/holidays?year=2026');
    expect(body.year).toBe(2026);
    expect(body.items[0]).toMatchObject({ date: '2026-01-01', kind: 'public', nameKo: '1월 1일' });
    expect(body.items.every((h: { date: string }) => h.date.startsWith('2026-'))).toBe(true);
  });

  it('pages a year on the server and sorts by an allow-listed column either way, the day deciding among equals', async () => {
    const all = (await get('/holidays?year=2026&size=100')).items as { date: string; kind: string; nameEn: string }[];
    const first = await get('/holidays?year=2026&size=5');
    expect([first.items.length, first.total]).toEqual([5, all.length]);
    expect((await get('/holidays?year=2026&size=5&page=2')).items).toEqual(all.slice(5, 10));
    const names = (await get('/holidays?year=2026&size=100&sort=-name')).items.map((h: { nameEn: string }) => h.nameEn);
    expect(names).toEqual(inOrder(names, true));
    const days = (await get('/holidays?year=2026&size=100&sort=-date')).items.map((h: { date: string }) => h.date);
    expect(days).toEqual(all.map((h) => h.date).reverse());
    const autumn = await get('/holidays?year=2026&from=2026-09-01&to=2026-10-31');
    expect(autumn.items.map((h: { date: string }) => h.date)).toEqual(
      all.map((h) => h.date).filter((d) => d >= '2026-09' && d < '2026-11'),
    );
    expect(autumn.total).toBe(autumn.items.length);
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/holidays', admin, 'nameKo');
  });

  it('adds a building closure that the calendar then shows, and refuses the same day twice', async () => {
    const closure = { date: '2026-07-03', nameKo: '전기 설비 점검', nameEn: 'Electrical inspection', kind: 'closure' };
    expect((await addHoliday(closure)).statusCode).toBe(201);
    const days = (await get('/holidays?year=2026&size=100')).items;
    expect(days).toContainEqual(closure);
    const again = await addHoliday({ ...closure, kind: 'temporary' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ date: 'This day is already a holiday.' });
  });

  it('refuses a public holiday as a kind to add and names a missing date', async () => {
    const res = await addHoliday({ nameKo: '휴일', nameEn: 'Day', kind: 'public' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['date', 'kind']);
    expect((await addHoliday({ date: '2026-02-30', nameKo: '휴일', nameEn: 'Day', kind: 'temporary' })).statusCode).toBe(400);
  });

  it('removes a temporary holiday but never a public one', async () => {
    expect(
      (await addHoliday({ date: '2026-08-14', nameKo: '임시 휴일', nameEn: 'Temporary holiday', kind: 'temporary' })).statusCode,
    ).toBe(201);
    expect((await removeHoliday('2026-08-14')).statusCode).toBe(204);
    expect((await get('/holidays?year=2026&size=100')).items.map((h: { date: string }) => h.date)).not.toContain('2026-08-14');
    const publicDay = await removeHoliday('2026-01-01');
    expect([publicDay.statusCode, publicDay.json().code]).toEqual([409, 'CONFLICT']);
    expect((await get('/holidays?year=2026&size=100')).items.map((h: { date: string }) => h.date)).toContain('2026-01-01');
    expect((await removeHoliday('2026-08-14')).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('shows a login with who, from where, for which company and when', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: { loginId: 'acme.kim', password: 'Member!2345' },
      remoteAddress: '10.1.2.3',
    });
    const { items } = await get('/audit?action=login&size=5');
    expect(items[0]).toMatchObject({
      action: 'login',
      actor: { loginId: 'acme.kim', name: '김민지' },
      company: { nameEn: 'ACME Korea' },
      ip: '10.1.2.3',
    });
    expect(Date.now() - Date.parse(items[0].at)).toBeLessThan(60_000);
  });

  it('shows a failed login with the ID that was tried', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: { loginId: 'nobody.here', password: 'Wrong!2345' },
    });
    const { items } = await get('/audit?action=login_failed');
    expect(items[0]).toMatchObject({ action: 'login_failed', actor: null, detail: { loginId: 'nobody.here' } });
  });

  it('filters by Seoul day: nothing before today when the range ends yesterday', async () => {
    const today = seoulDate();
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/audit?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await get(`/audit?to=${yesterday}`)).total).toBe(0);
  });
});

describe('notifications outbox', () => {
  it('lists a kept e-mail with its recipient, subject, body and link after a reset', async () => {
    const kim = (await get('/users?q=acme.kim')).items[0];
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/admin/users/${kim.id}/reset-password`, headers: admin });
    expect(reset.statusCode).toBe(202);
    // Queued until the delivery job runs; with no SMTP server it keeps the e-mail for the office.
    expect((await get('/notifications?channel=email&status=queued')).items[0]).toMatchObject({ kind: 'password_reset' });
    await t.deliver();
    const { items, total } = await get('/notifications?channel=email&status=kept');
    expect(total).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({
      kind: 'password_reset',
      channel: 'email',
      status: 'kept',
      recipient: 'acme.kim@tea-demo.example',
      subject: '[T.E.A. 타워] 비밀번호 재설정 안내',
      body: expect.stringContaining('김민지님, 아래 링크에서'),
      link: expect.stringMatching(/\/findid\/reset\?token=[\w-]{20,}$/),
    });
    expect((await get('/notifications?channel=in_app')).items.every((n: { channel: string }) => n.channel === 'in_app')).toBe(
      true,
    );
  });

  it('counts the kept e-mail on the dashboard', async () => {
    const summary = await get('/summary');
    expect(summary.keptEmails).toBe((await get('/notifications?channel=email&status=kept&size=1')).total);
    expect(summary.pendingUsers).toBe((await get('/users?status=pending&size=1')).total);
  });
});

describe('page views', () => {
  /** Posts events as the web does; the server stamps them with its clock, set here to each event's time. */
  const post = async (events: { type: string; path: string; at: string }[]) => {
    for (const { at, ...event } of events) {
      t.app.clock.now = () => new Date(at);
      await t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers, payload: { events: [event] } });
    }
    t.app.clock.now = () => new Date();
  };

  it('totals the page views posted by the web per Seoul day and lists the top paths', async () => {
    await post([
      { type: 'page_view', path: '/about', at: '2026-03-01T15:30:00Z' }, // 2 March in Seoul
      { type: 'page_view', path: '/about', at: '2026-03-02T01:00:00Z' },
      { type: 'page_view', path: '/parking', at: '2026-03-02T02:00:00Z' },
      { type: 'page_view', path: '/parking', at: '2026-03-03T02:00:00Z' },
      { type: 'page_view', path: '/about', at: '2026-03-04T02:00:00Z' },
      { type: 'logout', path: '/my-page', at: '2026-03-02T02:00:00Z' },
    ]);
    const report = await get('/page-views?from=2026-03-01&to=2026-03-03');
    expect(report).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      path: null,
      total: 4,
      days: [
        { day: '2026-03-01', views: 0 },
        { day: '2026-03-02', views: 3 },
        { day: '2026-03-03', views: 1 },
      ],
      topPaths: [
        { path: '/about', views: 2 },
        { path: '/parking', views: 2 },
      ],
    });
  });

  it('counts one path and the pages under it when a path is given, not paths that merely start alike', async () => {
    await post([
      { type: 'page_view', path: '/admin', at: '2026-04-02T01:00:00Z' },
      { type: 'page_view', path: '/admin/users', at: '2026-04-02T02:00:00Z' },
      { type: 'page_view', path: '/admin/users', at: '2026-04-03T02:00:00Z' },
      { type: 'page_view', path: '/administration', at: '2026-04-02T02:00:00Z' },
      { type: 'page_view', path: '/about', at: '2026-04-02T02:00:00Z' },
    ]);
    const report = await get('/page-views?from=2026-04-02&to=2026-04-03&path=/admin');
    expect(report).toMatchObject({
      path: '/admin',
      total: 3,
      days: [
        { day: '2026-04-02', views: 2 },
        { day: '2026-04-03', views: 1 },
      ],
      topPaths: [
        { path: '/admin/users', views: 2 },
        { path: '/admin', views: 1 },
      ],
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/admin/page-views?path=parking', headers: admin });
    expect([bad.statusCode, bad.json().fields]).toEqual([
      400,
      { path: 'Enter a path that starts with / (for example /parking).' },
    ]);
  });

  it('shows the last 14 days up to today by default, today included on the dashboard', async () => {
    await post([{ type: 'page_view', path: '/gallery', at: new Date().toISOString() }]);
    const report = await get('/page-views');
    expect(report.days).toHaveLength(14);
    expect(report.to).toBe(seoulDate());
    expect(report.days.at(-1).views).toBeGreaterThanOrEqual(1);
    expect((await get('/summary')).todayPageViews).toBe(report.days.at(-1).views);
  });

  it('refuses a range that runs backwards or is longer than 92 days', async () => {
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/page-views?from=2026-03-05&to=2026-03-01',
      headers: admin,
    });
    expect([backwards.statusCode, Object.keys(backwards.json().fields)]).toEqual([400, ['to']]);
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/page-views?from=2026-01-01&to=2026-06-01',
      headers: admin,
    });
    expect(long.json().fields).toEqual({ from: 'Choose at most 92 days.' });
  });
});
