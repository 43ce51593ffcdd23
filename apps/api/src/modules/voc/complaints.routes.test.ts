import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { complaints } from '../../db/schema/complaints.js';
import { notifications } from '../../db/schema/notifications.js';
import { flagComplaintBreaches } from '../../jobs/flag-complaint-breaches.js';
import { runExclusively } from '../../jobs/scheduler.js';
import { createTestAppSignedIn } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { expectUnknownOrdersRefused } from '../../test/list-order';
import { multipartForm } from '../../test/multipart';
import { headers, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'acme.staff01', 'blue.park', 'blue.master', 'admin'], {
    now: () => NOW,
  }));
});
afterAll(() => t.close());

function call(who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? as[who] : { ...headers, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const complaint = (over: Record<string, unknown> = {}) => ({
  floor: 12,
  type: 'sanitation',
  title: 'Water on the pantry floor',
  detail: 'The sink is leaking since this morning.',
  ...over,
});

async function file(who: string, over: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/voc/complaints', complaint(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; responseDueAt: string };
}

async function uploadImage(who: string, filename: string, data: Buffer, type = 'image/jpeg') {
  const { payload, contentType } = await multipartForm([{ name: 'file', filename, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/complaint-image',
    headers: { ...as[who], 'content-type': contentType },
    payload,
  });
}

const photo = (format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: '#3366cc' } })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 40/1' },
    })
    [format]()
    .toBuffer();

