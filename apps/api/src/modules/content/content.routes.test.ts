import { addDays, seoulDate, seoulDayStart } from '@tea/shared/calendar';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { contentItems } from '../../db/schema/content.js';
import { publishScheduledContent } from '../../jobs/publish-scheduled-content.js';
import { runExclusively } from '../../jobs/scheduler.js';
import { loginAs } from '../../test/auth-helpers';
import { multipartForm } from '../../test/multipart';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

/** The day after tomorrow in Seoul (the template's demo content was seeded at the real "now"). */
const DAY = addDays(seoulDate(Date.now()), 2);
const at = (hhmmss: string) => new Date(seoulDayStart(DAY).getTime() + Date.parse(`1970-01-01T${hhmmss}Z`));
let now = at('08:00:00');

let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => now;
  for (const id of ['acme.staff76', 'admin']) as[id] = await loginAs(t.app, id);
});
afterAll(() => t.close());

function call(who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang = 'ko') {
  return t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api/v1${url}`,
    headers: { ...(who ? as[who] : headers), 'x-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function ok<T = Record<string, unknown>>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

async function uploadImage(): Promise<string> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const { payload, contentType } = await multipartForm([{ name: 'file', filename: 'plan.png', type: 'image/png', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/content-attachment',
    headers: { ...as.admin, 'content-type': contentType },
    payload,
  });
  return (await ok<{ id: string }>(res, 201)).id;
}

const notice = (over: Record<string, unknown> = {}) => ({
  kind: 'notice',
  category: 'parking',
  titleKo: '방문자 주차장 운영 변경',
  titleEn: 'Visitor car park hours change',
  bodyKo: '<p>방문자 주차장은 <strong>08:00</strong>부터 운영합니다.</p>',
  bodyEn: '<p>The visitor car park opens at <strong>08:00</strong>.</p>',
  ...over,
});

type Item = { id: number; status: string; phase: string; bodyKo: string; version: number; missingEnglish: boolean };
type List = {
  items: { id: number; title: string; pinned: boolean; locked: boolean; excerpt: string; fallback: boolean }[];
  total: number;
};

describe('the public notice list', () => {
  it('lists the seeded notices to anyone, pinned first then newest, without the home placements', async () => {
    const list = await ok<List>(await call(null, 'GET', '/notices?size=50'));
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.items[0]).toMatchObject({ pinned: true, title: '연말 건물 정기 안전 점검 안내' });
    expect(list.items.slice(1).every((i) => !i.pinned)).toBe(true);
    const ads = await ok<List>(await call(null, 'GET', '/advertisements?size=50'));
    expect(ads.items.map((i) => i.title)).not.toContain('세차 월 정기 서비스 오픈');
  });

  it('finds a partial Korean word: "주차" finds "주차장"', async () => {
    const found = await ok<List>(await call(null, 'GET', `/notices?q=${encodeURIComponent('주차')}`));
    expect(found.items.map((i) => i.title)).toContain('지하 주차장 바닥 도장 공사 안내');
    expect(found.items.every((i) => /주차/.test(i.title + i.excerpt))).toBe(true);
    const none = await ok<List>(await call(null, 'GET', `/notices?q=${encodeURIComponent('없는말%_')}`));
    expect(none.total).toBe(0);
  });

  it('filters by category and reads English, Korean where the English is missing', async () => {
    const safety = await ok<List>(await call(null, 'GET', '/notices?category=safety', undefined, 'en'));
    expect(safety.items.map((i) => [i.title, i.fallback])).toEqual([['상반기 소방 대피 훈련 실시 안내', true]]);
    const korean = await ok<{ fallback: boolean }>(await call(null, 'GET', `/notices/${safety.items[0]!.id}`, undefined, 'en'));
    expect(korean.fallback).toBe(true);
    const parking = await ok<List>(await call(null, 'GET', '/notices?category=parking', undefined, 'en'));
    expect(parking.items.map((i) => i.title)).toContain('Underground car park floor repainting');
    expect(parking.items.find((i) => i.title === 'Underground car park floor repainting')?.fallback).toBe(false);
    const inKorean = await ok<List>(await call(null, 'GET', '/notices?category=safety', undefined, 'ko'));
    expect(inKorean.items.map((i) => i.fallback)).toEqual([false]);
  });

  it('refuses a bad query with the field named', async () => {
    const res = await call(null, 'GET', '/notices?size=500', undefined, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('the CMS', () => {
  it('is for building managers only', async () => {
    expect((await call('acme.staff76', 'GET', '/admin/content?kind=notice')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/admin/content', notice())).statusCode).toBe(403);
  });

  it('refuses a notice without its Korean title, naming the field in the reader language', async () => {
    const res = await call('admin', 'POST', '/admin/content', notice({ titleKo: ' ' }), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { titleKo: 'Enter the Korean title.' } });
  });

  it('stores a sanitised body: nothing that runs survives', async () => {
    const image = await uploadImage();
    const bodyKo =
      '<p onclick="alert(1)">안내</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style>' +
      '<svg><script>alert(1)</script></svg><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA">' +
      `<img src="/api/v1/uploads/${image}" alt="도면" onerror="alert(1)">`;
    const item = await ok<Item>(await call('admin', 'POST', '/admin/content', notice({ bodyKo })), 201);
    expect(item.bodyKo).toBe(`<p>안내</p><a>x</a><img src="/api/v1/uploads/${image}" alt="도면" />`);
    const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.bodyKo).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|svg|data:/i);
  });

  it('publishes a draft: unseen before, seen in both languages after; its image readable by anyone then', async () => {
    const image = await uploadImage();
    const bodyKo = `<p>주차장 안내</p><p><img src="/api/v1/uploads/${image}" alt="도면"></p>`;
    const item = await ok<Item>(await call('admin', 'POST', '/admin/content', notice({ bodyKo })), 201);
    expect(item).toMatchObject({ status: 'draft', phase: 'draft', missingEnglish: false });
    expect((await call(null, 'GET', `/notices/${item.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/uploads/${image}`)).statusCode).toBe(404);
    expect((await call('acme.staff76', 'GET', `/uploads/${image}`)).statusCode).toBe(404);

    const published = await ok<Item>(await call('admin', 'POST', `/admin/content/${item.id}/publish`, {}));
    expect(published).toMatchObject({ status: 'published', phase: 'live' });
    const ko = await ok<{ title: string; body: string }>(await call(null, 'GET', `/notices/${item.id}`));
    expect(ko.title).toBe('방문자 주차장 운영 변경');
    const en = await ok<{ title: string; fallback: boolean }>(await call(null, 'GET', `/notices/${item.id}`, undefined, 'en'));
    expect(en).toMatchObject({ title: 'Visitor car park hours change', fallback: false });
    const file = await call(null, 'GET', `/uploads/${image}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    await ok(await call('admin', 'POST', `/admin/content/${item.id}/archive`, {}));
    expect((await call(null, 'GET', `/notices/${item.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/uploads/${image}`)).statusCode).toBe(404);
  });

  it('keeps versions, restores one as a new version, and audits every change with who', async () => {
    const item = await ok<Item>(await call('admin', 'POST', '/admin/content', notice({ titleKo: '첫 제목' })), 201);
    const input = notice({ titleKo: '둘째 제목', titleEn: '', bodyEn: '' });
    const saved = await ok<Item>(await call('admin', 'PUT', `/admin/content/${item.id}`, input));
    expect(saved).toMatchObject({ version: 2, missingEnglish: true });
    const versions = await ok<{ items: { version: number; titleKo: string }[] }>(
      await call('admin', 'GET', `/admin/content/${item.id}/versions`),
    );
    expect(versions.items.map((v) => [v.version, v.titleKo])).toEqual([
      [2, '둘째 제목'],
      [1, '첫 제목'],
    ]);
    const restored = await ok<Item & { titleKo: string }>(
      await call('admin', 'POST', `/admin/content/${item.id}/versions/1/restore`, {}),
    );
    expect(restored).toMatchObject({ version: 3, titleKo: '첫 제목' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'content'), eq(auditLog.targetId, String(item.id))));
    expect(entries.map((e) => e.detail?.change ?? e.action)).toEqual(['create', 'update', 'restore']);
    expect(entries.every((e) => e.actorLoginId === 'admin')).toBe(true);
    const history = await ok<{ items: { action: string; by: { name: string } }[] }>(
      await call('admin', 'GET', `/admin/content/${item.id}/history`),
    );
    expect(history.items.map((h) => h.action)).toEqual(['restore', 'update', 'create']);
  });

  it("refuses another item's image, and an upload that is not a content attachment", async () => {
    const image = await uploadImage();
    await ok(await call('admin', 'POST', '/admin/content', notice({ attachmentIds: [image] })), 201);
    const res = await call('admin', 'POST', '/admin/content', notice({ bodyKo: `<p><img src="/api/v1/uploads/${image}"></p>` }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_NOT_ATTACHABLE' });
  });
});

