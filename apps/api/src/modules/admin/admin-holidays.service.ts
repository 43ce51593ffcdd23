import type { HolidayInput } from '@tea/shared/admin/holiday.schema';
import type { HolidayListQuery } from '@tea/shared/admin/back-office-lists.schema';
import { seoul } from '@tea/shared/time';
import { and, asc, count, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { orderOf } from '../../db/list-order.js';
import { holidays } from '../../db/schema/holidays.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { auditActor } from '../audit/audit.service.js';
import type { ActorContext } from '../../request-context.js';

/**
 * The holidays of a year (this Seoul year without one), between two of its days if asked, a page at a time: public holidays, temporary
 * holidays and building closures, by day or by an allow-listed column, the day deciding among equals.
 */
export async function listHolidays(ctx: ActorContext, query: HolidayListQuery) {
  const year = query.year ?? seoul(ctx.now).year();
  const where = and(
    gte(holidays.date, `${year}-01-01`),
    lt(holidays.date, `${year + 1}-01-01`),
    query.from ? gte(holidays.date, query.from) : undefined,
    query.to ? lte(holidays.date, query.to) : undefined,
  );
  const column = { date: holidays.date, name: ctx.lang === 'ko' ? holidays.nameKo : holidays.nameEn, kind: holidays.kind };
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(holidays)
      .where(where)
      .orderBy(...orderOf(query.sort, column), asc(holidays.date))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    ctx.db.select({ n: count() }).from(holidays).where(where),
  ]);
  return { year, items, total: Number(counted?.n ?? 0) };
}

/** Adds a temporary holiday or a closure; a day that already is a holiday of any kind is refused (409, on the date). */
export async function addHoliday(ctx: ActorContext, input: HolidayInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(holidays).values(input).onConflictDoNothing({ target: holidays.date }).returning();
    if (!row) throw new AppError('CONFLICT', { date: translator(ctx.lang)('admin:fieldErrors.holidayExists') });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'holiday',
      targetId: input.date,
      detail: { kind: input.kind, nameKo: input.nameKo, nameEn: input.nameEn },
    });
  });
}

/** Removes a temporary holiday or a closure. Public holidays come from the gazette list and stay (409 CONFLICT). */
export async function removeHoliday(ctx: ActorContext, date: string): Promise<void> {
  const [found] = await ctx.db.select().from(holidays).where(eq(holidays.date, date)).limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.kind === 'public') throw new AppError('CONFLICT');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(holidays).where(and(eq(holidays.date, date), inArray(holidays.kind, ['temporary', 'closure'])));
    await auditActor(tx, ctx, {
      action: 'delete',
      targetType: 'holiday',
      targetId: date,
      detail: { kind: found.kind, nameKo: found.nameKo, nameEn: found.nameEn },
    });
  });
}
