import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { retailTenants } from '../../db/schema/retail';
import { loginAs } from '../../test/auth-helpers';
import { multipartForm } from '../../test/multipart';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
const as = {} as Record<'kim' | 'master' | 'admin', Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp();
  as.kim = await loginAs(t.app, 'acme.kim');
  as.master = await loginAs(t.app, 'acme.master');
  as.admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const en = { ...headers, 'x-language': 'en' };
const list = (query = '') => t.app.inject({ url: `/api/v1/retail-tenants${query}`, headers: en });
type Item = { id: number; nameKo: string; nameEn: string | null; floor: number; category: string; phone: string };
const week = Array.from({ length: 7 }, (_, i) =>
  i < 5 ? { closed: false, opens: '08:00', closes: '20:00' } : { closed: true, opens: '', closes: '' },
);
const input = (over: Record<string, unknown> = {}) => ({
  nameKo: '테스트 분식',
  nameEn: '',
  floor: -1,
  category: 'food',
  hours: week,
  phone: '02-6000-2999',
  menu: [{ nameKo: '떡볶이', nameEn: 'Tteokbokki', price: 5000 }],
  published: true,
  ...over,
});
const create = (who: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/retail-tenants', headers: who, payload: body as object });

describe('the public retail mall', () => {
  it('lists the published tenants of B2 to 2F in the mall order, with phones as dialled in Korea', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Item[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((i) => i.floor))).toEqual(new Set([-2, -1, 1, 2]));
    expect(items.map((i) => i.floor)).toEqual([...items.map((i) => i.floor)].sort((a, b) => a - b));
    expect(items.every((i) => /^02-\d{4}-\d{4}$/.test(i.phone))).toBe(true);
    // The seeded salad bar is not open yet: a draft, hidden from the public.
    expect(items.map((i) => i.nameEn)).not.toContain('Green Salad Bar');
  });

  it('filters by floor and by category, as the address writes them', async () => {
    const b1 = (await list('?floor=B1')).json().items as Item[];
    expect(b1.length).toBeGreaterThan(0);
    expect(b1.every((i) => i.floor === -1)).toBe(true);
    const cafes = (await list('?category=cafe')).json().items as Item[];
    expect(cafes.map((i) => i.nameEn)).toEqual(['Café on the Corner', 'Mill & Meal Bakery']);
    const both = (await list('?floor=1F&category=cafe')).json().items as Item[];
    expect(both.map((i) => i.nameEn)).toEqual(['Mill & Meal Bakery']);
  });

  it('refuses a floor or a category it does not know, naming the field', async () => {
    for (const query of ['?floor=3F', '?floor=-1', '?category=bank']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(Object.keys((await list('?floor=9F')).json().fields)).toEqual(['floor']);
  });

  it("shows a published tenant's page with its menu, and 404 for a draft or an unknown id", async () => {
    const items = (await list('?category=cafe')).json().items as Item[];
    const cafe = items.find((i) => i.nameEn === 'Café on the Corner')!;
    const res = await t.app.inject({ url: `/api/v1/retail-tenants/${cafe.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '02-6000-2102', phoneE164: '+82260002102', hasMenu: true });
    expect(res.json().menu[0]).toEqual({ nameKo: '아메리카노', nameEn: 'Americano', price: 4500 });
    expect(res.json().hours).toHaveLength(7);

    const [draft] = await t.database.db.select().from(retailTenants).where(eq(retailTenants.published, false));
    for (const id of [draft!.id, 999999]) {
      const gone = await t.app.inject({ url: `/api/v1/retail-tenants/${id}`, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('the back office editing the mall', () => {
  it('is for building managers only', async () => {
    for (const who of [headers, as.kim, as.master]) {
      expect((await t.app.inject({ url: '/api/v1/admin/retail-tenants', headers: who })).statusCode).toBe(403);
      expect((await create(who, input())).statusCode).toBe(403);
    }
    const res = await t.app.inject({ url: '/api/v1/admin/retail-tenants', headers: as.admin });
    expect(res.statusCode).toBe(200);
    // Drafts too, and what lacks English is flagged (the noodle shop has no English description).
    const items = res.json().items as { nameKo: string; published: boolean; missingEnglish: string[] }[];
    expect(items.some((i) => !i.published)).toBe(true);
    expect(items.find((i) => i.nameKo === '면사랑 칼국수')?.missingEnglish).toEqual(['description']);
  });

  it('refuses a tenant with wrong fields with 400, each named in the language asked', async () => {
    const res = await create(
      { ...as.admin, 'x-language': 'en' },
      input({ nameKo: '', floor: 5, phone: 'call us', menu: [{ nameKo: 'x', price: -5 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['floor', 'menu.0.price', 'nameKo', 'phone']);
    expect(fields.nameKo).toMatch(/name/i);
  });

  it('adds, edits, takes down and orders a tenant, each change audited, and the public sees it', async () => {
    const created = await create(as.admin, input());
    expect(created.statusCode, created.body).toBe(201);
    const tenant = created.json() as { id: number; nameEn: string | null; missingEnglish: string[]; phoneE164: string };
    expect(tenant).toMatchObject({ nameEn: null, phoneE164: '+82260002999', missingEnglish: ['name'] });
    // The English name falls back to the Korean on the public side: the answer gives both, the page picks.
    const onB1 = (await list('?floor=B1')).json().items as Item[];
    expect(onB1.at(-1)).toMatchObject({ id: tenant.id, nameKo: '테스트 분식', nameEn: null });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/retail-tenants/${tenant.id}`,
      headers: as.admin,
      payload: input({ nameEn: 'Test Snacks', floor: 2, category: 'cafe' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(((await list('?floor=2F&category=cafe')).json().items as Item[]).map((i) => i.nameEn)).toEqual(['Test Snacks']);

    const down = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/retail-tenants/${tenant.id}/published`,
      headers: as.admin,
      payload: { published: false },
    });
    expect(down.json().published).toBe(false);
    expect((await t.app.inject({ url: `/api/v1/retail-tenants/${tenant.id}`, headers })).statusCode).toBe(404);

    const onFloor2 = ((await list('?floor=2F')).json().items as Item[]).map((i) => i.id);
    const reversed = [...onFloor2].reverse();
    const ordered = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/retail-tenants/order',
      headers: as.admin,
      payload: { ids: reversed },
    });
    expect(ordered.statusCode).toBe(204);
    expect(((await list('?floor=2F')).json().items as Item[]).map((i) => i.id)).toEqual(reversed);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'retail_tenant'), eq(auditLog.targetId, String(tenant.id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/retail-tenants/${tenant.id}`, headers: as.admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/admin/retail-tenants/${tenant.id}`, headers: as.admin })).statusCode).toBe(404);
  });
});

describe("a retail tenant's photos", () => {
  const png = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#cc8844' } })
      .png()
      .toBuffer();
  const uploadPhoto = async (who: Record<string, string>) => {
    const { payload, contentType } = await multipartForm([{ filename: 'front.png', data: await png() }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/retail-photo',
      headers: { ...who, 'content-type': contentType },
      payload,
    });
  };
  const publicPhoto = (id: string) => t.app.inject({ url: `/api/v1/uploads/${id}`, headers });

  it('are uploaded by the office only, re-encoded inside 1600 px', async () => {
    expect((await uploadPhoto(as.kim)).statusCode).toBe(403);
    const res = await uploadPhoto(as.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 1600, height: 800, purpose: 'retail-photo' });
  });

  it('are read by anyone once the tenant is published, and by no one else before', async () => {
    const photo = (await uploadPhoto(as.admin)).json().id as string;
    // Not attached yet: the office's own file.
    expect((await publicPhoto(photo)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/uploads/${photo}`, headers: as.kim })).statusCode).toBe(404);

    const draft = (await create(as.admin, input({ nameKo: '사진 매장', published: false, photoIds: [photo] }))).json();
    expect(draft.photos.map((p: { id: string }) => p.id)).toEqual([photo]);
    expect((await publicPhoto(photo)).statusCode).toBe(404);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/retail-tenants/${draft.id}/published`,
      headers: as.admin,
      payload: { published: true },
    });
    const served = await publicPhoto(photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    // A member reads it through the session route too, and that is no read of personal data.
    expect((await t.app.inject({ url: `/api/v1/uploads/${photo}`, headers: as.kim })).statusCode).toBe(200);
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read_personal_data'), eq(auditLog.targetId, photo)));
    expect(reads).toEqual([]);
    const page = await t.app.inject({ url: `/api/v1/retail-tenants/${draft.id}`, headers });
    expect(page.json()).toMatchObject({ photoIds: [photo], coverPhotoId: photo });

    // Taken off the tenant, the photo is let go: no longer anyone's to read, and the purge job's.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/retail-tenants/${draft.id}`,
      headers: as.admin,
      payload: input({ nameKo: '사진 매장', photoIds: [] }),
    });
    expect((await publicPhoto(photo)).statusCode).toBe(404);
  });

  it('are served at three widths for srcset, without the API key, once the tenant is published (decision 0058)', async () => {
    const photo = (await uploadPhoto(as.admin)).json().id as string;
    const media = (file: string) => t.app.inject({ url: `/media/${photo}/${file}` });
    const draft = (await create(as.admin, input({ nameKo: '사진 크기 매장', published: false, photoIds: [photo] }))).json();
    // A draft's photo is no one's to read in any size, as an unknown id.
    expect((await media('640.webp')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/AAAAAAAAAAAAAAAAAAAAAA/640.webp' })).statusCode).toBe(404);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/retail-tenants/${draft.id}/published`,
      headers: as.admin,
      payload: { published: true },
    });
    const widths = [];
    for (const size of ['320', '640', '1280']) {
      const served = await media(`${size}.webp`);
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      widths.push([meta.width, meta.height]);
    }
    expect(widths).toEqual([
      [320, 160],
      [640, 320],
      [1280, 640],
    ]);
    // Only the three sizes: no other width, and not the original's name.
    expect((await media('2000.webp')).statusCode).toBe(400);
    expect((await media('640.png')).statusCode).toBe(400);
  });

  it("refuses a photo that is not the office's own unclaimed retail photo", async () => {
    const photo = (await uploadPhoto(as.admin)).json().id as string;
    const first = await create(as.admin, input({ nameKo: '첫 매장', photoIds: [photo] }));
    expect(first.statusCode).toBe(201);
    const second = await create(as.admin, input({ nameKo: '둘째 매장', photoIds: [photo] }));
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('UPLOAD_NOT_ATTACHABLE');
    expect((await create(as.admin, input({ photoIds: ['AAAAAAAAAAAAAAAAAAAAAA'] }))).statusCode).toBe(400);
  });
});
