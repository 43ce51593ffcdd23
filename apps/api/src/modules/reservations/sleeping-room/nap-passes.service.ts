/**
 * Paid nap-room passes (issue 16, decision 0036): the building office issues a pass to a member, paid
 * at the desk or charged to the company; a nap-room booking beyond the day's free hour draws its
 * sessions, earliest expiry first, under the pass rows' locks in the booking's transaction. A
 * pass's sessions left are its sessions less the uses of its bookings that still stand, so a
 * cancelled booking gives its sessions back without writing anything.
 */
import type { Lang } from '@tea/i18n';
import type { NapPassChargeLine } from '@tea/shared/admin/admin.responses';
import { seoulDate } from '@tea/shared/calendar';
import {
  NAP_FREE_USES_PER_MONTH,
  napDrawPlan,
  napPassExpiry,
  napPassProduct,
  napPassValid,
  type NapPassBalance,
} from '@tea/shared/reservations/sleeping-room.policy';
import type { AdminNapPass, NapPass, NapPassIssue } from '@tea/shared/reservations/sleeping-room.schema';
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { companies } from '../../../db/schema/companies.js';
import { bilingualName, nameIn } from '../../../db/schema/name-columns.js';
import { napPasses, napPassUses } from '../../../db/schema/nap-passes.js';
import { reservations } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import type { ActorContext } from '../../../request-context.js';
import { auditActor } from '../../audit/audit.service.js';
import { monthBounds } from '../../wellness/pt-charges.js';
import type { PersonBooking } from '../reservation-core.js';
import { chargeCompany, chargedHolder, ofAskedCompany, type ChargesQuery } from '../charge-company.js';

type PassRow = typeof napPasses.$inferSelect;

/** Sessions drawn from each pass by bookings that still stand (a cancelled booking's are given back). */
async function usedOf(db: Db, passIds: number[]): Promise<Map<number, number>> {
  if (passIds.length === 0) return new Map();
  const rows = await db
    .select({ passId: napPassUses.passId, used: sql<number>`sum(${napPassUses.sessions})::int` })
    .from(napPassUses)
    .innerJoin(reservations, eq(reservations.id, napPassUses.reservationId))
    .where(and(inArray(napPassUses.passId, passIds), ne(reservations.status, 'cancelled')))
    .groupBy(napPassUses.passId);
  return new Map(rows.map((r) => [r.passId, Number(r.used)]));
}

function view(p: PassRow, used: number): NapPass {
  return {
    id: p.id,
    product: p.product,
    sessions: p.sessions,
    left: p.sessions - used,
    expiresOn: p.expiresOn,
    price: p.price,
    payment: p.payment,
    issuedAt: p.createdAt.toISOString(),
  };
}

/** The person's passes still valid today, with their sessions left; `lock` takes their rows' locks (the booking's transaction). */
async function validPasses(db: Db, userId: number, today: string, lock = false): Promise<NapPassBalance[]> {
  const query = db
    .select()
    .from(napPasses)
    .where(and(eq(napPasses.userId, userId), gte(napPasses.expiresOn, today)))
    .orderBy(asc(napPasses.expiresOn), asc(napPasses.id));
  const rows = lock ? await query.for('update') : await query;
  const used = await usedOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, expiresOn: r.expiresOn, left: r.sessions - (used.get(r.id) ?? 0) }));
}

/** Sessions left on the person's valid passes (the booking form's preview). */
export async function sessionsLeft(db: Db, userId: number, today: string): Promise<number> {
  return (await validPasses(db, userId, today)).reduce((sum, p) => sum + Math.max(0, p.left), 0);
}

/**
 * The free uses the person has left in the Seoul month of the booking's day (decision 0059): the
 * month's allowance less their nap-room bookings that month, not cancelled, whose first hour was free
 * (fewer sessions drawn than hours). A no-show keeps its free use; the booking being changed does not
 * count against itself. Under the person's lock in the booking's transaction, so parallel bookings
 * never take one free use twice.
 */
export async function freeUsesLeft(db: Db, person: PersonBooking): Promise<number> {
  const drawn = db
    .select({ n: sql`coalesce(sum(${napPassUses.sessions}), 0)` })
    .from(napPassUses)
    .where(eq(napPassUses.reservationId, reservations.id));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, person.userId),
        eq(reservations.amenity, 'sleepingRoom'),
        ne(reservations.status, 'cancelled'),
        sql`date_trunc('month', ${reservations.date}) = date_trunc('month', ${person.date}::date)`,
        sql`ceil(extract(epoch from upper(${reservations.period}) - lower(${reservations.period})) / 3600) > (${drawn})`,
        person.exceptId ? ne(reservations.id, person.exceptId) : undefined,
      ),
    );
  return Math.max(0, NAP_FREE_USES_PER_MONTH - Number(row?.n ?? 0));
}

/**
 * Inside the booking's transaction, after the person's lock: draws `needed` sessions for the booking
 * from the person's valid passes, earliest expiry first, under the passes' row locks, so that
 * parallel bookings never draw one session twice; 409 NAP_PASS_NEEDED when they do not hold enough.
 */
