import { VISIT_COUNT_CAP, VISIT_PAGE_SIZE, type VisitStatus } from '@tea/shared/visitors/visit.rules';
import type { ListOrder } from '@tea/shared/admin/list-order';
import type { VisitList, VisitSort } from '@tea/shared/visitors/visit.schema';
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.js';
import { orderOf } from '../../db/list-order.js';
import { runPrepared } from '../../db/prepared.js';
import { shortCache } from '../../db/short-cache.js';
import { companies } from '../../db/schema/companies.js';
import { visitRegistrations, visits } from '../../db/schema/visitors.js';
import { sharedAnswer } from '../../plugins/shared-answers.js';
import type { ActorContext } from '../../request-context.js';
import { visitView, type VisitViewRow } from './visit-view.js';

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
type PageRead = [VisitViewRow[], { n: number }[]];
/** Each read's page as each of its readers sees it: gone with the read. */
const views = new WeakMap<PageRead, Map<string, VisitList>>();

/**
 * Which visits a list shows, as data. Its JSON is the list's cache key, so it must hold the reader's
 * scope (`createdBy` for a member, `companyId` for a tenant manager): two readers then share a page
 * only when they may see the same rows. Data rather than SQL because printing the SQL to key it cost
 * a fifth of a cached answer.
 */
export interface VisitFilter {
  createdBy?: number;
  companyId?: number;
  status?: VisitStatus;
  date?: string;
  /** Part of the visitor's name. */
  q?: string;
  /** Soonest first (a waiting list), latest first (an inquiry list), or a day's arrivals by time. */
  order: 'soonest' | 'latest' | 'arrival';
  /** The back office's order by a column (decision 0061), the list's own `order` then deciding among equals. */
  sort?: ListOrder<VisitSort> | null;
}

/** The filter as SQL: anonymised visits are never listed. */
export function visitSelection(f: VisitFilter): { where: SQL | undefined; order: SQL[] } {
  const where = and(
    isNull(visits.anonymisedAt),
    f.createdBy !== undefined ? eq(visits.createdBy, f.createdBy) : undefined,
    f.companyId !== undefined ? eq(visits.companyId, f.companyId) : undefined,
    f.status ? eq(visits.status, f.status) : undefined,
    f.date ? eq(visits.date, f.date) : undefined,
    f.q ? ilike(visits.visitorName, containsPattern(f.q)) : undefined,
  );
  const orders = {
    soonest: [asc(visits.date), asc(visits.time), asc(visits.id)],
    latest: [desc(visits.date), desc(visits.time), desc(visits.id)],
    arrival: [asc(visits.time), asc(visits.id)],
  };
  // By day and hour is the soonest or the latest first, read straight from the day's index.
  if (f.sort?.key === 'date') return { where, order: orders[f.sort.desc ? 'latest' : 'soonest'] };
  const sorted = { date: visits.date, visitor: visits.visitorName, status: visits.status };
  return { where, order: [...orderOf(f.sort, sorted), ...orders[f.order]] };
}

/** After a change to visits on this replica (or in the database behind its back, as a test does). */
export function forgetVisitPages(): void {
  lists.clear();
}

/**
 * One page of the visits `filter` selects, as `ctx.actor` sees them; and how many there are,
 * counted up to VISIT_COUNT_CAP (`capped` past it): an exact count of a company's 30,000 waiting
 * visits would cost each page more than the page itself (decision 0022).
 */
export async function visitPage(ctx: ActorContext, filter: VisitFilter, page: number): Promise<Readonly<VisitList>> {
  const read = await lists.get(`${JSON.stringify(filter)}|${page}`, () => {
    const { where, order } = visitSelection(filter);
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
  // A page as each reader sees it (what they may do with each visit), kept with the read it came from.
  let answers = views.get(read);
  if (!answers) views.set(read, (answers = new Map()));
  const { actor } = ctx;
  const reader = `${ctx.lang}|${actor.id}|${actor.role}|${actor.companyId}`;
  let answer = answers.get(reader);
  if (!answer) answers.set(reader, (answer = sharedAnswer(pageOf(ctx, read, page))));
  return answer;
}

function pageOf(ctx: ActorContext, [rows, [counted]]: PageRead, page: number): VisitList {
  const n = counted?.n ?? 0;
  return {
    items: rows.map((r) => visitView(ctx.lang, ctx.actor, r)),
    total: Math.min(n, VISIT_COUNT_CAP),
    capped: n > VISIT_COUNT_CAP,
    page,
    pageSize: VISIT_PAGE_SIZE,
  };
}
