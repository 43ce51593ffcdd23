import { seoulDate } from '@tea/shared/calendar';
import { GX_MON_WED_FRI, GX_TUE_THU, gxVat, nextMonth } from '@tea/shared/wellness/gx.rules';
import { eq } from 'drizzle-orm';
import { calendarFor, windowOf } from '../../modules/wellness/gx.service.js';
import type { Db } from '../client.js';
import { gxPrograms } from '../schema/wellness.js';

/** Demo GX programs: yoga at the spec's prices, and two other classes, each month alike. */
const DEMO_PROGRAMS = [
  {
    nameKo: '모닝 요가',
    nameEn: 'Morning yoga',
    course: GX_MON_WED_FRI,
    start: '07:00',
    end: '07:50',
    instructor: '김하늘',
    capacity: 20,
    waitlist: 10,
  },
  {
    nameKo: '점심 요가',
    nameEn: 'Lunchtime yoga',
    course: GX_TUE_THU,
    start: '12:10',
    end: '13:00',
    instructor: '이서연',
    capacity: 20,
    waitlist: 10,
  },
  {
    nameKo: '필라테스 매트',
    nameEn: 'Mat Pilates',
    course: GX_TUE_THU,
    start: '18:30',
    end: '19:20',
    instructor: '박지민',
    capacity: 15,
    waitlist: 5,
  },
  {
    nameKo: '줌바',
    nameEn: 'Zumba',
    course: GX_MON_WED_FRI,
    start: '18:30',
    end: '19:20',
    instructor: 'Maria Santos',
    capacity: 25,
    waitlist: 10,
  },
] as const;

/** The demo programs of the current and next month, for a month that has none yet (the office's edits stay). */
export async function seedGxPrograms(db: Db, now: Date): Promise<void> {
  const current = seoulDate(now).slice(0, 7);
  for (const month of [current, nextMonth(current)]) {
    const [present] = await db.select({ id: gxPrograms.id }).from(gxPrograms).where(eq(gxPrograms.month, month)).limit(1);
    if (present) continue;
    // A demo month whose registration has already closed is taken as running (the close looked at it):
    // otherwise the close job would cancel the demo's programs for having no registrations.
    const window = windowOf(await calendarFor(db, month), { month, registrationOpens: null, registrationCloses: null });
    const running = month === current || (window !== null && now.getTime() >= window.closesAt.getTime());
    await db.insert(gxPrograms).values(
      DEMO_PROGRAMS.map((p) => ({
        month,
        nameKo: p.nameKo,
        nameEn: p.nameEn,
        weekdays: [...p.course.weekdays],
        startTime: p.start,
        endTime: p.end,
        instructor: p.instructor,
        capacity: p.capacity,
        waitlistLength: p.waitlist,
        price: p.course.price,
        vat: gxVat(p.course.price),
        closedAt: running ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}
