import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/index';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('building facts', () => {
  it('lists the other services with monthly prices from the database, free ones as null', async () => {
    const res = await t.app.inject({ url: '/api/v1/building/other-services', headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { slug: string; monthlyPrice: number | null }[];
    expect(items.map((i) => i.slug)).toEqual(['car-wash', 'shoe-care', 'umbrella', 'mailroom']);
    expect(items.find((i) => i.slug === 'car-wash')?.monthlyPrice).toBeGreaterThan(0);
    expect(items.find((i) => i.slug === 'umbrella')?.monthlyPrice).toBeNull();
  });

  it('lists the contact directory with the service line first', async () => {
    const res = await t.app.inject({ url: '/api/v1/building/contacts', headers });
    const items = res.json().items as { slug: string; phone: string }[];
    expect(items[0]).toMatchObject({ slug: 'service-center', phone: '02-6000-1000' });
    expect(items.every((i) => /^02-\d{4}-\d{4}$/.test(i.phone))).toBe(true);
  });
});

describe('companies and seed', () => {
  it('lists at least six tenants with Korean and English names, one retail and one split across floors', async () => {
    const res = await t.app.inject({ url: '/api/v1/companies', headers });
    const items = res.json().items as { nameKo: string; nameEn: string; kind: string; splitFloor: boolean; floors: number[] }[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.some((c) => c.kind === 'retail')).toBe(true);
    expect(items.some((c) => c.splitFloor && c.floors.length > 1)).toBe(true);
    expect(items.every((c) => c.nameKo && c.nameEn && c.floors.length > 0)).toBe(true);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/v1/companies', headers })).json();
    await seed(t.database.db, { demo: true, now: t.app.clock.now() });
    const after = (await t.app.inject({ url: '/api/v1/companies', headers })).json();
    expect(after).toEqual(before);
  });

  it('loads the Korean public holidays with English names', async () => {
    const { holidays } = await import('../../db/schema/holidays');
    const { eq } = await import('drizzle-orm');
    const [chuseok] = await t.database.db.select().from(holidays).where(eq(holidays.date, '2026-09-25'));
    expect(chuseok).toMatchObject({ nameKo: '추석', nameEn: 'Chuseok', kind: 'public' });
  });
});