export async function drawSessions(
  tx: Db,
  draw: { userId: number; reservationId: number; needed: number; today: string },
): Promise<void> {
  if (draw.needed === 0) return;
  const plan = napDrawPlan(await validPasses(tx, draw.userId, draw.today, true), draw.needed, draw.today);
  if (!plan) throw new AppError('NAP_PASS_NEEDED');
  await tx
    .insert(napPassUses)
    .values(plan.map((p) => ({ passId: p.passId, reservationId: draw.reservationId, sessions: p.sessions })));
}

/** Gives back what a booking drew (before it is drawn again for a change). */
export async function releaseSessions(tx: Db, reservationId: number): Promise<void> {
  await tx.delete(napPassUses).where(eq(napPassUses.reservationId, reservationId));
}

/** My Page: the person's passes still valid with sessions left, earliest expiry first. */
export async function myPasses(ctx: ActorContext): Promise<{ items: NapPass[] }> {
  const today = seoulDate(ctx.now);
  const rows = await ctx.db
    .select()
    .from(napPasses)
    .where(and(eq(napPasses.userId, ctx.actor.id), gte(napPasses.expiresOn, today)))
    .orderBy(asc(napPasses.expiresOn), asc(napPasses.id));
  const used = await usedOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => view(r, used.get(r.id) ?? 0)).filter((p) => p.left > 0 && napPassValid(p.expiresOn, today)),
  };
}

const holder = aliasedTable(users, 'holder');
const issuer = aliasedTable(users, 'issuer');

/** The back office's list of passes, the newest first, with holder, company and issuer. */
export async function listPasses(ctx: ActorContext): Promise<{ items: AdminNapPass[] }> {
  const rows = await ctx.db
    .select({
      p: napPasses,
      holder: { id: holder.id, name: holder.name, loginId: holder.loginId },
      issuer: issuer.name,
      company: bilingualName(companies),
    })
    .from(napPasses)
    .innerJoin(holder, eq(holder.id, napPasses.userId))
    .innerJoin(issuer, eq(issuer.id, napPasses.issuedBy))
    .innerJoin(companies, eq(companies.id, napPasses.companyId))
    .orderBy(desc(napPasses.createdAt), desc(napPasses.id))
    .limit(500);
  const used = await usedOf(
    ctx.db,
    rows.map((r) => r.p.id),
  );
  return {
    items: rows.map((r) => ({
      ...view(r.p, used.get(r.p.id) ?? 0),
      holder: r.holder,
      company: nameIn(ctx.lang, r.company),
      issuedBy: r.issuer,
    })),
  };
}

/**
 * Issues a pass to an approved member of a company (a building manager, in the back office), paid at
 * the desk or charged to the member's company for the month; audited in the same transaction.
 */
export async function issuePass(ctx: ActorContext, input: NapPassIssue): Promise<{ id: number }> {
  const [person] = await ctx.db
    .select({ id: users.id, companyId: users.companyId, status: users.status, role: users.role })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!person || person.companyId === null || person.status !== 'approved' || person.role === 'building_manager') {
    throw new AppError('NOT_FOUND');
  }
  const product = napPassProduct(input.product);
  const companyId = person.companyId;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(napPasses)
      .values({
        userId: person.id,
        companyId,
        product: product.id,
        sessions: product.sessions,
        price: product.price,
        payment: input.payment,
        expiresOn: napPassExpiry(product.id, seoulDate(ctx.now)),
        issuedBy: ctx.actor.id,
        createdAt: ctx.now,
      })
      .returning({ id: napPasses.id });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'nap_pass',
      targetId: row!.id,
      companyId,
      detail: { userId: person.id, product: product.id, payment: input.payment },
    });
    return { id: row!.id };
  });
}

/** The passes charged to a company in a Seoul month (the month it was issued), beside the PT lines. */
export async function napPassCharges(db: Db, lang: Lang, query: ChargesQuery): Promise<NapPassChargeLine[]> {
  const [from, to] = monthBounds(query.month);
  const rows = await db
    .select({ p: napPasses, ...chargedHolder })
    .from(napPasses)
    .innerJoin(users, eq(users.id, napPasses.userId))
    .innerJoin(companies, eq(companies.id, napPasses.companyId))
    .where(
      and(
        eq(napPasses.payment, 'company'),
        gte(napPasses.createdAt, from),
        lt(napPasses.createdAt, to),
        ofAskedCompany(napPasses.companyId, query),
      ),
    )
    .orderBy(asc(companies.nameKo), asc(napPasses.createdAt), asc(napPasses.id));
  return rows.map(({ p, holder: name, company }) => ({
    id: p.id,
    company: chargeCompany(company, lang),
    kind: 'charge' as const,
    amount: p.price,
    at: p.createdAt.toISOString(),
    napPass: { passId: p.id, holder: name, date: seoulDate(p.createdAt), sessions: p.sessions },
  }));
}
