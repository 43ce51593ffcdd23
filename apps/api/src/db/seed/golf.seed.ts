import { GOLF } from '@tea/shared/reservations/golf.policy';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { golfProHours } from '../schema/golf.js';
import { seedResources } from './resource-rows.js';
import { seedSeatRows } from './seat-rows.js';

const BAY_CODES = Array.from({ length: GOLF.bays }, (_, i) => `golf-bay-${String(i + 1).padStart(2, '0')}`);

/** The two pros of the reference data and their lesson hours (ISO weekdays). */
const PROS = [
  {
    code: 'golf-pro-01',
    nameKo: '김하늘 프로',
    nameEn: 'Pro Kim Haneul',
    hours: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, startTime: '07:00', endTime: '09:00' },
      { weekday, startTime: '18:00', endTime: '20:00' },
    ]),
  },
  {
    code: 'golf-pro-02',
    nameKo: '박준호 프로',
    nameEn: 'Pro Park Junho',
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '10:00', endTime: '16:00' })),
  },
] as const;

/** Golf (issue 16): the center's bays (seats without sides, two to a row) and two pros with their lesson hours. */
export async function seedGolf(db: Db): Promise<void> {
  await seedSeatRows(
    db,
    'golfSeat',
    { opensAt: GOLF.opensAt, closesAt: GOLF.closesAt },
    BAY_CODES.map((code, i) => ({
      code,
      nameKo: `골프 타석 ${i + 1}번`,
      nameEn: `Golf bay ${i + 1}`,
      gender: null,
      number: i + 1,
      row: Math.floor(i / GOLF.baysPerRow) + 1,
      column: (i % GOLF.baysPerRow) + 1,
    })),
  );
  const pros = await seedResources(db, 'golfLesson', { opensAt: GOLF.opensAt, closesAt: GOLF.closesAt }, PROS);
  const known = await db
    .select({ id: golfProHours.resourceId })
    .from(golfProHours)
    .where(inArray(golfProHours.resourceId, [...pros.values()]));
  const seeded = new Set(known.map((k) => k.id));
  const rows = PROS.filter((p) => !seeded.has(pros.get(p.code)!)).flatMap((p) =>
    p.hours.map((h) => ({ resourceId: pros.get(p.code)!, ...h })),
  );
  if (rows.length > 0) await db.insert(golfProHours).values(rows);
}