describe('filing a complaint', () => {
  it('takes a complaint with its SLA target counted in office hours (4 business hours from Monday 10:00)', async () => {
    const { id, responseDueAt } = await file('acme.kim');
    expect(responseDueAt).toBe('2026-11-23T05:00:00.000Z'); // 14:00 in Seoul
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ status: 'received', floor: 12, type: 'sanitation' });
    expect(row!.resolutionDueAt.toISOString()).toBe('2026-11-26T01:00:00.000Z'); // Thursday 10:00
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'complaint'), eq(auditLog.targetId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it('refuses a title of 151 characters with 400 and takes 150', async () => {
    const res = await call('acme.kim', 'POST', '/voc/complaints', complaint({ title: 'a'.repeat(151) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('The title can be up to 150 characters.');
    await file('acme.kim', { title: 'a'.repeat(150) });
  });

  it('refuses a type outside the seven and a detail of 501 characters', async () => {
    expect((await call('acme.kim', 'POST', '/voc/complaints', complaint({ type: 'parking' }))).statusCode).toBe(400);
    expect((await call('acme.kim', 'POST', '/voc/complaints', complaint({ detail: 'a'.repeat(501) }))).statusCode).toBe(400);
  });

  it('lets a building manager file none', async () => {
    expect((await call('admin', 'POST', '/voc/complaints', complaint())).statusCode).toBe(403);
  });
});

describe('complaint images', () => {
  it('takes a PNG renamed .jpg, re-encodes it inside 670 × 670 without GPS, and attaches it', async () => {
    const up = await uploadImage('acme.kim', 'leak.jpg', await photo('png'));
    expect(up.statusCode, up.body).toBe(201);
    const image = up.json() as { id: string; width: number; height: number; contentType: string };
    expect(image.width).toBeLessThanOrEqual(670);
    expect(image.height).toBeLessThanOrEqual(670);
    const { id } = await file('acme.kim', { imageUploadId: image.id });
    const thread = (await call('acme.kim', 'GET', `/voc/complaints/${id}`)).json();
    expect(thread.imageUploadId).toBe(image.id);
    const served = await call('acme.kim', 'GET', `/uploads/${image.id}`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(670);
  });

  it('refuses an HTML page named .png with 415', async () => {
    const res = await uploadImage(
      'acme.kim',
      'page.png',
      Buffer.from('<!doctype html><html><body>hi</body></html>'),
      'image/png',
    );
    expect(res.statusCode).toBe(415);
  });

  it('refuses 2 MB + 1 byte with 413', async () => {
    const res = await uploadImage('acme.kim', 'big.jpg', Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
  });

  it("refuses someone else's upload id, and an id claimed twice", async () => {
    const up = (await uploadImage('acme.staff01', 'leak.jpg', await photo('jpeg'))).json() as { id: string };
    const res = await call('acme.kim', 'POST', '/voc/complaints', complaint({ imageUploadId: up.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_NOT_ATTACHABLE');
    await file('acme.staff01', { imageUploadId: up.id });
    expect((await call('acme.staff01', 'POST', '/voc/complaints', complaint({ imageUploadId: up.id }))).statusCode).toBe(400);
  });

  it('serves the image to those who may see the complaint only', async () => {
    const up = (await uploadImage('acme.kim', 'leak.jpg', await photo('jpeg'))).json() as { id: string };
    await file('acme.kim', { imageUploadId: up.id });
    for (const who of ['acme.kim', 'acme.master', 'admin'])
      expect((await call(who, 'GET', `/uploads/${up.id}`)).statusCode).toBe(200);
    for (const who of ['blue.park', 'blue.master', 'acme.staff01'])
      expect((await call(who, 'GET', `/uploads/${up.id}`)).statusCode).toBe(404);
  });
});

describe('who may see and change a complaint', () => {
  it("answers 404 to another company's people for read, rate, resolve and follow-up", async () => {
    const { id } = await file('acme.kim');
    for (const who of ['blue.park', 'blue.master']) {
      expect((await call(who, 'GET', `/voc/complaints/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/voc/complaints/${id}/rating`, { rating: 1 })).statusCode).toBe(404);
      expect((await call(who, 'POST', `/voc/complaints/${id}/resolve`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/voc/complaints/${id}/follow-ups`, { title: 'x', detail: 'y' })).statusCode).toBe(404);
    }
    expect((await call('acme.staff01', 'GET', `/voc/complaints/${id}`)).statusCode).toBe(404);
    expect((await call('acme.master', 'GET', `/voc/complaints/${id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/voc/complaints/${id}`)).statusCode).toBe(200);
  });

  it('lists only the person’s own complaints, by status', async () => {
    const list = (await call('blue.park', 'GET', '/voc/complaints')).json();
    expect(list.items.every((c: { author: { name: string } }) => c.author.name !== undefined)).toBe(true);
    const before = list.total as number;
    await file('blue.park');
    expect((await call('blue.park', 'GET', '/voc/complaints')).json().total).toBe(before + 1);
    expect((await call('blue.park', 'GET', '/voc/complaints?status=resolved')).json().total).toBe(0);
  });
});

describe('the thread', () => {
  it('answers, rates 1, reopens and alerts the building managers; the author hears of the answer in their language', async () => {
    const { id } = await file('acme.kim');
    expect((await call('acme.kim', 'POST', `/voc/complaints/${id}/rating`, { rating: 4 })).json().code).toBe(
      'COMPLAINT_NOT_ANSWERED',
    );
    const staff = (await call('admin', 'GET', '/admin/voc/staff')).json().items as { id: number }[];
    expect((await call('admin', 'POST', `/admin/voc/complaints/${id}/assign`, { assigneeId: staff[0]!.id })).statusCode).toBe(
      200,
    );
    expect((await call('admin', 'POST', `/admin/voc/complaints/${id}/answers`, { body: 'Fixed the sink.' })).statusCode).toBe(
      201,
    );
    const [kim] = await t.database.db.select().from(users).where(eq(users.loginId, 'acme.kim'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'complaint_answered'), eq(notifications.userId, kim!.id)));
    expect(told.length).toBeGreaterThan(0);
    const rated = await call('acme.kim', 'POST', `/voc/complaints/${id}/rating`, { rating: 1 });
    expect(rated.json()).toEqual({ status: 'reopened' });
    const reopened = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'complaint_reopened'));
    expect(reopened.some((n) => (n.params as { id: number }).id === id)).toBe(true);
    const thread = (await call('acme.kim', 'GET', `/voc/complaints/${id}`)).json();
    expect(thread.history.map((h: { status: string }) => h.status)).toEqual(['received', 'in_progress', 'answered', 'reopened']);
    expect(thread.answers[0].body).toBe('Fixed the sink.');
    expect(thread.rating).toBe(1);
  });

  it('keeps the status on a rating of 3, resolves once, and links a follow-up to its parent', async () => {
    const { id } = await file('acme.kim');
    await call('admin', 'POST', `/admin/voc/complaints/${id}/answers`, { body: 'Done.' });
    expect((await call('acme.kim', 'POST', `/voc/complaints/${id}/rating`, { rating: 3 })).json()).toEqual({
      status: 'answered',
    });
    expect((await call('acme.kim', 'POST', `/voc/complaints/${id}/rating`, { rating: 6 })).statusCode).toBe(400);
    const child = await call('acme.kim', 'POST', `/voc/complaints/${id}/follow-ups`, {
      title: 'Still dripping',
      detail: 'A little.',
    });
    expect(child.statusCode).toBe(201);
    const thread = (await call('acme.kim', 'GET', `/voc/complaints/${id}`)).json();
    expect(thread.followUps.map((f: { id: number }) => f.id)).toEqual([child.json().id]);
    expect((await call('acme.kim', 'GET', `/voc/complaints/${child.json().id}`)).json().parent).toEqual({
      id,
      title: complaint().title,
    });
    expect((await call('acme.kim', 'POST', `/voc/complaints/${id}/resolve`)).statusCode).toBe(200);
    expect((await call('acme.kim', 'POST', `/voc/complaints/${id}/resolve`)).json().code).toBe('COMPLAINT_RESOLVED');
  });
});

describe('the back office', () => {
  it('filters the queue by type, floor, company, status and SLA state', async () => {
    const { id } = await file('blue.park', { type: 'security', floor: -2 });
    const ids = async (q: string) =>
      ((await call('admin', 'GET', `/admin/voc/complaints?${q}`)).json().items as { id: number }[]).map((c) => c.id);
    expect(await ids('type=security&floor=-2')).toContain(id);
    expect(await ids('type=elevators')).not.toContain(id);
    expect(await ids('status=received&sla=on_time')).toContain(id);
    expect(await ids('sla=breached')).not.toContain(id);
    expect((await call('acme.kim', 'GET', '/admin/voc/complaints')).statusCode).toBe(403);
  });

  it('pages and sorts the queue on the server by an allow-listed column, the newest first among equals', async () => {
    await file('blue.park', { floor: -1 });
    await file('blue.park', { floor: 20 });
    const page = async (q: string) => (await call('admin', 'GET', `/admin/voc/complaints?${q}`)).json();
    const floors = async (q: string) => ((await page(q)).items as { floor: number }[]).map((c) => c.floor);
    const upward = await floors('size=100&sort=floor');
    expect(upward).toEqual([...upward].sort((a, b) => a - b));
    expect(await floors('size=100&sort=-floor')).toEqual([...upward].sort((a, b) => b - a));
    const all = await page('size=100');
    const second = await page('size=2&page=2');
    expect([second.items.map((c: { id: number }) => c.id), second.total, second.pageSize]).toEqual([
      all.items.slice(2, 4).map((c: { id: number }) => c.id),
      all.total,
      2,
    ]);
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/voc/complaints', as.admin!, 'title');
  });

  it('flags a breach once and tells the building managers', async () => {
    const { id } = await file('blue.park', { title: 'Door alarm' });
    const later = new Date(NOW.getTime() + 5 * 3_600_000); // 15:00: past 14:00
    const first = await runExclusively(t.database.db, flagComplaintBreaches, later, t.app);
    expect(first && first.response).toBeGreaterThan(0);
    expect(await runExclusively(t.database.db, flagComplaintBreaches, later, t.app)).toEqual({ response: 0, resolution: 0 });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'complaint_sla_breached'));
    expect(told.some((n) => (n.params as { id: number }).id === id)).toBe(true);
  });

  it('edits the SLA targets, which new complaints are held to', async () => {
    const targets = (await call('admin', 'GET', '/admin/voc/sla-targets')).json().targets;
    expect(targets).toHaveLength(7);
    const saved = await call('admin', 'PUT', '/admin/voc/sla-targets', {
      targets: [{ type: 'elevators', firstResponseHours: 1, resolutionDays: 1 }],
    });
    expect(saved.statusCode).toBe(200);
    const { responseDueAt } = await file('acme.kim', { type: 'elevators' });
    expect(responseDueAt).toBe('2026-11-23T02:00:00.000Z'); // 11:00
    expect(
      (
        await call('admin', 'PUT', '/admin/voc/sla-targets', {
          targets: [{ type: 'elevators', firstResponseHours: 0, resolutionDays: 1 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('exports the queue to Excel with headers in the reader’s language', async () => {
    const res = await call('admin', 'GET', '/admin/voc/complaints/export?type=sanitation');
    expect(res.statusCode).toBe(200);
    const book = await workbookOf(res);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('No.');
    const sanitation = await t.database.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(inArray(complaints.type, ['sanitation']));
    expect(sheet.rowCount - 1).toBe(sanitation.length);
  });
});
