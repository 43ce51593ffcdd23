import type { HolidayCalendar } from '@tea/shared/business-days';
import { seoulDate } from '@tea/shared/calendar';
import { and, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { holidays } from '../../db/schema/holidays.js';

/**
 * The holiday calendar from `from`'s year to the next (an SLA counted in late December runs into
 * January): a year is known once its public holidays are in; closures count as days off too.
 */
export async function holidayCalendarFrom(db: Db, from: Date): Promise<HolidayCalendar> {
  const year = Number(seoulDate(from).slice(0, 4));
  const rows = await db
    .select({ date: holidays.date, kind: holidays.kind })
    .from(holidays)
    .where(and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year + 1}-12-31`)));
  return {
    years: new Set(rows.filter((h) => h.kind === 'public').map((h) => Number(h.date.slice(0, 4)))),
    days: new Set(rows.map((h) => h.date)),
  };
}
