import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { companies } from '../db/schema/companies.js';
import { resources } from '../db/schema/reservations.js';
import { hashPassword } from '../modules/auth/password.js';

/** The password of every account the factories make. */
export const FACTORY_PASSWORD = 'Member!2345';
let passwordHash: Promise<string> | undefined;

let seq = 0;
/** A number no other factory call of this test file has used: unique codes, IDs and addresses. */
const next = () => (seq += 1);

/** The IDs of the seeded demo companies ACME and Blue. */
export async function seededCompanyIds(db: Db): Promise<{ acmeId: number; blueId: number }> {
  const rows = await db.select({ id: companies.id, code: companies.code }).from(companies);
  return { acmeId: rows.find((r) => r.code === 'acme')!.id, blueId: rows.find((r) => r.code === 'blue')!.id };
}

/**
 * Test data made directly in the database (DESIGN.md §8), each row unique within the file, so tests
 * do not disturb each other or the seeded demo data. Bookings are made through the API instead
 * (`test/bookings.ts`): their rules are what the tests are about.
 */
export function factories(db: Db) {
  const companyId = async (code: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0]!.id;

  return {
    /** An active tenant company on floor 3 of tower A. */
    async company(overrides: Partial<typeof companies.$inferInsert> = {}) {
      const n = next();
      const [row] = await db
        .insert(companies)
        .values({ code: `fx${n}`, nameKo: `테스트${n}`, nameEn: `Test ${n}`, tower: 'A', floors: [3], ...overrides })
        .returning({ id: companies.id, code: companies.code });
      return row!;
    },

    /** An approved member of ACME (floor 12) unless told otherwise; logs in with FACTORY_PASSWORD. */
    async user(overrides: Partial<typeof users.$inferInsert> = {}) {
      const n = next();
      const loginId = overrides.loginId ?? `fx.user${n}`;
      const [row] = await db
        .insert(users)
        .values({
          loginId,
          passwordHash: await (passwordHash ??= hashPassword(FACTORY_PASSWORD)),
          name: `픽스처${n}`,
          email: `${loginId}@fixture.example`,
          mobile: `+8210777${String(10000 + n).slice(-5)}`,
          gender: 'female',
          role: 'member',
          status: 'approved',
          companyId: overrides.companyId === undefined ? await companyId('acme') : overrides.companyId,
          floor: 12,
          ...overrides,
        })
        .returning({ id: users.id, loginId: users.loginId, name: users.name, email: users.email });
      return row!;
    },

    /** Another bookable resource of an amenity, a copy of its first one (hours, price, extras) with a new code. */
    async resource(amenity: Amenity, overrides: Partial<typeof resources.$inferInsert> = {}) {
      const [template] = await db
        .select()
        .from(resources)
        .where(and(eq(resources.amenity, amenity), eq(resources.active, true)))
        .orderBy(asc(resources.sort))
        .limit(1);
      if (!template) throw new Error(`no ${amenity} resource to copy`);
      const { id: _id, code, ...rest } = template;
      const n = next();
      const [row] = await db
        .insert(resources)
        .values({ ...rest, code: `${code}-fx${n}`, sort: 1000 + n, ...overrides })
        .returning({ id: resources.id, code: resources.code });
      return row!;
    },
  };
}
