import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { complaints } from '../../db/schema/complaints.js';
import { notifications } from '../../db/schema/notifications.js';
import { createTestAppSignedIn, loginInEnglish } from '../../test/auth-helpers';
import { headers, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let as: Record<string, Record<string, string>>;
/** A second building manager, the assignee of these tests. */
let jung: { id: number; name: string };

beforeAll(async () => {
  let fx;
  ({ t, as, fx } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'blue.park', 'admin'], { now: () => NOW }));
  jung = await fx.user({ loginId: 'desk.jung', role: 'building_manager', companyId: null, name: '정다은' });
  as['desk.jung'] = await loginInEnglish(t.app, 'desk.jung');
});
afterAll(() => t.close());

function call(who: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? as[who] : { ...headers, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function file(who = 'acme.kim', title = 'Water on the pantry floor') {
  const res = await call(who, 'POST', '/voc/complaints', { floor: 12, type: 'sanitation', title, detail: 'The sink leaks.' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const assignedNotices = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.kind, 'complaint_assigned'), eq(notifications.userId, userId), eq(notifications.channel, 'in_app')),
    );

describe('internal notes', () => {
  it('are kept for the desk and never reach the tenant, the tenant manager or another company', async () => {
    const id = await file();
    const added = await call('admin', 'POST', `/admin/voc/complaints/${id}/notes`, {
      body: 'Secret: the pipe is the landlord’s.',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().items).toEqual([
      expect.objectContaining({
        body: 'Secret: the pipe is the landlord’s.',
        author: expect.objectContaining({ name: '관리자' }),
      }),
    ]);
    expect((await call('desk.jung', 'GET', `/admin/voc/complaints/${id}/notes`)).json().items).toHaveLength(1);
    for (const who of ['acme.kim', 'acme.master']) {
      const thread = await call(who, 'GET', `/voc/complaints/${id}`);
      expect(thread.statusCode).toBe(200);
      expect(thread.body).not.toContain('Secret');
      expect(thread.body).not.toContain('landlord');
      expect((await call(who, 'GET', `/admin/voc/complaints/${id}/notes`)).statusCode).toBe(403);
      expect((await call(who, 'GET', '/voc/complaints')).body).not.toContain('Secret');
    }
    expect((await call('blue.park', 'GET', `/admin/voc/complaints/${id}/notes`)).statusCode).toBe(403);
  });

  it('refuses an empty note naming the field, and a note on no complaint with 404', async () => {
    const id = await file();
    const empty = await call('admin', 'POST', `/admin/voc/complaints/${id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe('Please enter the note.');
    expect((await call('admin', 'POST', '/admin/voc/complaints/99999/notes', { body: 'x' })).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/admin/voc/complaints/99999/notes')).statusCode).toBe(404);
  });
});

describe('assignment', () => {
  it('tells the assignee once, audits the change, and the queue filters by assignee', async () => {
    const id = await file('acme.kim', 'Flickering light by the lift');
    const res = await call('admin', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: jung.id });
    expect(res.json()).toEqual({ count: 1, already: 0, assignee: { id: jung.id, name: '정다은' } });
    const told = await assignedNotices(jung.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/admin/voc?assignee=me' });
    expect(told[0]!.params).toMatchObject({ id, title: 'Flickering light by the lift', by: '관리자', others: 0 });
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ assigneeId: jung.id, status: 'in_progress' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'complaint'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(audit.map((a) => a.detail)).toContainEqual(expect.objectContaining({ assigneeId: jung.id, previousAssigneeId: null }));

    const mine = (await call('desk.jung', 'GET', '/admin/voc/complaints?assignee=me')).json();
    expect(mine.items.map((c: { id: number }) => c.id)).toContain(id);
    expect(mine.items.every((c: { assignee: { id: number } }) => c.assignee.id === jung.id)).toBe(true);
    const admins = (await call('admin', 'GET', '/admin/voc/complaints?assignee=me')).json();
    expect(admins.items.map((c: { id: number }) => c.id)).not.toContain(id);
    const byId = (await call('admin', 'GET', `/admin/voc/complaints?assignee=${jung.id}`)).json();
    expect(byId.items.map((c: { id: number }) => c.id)).toContain(id);
    const none = (await call('admin', 'GET', '/admin/voc/complaints?assignee=none')).json();
    expect(none.items.every((c: { assignee: unknown }) => c.assignee === null)).toBe(true);
    expect((await call('admin', 'GET', '/admin/voc/complaints?assignee=someone')).statusCode).toBe(400);

    // Assigning it to them again changes nothing and tells nobody; assigning oneself tells nobody either.
    expect((await call('admin', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: jung.id })).json()).toMatchObject({
      count: 0,
      already: 1,
    });
    expect(await assignedNotices(jung.id)).toHaveLength(1);
    const staff = (await call('admin', 'GET', '/admin/voc/staff')).json().items as { id: number; name: string }[];
    const admin = staff.find((s) => s.name === '관리자')!;
    const before = (await assignedNotices(admin.id)).length;
    await call('admin', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: admin.id });
    expect(await assignedNotices(admin.id)).toHaveLength(before);
  });

  it('refuses a tenant as the assignee, and a tenant assigning', async () => {
    const id = await file();
    const [kim] = await t.database.db.select().from(users).where(eq(users.loginId, 'acme.kim'));
    const tenant = await call('admin', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: kim!.id });
    expect(tenant.statusCode).toBe(400);
    expect(Object.keys(tenant.json().fields)).toEqual(['assigneeId']);
    expect((await call('acme.master', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: jung.id })).statusCode).toBe(
      403,
    );
  });
});

describe('bulk assignment', () => {
  it('assigns every chosen complaint or none, and tells the assignee once for the lot', async () => {
    const a = await file('acme.kim', 'Bulk one');
    const b = await file('blue.park', 'Bulk two');
    const before = (await assignedNotices(jung.id)).length;
    const unknown = await call('admin', 'POST', '/admin/voc/complaints/assign', { ids: [a, 99999], assigneeId: jung.id });
    expect(unknown.statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(complaints).where(eq(complaints.id, a));
    expect(untouched!.assigneeId).toBeNull();

    const res = await call('admin', 'POST', '/admin/voc/complaints/assign', { ids: [a, b, a], assigneeId: jung.id });
    expect(res.json()).toEqual({ count: 2, already: 0, assignee: { id: jung.id, name: '정다은' } });
    const told = await assignedNotices(jung.id);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.params).toMatchObject({ id: a, title: 'Bulk one', others: 1 });

    expect(
      (await call('admin', 'POST', '/admin/voc/complaints/assign', { ids: [a, b], assigneeId: jung.id })).json(),
    ).toMatchObject({
      count: 0,
      already: 2,
    });
    expect(await assignedNotices(jung.id)).toHaveLength(before + 1);
    expect((await call('admin', 'POST', '/admin/voc/complaints/assign', { ids: [], assigneeId: jung.id })).statusCode).toBe(400);
    expect(
      (await call('acme.master', 'POST', '/admin/voc/complaints/assign', { ids: [a], assigneeId: jung.id })).statusCode,
    ).toBe(403);
  });
});

describe('canned replies', () => {
  it('are seeded in both languages and edited by the office only', async () => {
    const seeded = (await call('admin', 'GET', '/admin/voc/replies')).json().items as { id: number; titleKo: string }[];
    expect(seeded.map((r) => r.titleKo)).toEqual(['접수 안내', '방문 점검', '조치 완료', '외부 업체 수리']);
    const reply = {
      titleKo: '부품 대기',
      titleEn: 'Waiting for parts',
      bodyKo: '부품이 도착하면 바로 수리하겠습니다.',
      bodyEn: 'We fix it when the part arrives.',
    };
    const added = await call('admin', 'POST', '/admin/voc/replies', reply);
    expect(added.statusCode).toBe(201);
    const created = (added.json().items as { id: number; titleEn: string }[]).find((r) => r.titleEn === 'Waiting for parts')!;
    const edited = await call('admin', 'PUT', `/admin/voc/replies/${created.id}`, { ...reply, titleEn: 'Parts on order' });
    expect(edited.json().items).toContainEqual({ ...reply, id: created.id, titleEn: 'Parts on order' });
    const missing = await call('admin', 'PUT', `/admin/voc/replies/${created.id}`, { ...reply, bodyEn: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ bodyEn: 'Please enter the English text.' });
    expect((await call('admin', 'DELETE', `/admin/voc/replies/${created.id}`)).json().items).toHaveLength(seeded.length);
    expect((await call('admin', 'DELETE', `/admin/voc/replies/${created.id}`)).statusCode).toBe(404);
    expect((await call('acme.master', 'GET', '/admin/voc/replies')).statusCode).toBe(403);
    expect((await call('acme.kim', 'POST', '/admin/voc/replies', reply)).statusCode).toBe(403);
  });
});

describe('the dashboard’s desk figures', () => {
  it('count what the lists they link to show: open complaints, and those past their target a day later', async () => {
    const id = await file('acme.kim', 'Resolved before the count');
    await call('admin', 'POST', `/admin/voc/complaints/${id}/answers`, { body: 'Done.' });
    await call('acme.kim', 'POST', `/voc/complaints/${id}/resolve`);
    const total = async (query: string) => (await call('admin', 'GET', `/admin/voc/complaints?${query}`)).json().total as number;
    const summary = async () => (await call('admin', 'GET', '/admin/summary')).json();

    const now = await summary();
    expect(now.openComplaints).toBe(await total('status=open'));
    expect(now.openComplaints).toBeLessThan((await call('admin', 'GET', '/admin/voc/complaints')).json().total);
    expect(now.breachedComplaints).toBe(0); // every complaint here was filed at 10:00 today, due at 14:00
    expect(now.noShows.from).toBe('2026-11-17'); // seven Seoul days, today included

    // Tuesday 00:00 in Seoul: the unanswered ones missed their 14:00 target.
    t.app.clock.now = () => new Date('2026-11-23T15:00:00Z');
    try {
      const later = await summary();
      expect(later.breachedComplaints).toBeGreaterThan(0);
      expect(later.breachedComplaints).toBe(await total('sla=breached'));
    } finally {
      t.app.clock.now = () => NOW;
    }
  });
});
