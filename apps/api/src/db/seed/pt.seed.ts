import { eq } from 'drizzle-orm';
import { writePackage } from '../../modules/wellness/pt.service.js';
import type { Db } from '../client.js';
import { seedResources } from './resource-rows.js';
import { users } from '../schema/accounts.js';
import { ptAvailability, ptPackages, ptTrainers } from '../schema/pt.js';

/** The wellness center's PT trainers and their weekly hours (the back office edits them). */
const TRAINERS = [
  {
    code: 'pt-trainer-01',
    nameKo: '김도윤',
    nameEn: 'Kim Doyun',
    introKo: '체형 교정과 근력 운동',
    introEn: 'Posture and strength training',
    // Monday to Friday mornings, Tuesday and Thursday evenings.
    hours: [1, 2, 3, 4, 5]
      .map((weekday) => ({ weekday, start: '07:00', end: '12:00' }))
      .concat([2, 4].map((weekday) => ({ weekday, start: '18:00', end: '21:00' }))),
  },
  {
    code: 'pt-trainer-02',
    nameKo: '이서연',
    nameEn: 'Lee Seoyeon',
    introKo: '필라테스와 재활 운동',
    introEn: 'Pilates and rehabilitation',
    hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '12:00', end: '20:00' })),
  },
  {
    code: 'pt-trainer-03',
    nameKo: '박준호',
    nameEn: 'Park Junho',
    introKo: '다이어트와 체력 향상',
    introEn: 'Weight loss and conditioning',
    hours: [1, 3, 5, 6].map((weekday) => ({ weekday, start: '06:30', end: '10:00' })),
  },
];

/** Reference data: the trainers as resources of the core, their introductions and weekly hours (once). */
export async function seedPtTrainers(db: Db): Promise<void> {
  const ids = await seedResources(db, 'pt', { opensAt: '06:00', closesAt: '22:00' }, TRAINERS);
  for (const t of TRAINERS) {
    const id = ids.get(t.code);
    if (!id) continue;
    const [inserted] = await db
      .insert(ptTrainers)
      .values({ resourceId: id, introKo: t.introKo, introEn: t.introEn })
      .onConflictDoNothing()
      .returning({ id: ptTrainers.resourceId });
    if (inserted)
      await db
        .insert(ptAvailability)
        .values(t.hours.map((h) => ({ trainerId: id, weekday: h.weekday, startTime: h.start, endTime: h.end })));
  }
}

/** A demo package (no session yet) for a member who takes part in no journey, so the pages have one to show. */
export async function seedDemoPtPackage(db: Db, now: Date): Promise<void> {
  const [any] = await db.select({ id: ptPackages.id }).from(ptPackages).limit(1);
  if (any) return;
  const [person] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.loginId, 'acme.staff23'));
  if (!person?.companyId) return;
  await writePackage(db, { userId: person.id, companyId: person.companyId, paymentMethod: 'invoice', now });
}
