import { VISIT_COUNT_CAP, VISIT_PAGE_SIZE } from '@tea/shared/visitors/visit.rules';
import type { VisitList } from '@tea/shared/visitors/visit.schema';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runPrepared } from '../../db/prepared.js';
import { shortCache } from '../../db/short-cache.js';
import { companies } from '../../db/schema/companies.js';
import { visitRegistrations, visits } from '../../db/schema/visitors.js';
import type { ActorContext } from '../../request-context.js';
import { visitView } from './visit-view.js';

/** The columns a list shows (visitView's input): a page reads and decodes nothing else. */
const LIST_COLUMNS = {
  visit: {
    id: visits.id,
    registrationId: visits.registrationId,
    companyId: visits.companyId,
    createdBy: visits.createdBy,
    reference: visits.reference,
    code: visits.code,
    status: visits.status,
    visitorName: visits.visitorName,
    visitorCompany: visits.visitorCompany,
    email: visits.email,
    mobile: visits.mobile,
    qrLang: visits.qrLang,
    date: visits.date,
    time: visits.time,
    durationMinutes: visits.durationMinutes,
    purpose: visits.purpose,
    visitedPerson: visits.visitedPerson,
    building: visits.building,
    decisionReason: visits.decisionReason,
    checkedInAt: visits.checkedInAt,
    createdAt: visits.createdAt,
  },
  registration: {
    source: visitRegistrations.source,
    floor: visitRegistrations.floor,
    personInCharge: visitRegistrations.personInCharge,
  },
  company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
};

/**
 * Each replica keeps a page of a list for a second (decision 0012): the desk's screens and a
 * company's managers asking for the same page share one read. Every change to visits made through
 * this replica clears it (visitors.routes.ts); one made on another replica shows here within the second.
 */
const lists = shortCache({ ttlMs: 1000, maxKeys: 500 });
const dialect = new PgDialect();

/** After a change to visits on this replica (or in the database behind its back, as a test does). */
export function forgetVisitPages(): void {
  lists.clear();
}

/**
 * One page of the visits `where` selects, in `order`, as `ctx.actor` sees them; and how many there
 * are, counted up to VISIT_COUNT_CAP (`capped` past it): an exact count of a company's 30,000 waiting
 * visits would cost each page more than the page itself (decision 0022).
 */
export async function visitPage(ctx: ActorContext, where: SQL | undefined, order: SQL[], page: number): Promise<VisitList> {
  // The key is the filter and order as SQL (cheap to print, unlike the page's 26 columns): it holds
  // the reader's scope, so two readers share rows only when they may see the same ones.
  const shape = dialect.sqlToQuery(sql`${where ?? sql`true`} order by ${sql.join(order, sql`, `)}`);
  const [rows, [counted]] = await lists.get(`${shape.sql}|${JSON.stringify(shape.params)}|${page}`, () => {
    const firstRows = ctx.db
      .select({ one: sql`1` })
      .from(visits)
      .where(where)
      .limit(VISIT_COUNT_CAP + 1)
      .as('first_rows');
    return Promise.all([
      runPrepared(
        ctx.db
          .select(LIST_COLUMNS)
          .from(visits)
          .innerJoin(visitRegistrations, eq(visitRegistrations.id, visits.registrationId))
          .innerJoin(companies, eq(companies.id, visits.companyId))
          .where(where)
          .orderBy(...order)
          .limit(VISIT_PAGE_SIZE)
          .offset((page - 1) * VISIT_PAGE_SIZE),
      ),
      runPrepared(ctx.db.select({ n: count() }).from(firstRows)),
    ]);
  });
  const n = counted?.n ?? 0;
  return {
    items: rows.map((r) => visitView(ctx.lang, ctx.actor, r)),
    total: Math.min(n, VISIT_COUNT_CAP),
    capped: n > VISIT_COUNT_CAP,
    page,
    pageSize: VISIT_PAGE_SIZE,
  };
}