describe('scheduled publishing on the Seoul clock', () => {
  it('is not visible at 08:59:59 and visible at 09:00:00; the job then publishes it', async () => {
    now = at('08:00:00');
    const item = await ok<Item>(await call('admin', 'POST', '/admin/content', notice({ titleKo: '예약 공지 주차' })), 201);
    const past = await call(
      'admin',
      'POST',
      `/admin/content/${item.id}/schedule`,
      { publishAt: at('07:00:00').toISOString() },
      'en',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { publishAt: 'The publishing time must be in the future.' } });
    const scheduled = await ok<Item>(
      await call('admin', 'POST', `/admin/content/${item.id}/schedule`, {
        publishAt: at('09:00:00').toISOString(),
        unpublishAt: at('18:00:00').toISOString(),
      }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', phase: 'scheduled' });

    now = at('08:59:59');
    expect((await call(null, 'GET', `/notices/${item.id}`)).statusCode).toBe(404);
    expect((await ok<List>(await call(null, 'GET', '/notices?size=50'))).items.map((i) => i.id)).not.toContain(item.id);
    expect(await runExclusively(t.database.db, publishScheduledContent, now, t.app)).toEqual({ published: 0 });

    now = at('09:00:00');
    expect((await call(null, 'GET', `/notices/${item.id}`)).statusCode).toBe(200);
    expect((await ok<List>(await call(null, 'GET', '/notices?size=50'))).items.map((i) => i.id)).toContain(item.id);
    expect(await runExclusively(t.database.db, publishScheduledContent, now, t.app)).toEqual({ published: 1 });
    const [row] = await t.database.db.select().from(contentItems).where(eq(contentItems.id, item.id));
    expect(row!.status).toBe('published');

    now = at('18:00:00');
    expect((await call(null, 'GET', `/notices/${item.id}`)).statusCode).toBe(404);
    expect(await ok<Item>(await call('admin', 'GET', `/admin/content/${item.id}`))).toMatchObject({ phase: 'ended' });
    now = at('08:00:00');
  });
});

describe('the community resource room', () => {
  it('lists a tenants-only item locked to someone signed out, and opens it only with a session', async () => {
    const image = await uploadImage();
    const item = await ok<Item>(
      await call(
        'admin',
        'POST',
        '/admin/content',
        notice({
          kind: 'community',
          category: 'document',
          access: 'tenants',
          titleKo: '입주사 전용 자료',
          attachmentIds: [image],
        }),
      ),
      201,
    );
    await ok(await call('admin', 'POST', `/admin/content/${item.id}/publish`, {}));
    const anonymous = await ok<List>(await call(null, 'GET', '/community?size=50'));
    expect(anonymous.items.find((i) => i.id === item.id)).toMatchObject({ locked: true, excerpt: '' });
    expect((await call(null, 'GET', `/community/${item.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/uploads/${image}`)).statusCode).toBe(404);

    const member = await ok<List>(await call('acme.staff76', 'GET', '/community?size=50'));
    expect(member.items.find((i) => i.id === item.id)).toMatchObject({ locked: false });
    const detail = await ok<{ attachments: { id: string }[] }>(await call('acme.staff76', 'GET', `/community/${item.id}`));
    expect(detail.attachments.map((a) => a.id)).toEqual([image]);
    expect((await call('acme.staff76', 'GET', `/uploads/${image}`)).statusCode).toBe(200);
    // A notice path does not open a community item.
    expect((await call('acme.staff76', 'GET', `/notices/${item.id}`)).statusCode).toBe(404);
  });
});

describe('the home banner and notice modal', () => {
  it("show inside the spec's window only, as plain text", async () => {
    const inside = new Date('2024-12-30T10:00:00+09:00');
    const outside = new Date('2025-01-07T00:00:00+09:00');
    now = inside;
    const home = await ok<{ banner: { title: string } | null; modal: { title: string; lines: string[] } | null }>(
      await call(null, 'GET', '/content/home'),
    );
    expect(home.banner?.title).toBe('세차 월 정기 서비스 오픈');
    expect(home.modal?.title).toBe('3층 피트니스 및 카페 라운지 운영 시간 변경 안내');
    expect(home.modal?.lines).toHaveLength(4);
    expect(home.modal?.lines[3]).toBe('문의: 입주사 서비스 센터 02-6000-1000');
    now = outside;
    expect(await ok(await call(null, 'GET', '/content/home'))).toEqual({ banner: null, modal: null });
    now = new Date(outside.getTime() - 1000);
    expect((await ok<{ modal: unknown }>(await call(null, 'GET', '/content/home'))).modal).not.toBeNull();
    now = at('08:00:00');
  });
});
