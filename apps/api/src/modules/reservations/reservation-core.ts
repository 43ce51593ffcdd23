/**
 * The booking core every amenity uses (DESIGN.md §5): codes and periods, the checks that need the
 * database (closed days, no-show restrictions, one's own overlapping bookings), the company's
 * monthly free quota taken under a row lock, and the charges ledger.
 */
import type { Lang } from '@tea/i18n';
import { seoulDate } from '@tea/shared/calendar';
import { amenityPolicy, referenceHead } from '@tea/shared/reservations/amenity-policies';
import { closedDayIssue, dayClosure, type DayClosure } from '@tea/shared/reservations/open-days';
import {
  HOLDING_STATUSES,
  minutesOf,
  monthOf,
  seoulInstant,
  type Amenity,
  type FieldIssue,
  type PriceQuote,
} from '@tea/shared/reservations/reservation.rules';
import { and, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { newPublicCode } from '../public-codes/public-codes.js';
import { holidays } from '../../db/schema/holidays.js';
import {
  amenityQuotas,
  ledgerEntries,
  referenceCounters,
  reservations,
  resourceBlackouts,
  resources,
  restrictions,
} from '../../db/schema/reservations.js';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { nameIn } from '../../db/schema/name-columns.js';

/** What a booking request names, the same for every amenity. */
interface BookingRequest {
  date: string;
  start: string;
  end: string;
  paymentMethod: (typeof reservations.$inferInsert)['paymentMethod'];
  purpose: string;
  participants: number;
}

/** The columns of a booking that its request and its price set: the same for a new booking and a change. */
export function requestedColumns(input: BookingRequest, priced: PriceQuote) {
  return {
    date: input.date,
    startTime: input.start,
    endTime: input.end,
    period: periodOf(input.date, input.start, input.end),
    paymentMethod: input.paymentMethod,
    purpose: input.purpose,
    participants: input.participants,
    priceLines: priced.lines,
    total: priced.total,
    deposit: priced.deposit,
    depositDue: priced.depositDue,
  };
}

/** The tstzrange of a Seoul date and hours, end excluded. */
export function periodOf(date: string, start: string, end: string): string {
  return `[${seoulInstant(date, start).toISOString()},${seoulInstant(date, end).toISOString()})`;
}

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * The statements that give booking `id` its reference (CR-20261201-0007), as two CTEs: `n` takes the
 * next number of the amenity's Seoul day under the day counter's row lock, `u` writes the reference
 * (`formatReference`'s layout: four digits at least) and returns it. One statement, so the counter's
 * lock is held for it and the commit only.
 */
function referenceCtes(id: number, amenity: Amenity, now: Date): SQL {
  const day = seoulDate(now);
  const prefix = amenityPolicy(amenity).referencePrefix;
  const head = referenceHead(amenity, day);
  return sql`n as (
      insert into ${referenceCounters} (prefix, day, last) values (${prefix}, ${day}, 1)
      on conflict (prefix, day) do update set last = ${referenceCounters}.last + 1
      returning last
    ), u as (
      update ${reservations} set reference = ${head} || lpad(n.last::text, greatest(4, length(n.last::text)), '0')
      from n where ${reservations}.id = ${id}
      returning reference
    )`;
}

/**
 * Gives the booking its reference (CR-20261201-0007). Called last in the booking's transaction, after
 * its row is in, so that only a booking that got its time waits for the day's counter (a refused
 * rush never reaches it).
 */
export async function assignReference(tx: Db, id: number, amenity: Amenity, now: Date): Promise<string> {
  const [row] = await rawRows<{ reference: string }>(tx, sql`with ${referenceCtes(id, amenity, now)} select reference from u`);
  return row!.reference;
}

/**
 * Inserts a free booking of one person in a slot (a fitness seat, a PT session), confirmed, with its
 * reference: the per-person rules and time locks are the caller's, taken before in the same
 * transaction. Returns its id; the slot's exclusion constraint raises 23P01 (`isOverlap`) when taken.
 */
export async function insertFreeSlot(
  tx: Db,
  booking: {
    amenity: Amenity;
    resourceId: number;
    companyId: number;
    person: PersonBooking;
    start: string;
    end: string;
    now: Date;
  },
): Promise<number> {
  const { amenity, resourceId, companyId, person, start, end, now } = booking;
  const [row] = await tx
    .insert(reservations)
    .values({
      code: newPublicCode(),
      amenity,
      resourceId,
      userId: person.userId,
      companyId,
      date: person.date,
      startTime: start,
      endTime: end,
      period: person.period,
      status: 'confirmed',
      paymentMethod: 'invoice',
      purpose: '',
      participants: 1,
      priceLines: [],
      total: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: reservations.id });
  await assignReference(tx, row!.id, amenity, now);
  return row!.id;
}

/** Free minutes a booking was priced with: `minutes` taken, on the month's count `expectedUsed` read before. */
export interface QuotaTake {
  key: QuotaKey;
  minutes: number;
  expectedUsed: number;
}

/**
 * The last statement of a booking that takes free minutes, in one round trip: under the company's
 * quota row lock, adds `take.minutes` to the month's count if the count is still the one the price
 * was computed from, then gives the reference (assignReference). Returns whether the minutes were
 * taken. When they were not (another booking of the company took some meanwhile), the row stays
 * locked until the transaction ends: the caller prices again on the count it reads now
 * (freeMinutesUsed) and records what it takes (addFreeMinutes). Locks are taken in one order:
 * quota, then counter.
 */
export async function takeQuotaAndReference(
  tx: Db,
  id: number,
  amenity: Amenity,
  now: Date,
  take: QuotaTake,
): Promise<{ reference: string; taken: boolean }> {
  const { key, minutes, expectedUsed } = take;
  const used = sql`${amenityQuotas}.free_minutes_used`;
  const [row] = await rawRows<{ taken: number | string; reference: string }>(
    tx,
    sql`with q as (
      insert into ${amenityQuotas} (company_id, month, amenity, free_minutes_used)
      values (${key.companyId}, ${key.month}, ${key.amenity}, ${minutes})
      on conflict (company_id, month, amenity) do update set free_minutes_used = ${used} + ${minutes}
      where ${used} = ${expectedUsed}
      returning 1
    ), ${referenceCtes(id, amenity, now)}
    select (select count(*) from q) as taken, (select reference from u) as reference`,
  );
  return { reference: row!.reference, taken: Number(row!.taken) === 1 };
}

/** PostgreSQL refused a booking that overlaps another on the same resource (the exclusion constraint). */
export const isOverlap = (error: unknown) => hasCode(error, '23P01');

/** Field issues of a policy as the 400 answer, in the request's language. */
export function failIfIssues(issues: readonly FieldIssue[], lang: Lang): void {
  if (issues.length === 0) return;
  const t = translator(lang);
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= t(issue.key, issue.params ?? {});
  throw new AppError('VALIDATION_FAILED', fields);
}

export async function loadResource(db: Db, id: number, amenity: string) {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.amenity, amenity), eq(resources.active, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the day is open for the resource: not a blackout of the resource, and open for its amenity
 * on the holiday calendar (`buildingDayIssue`).
 */
export async function dayIssue(
  db: Db,
  resourceId: number,
  date: string,
  lang: Lang,
  amenity: Amenity,
): Promise<FieldIssue | null> {
  const [closed, building] = await Promise.all([
    blackoutsOn(db, [resourceId], date, lang),
    buildingDayIssue(db, date, lang, amenity),
  ]);
  return closed.get(resourceId) ?? building;
}

/** Each of the resources closed on the day (a blackout set in the back office), with its reason. */
export async function blackoutsOn(db: Db, resourceIds: number[], date: string, lang: Lang): Promise<Map<number, FieldIssue>> {
  if (resourceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(resourceBlackouts)
    .where(and(inArray(resourceBlackouts.resourceId, resourceIds), eq(resourceBlackouts.date, date)));
  return new Map(
    rows.map((b) => [
      b.resourceId,
      { field: 'date', key: 'reservations:rules.dayClosed', params: { reason: lang === 'ko' ? b.reasonKo : b.reasonEn } },
    ]),
  );
}

/**
 * Whether the amenity is open on the day (open-days.ts, decision 0063): not a closure of the building;
 * for an amenity open on business days only, a business day of the holiday calendar. A day of a year
 * whose holidays nobody has entered yet is refused with a message saying so, never taken for a
 * business day (DESIGN.md §5). The refusal names the amenity.
 */
export async function buildingDayIssue(db: Db, date: string, lang: Lang, amenity: Amenity): Promise<FieldIssue | null> {
  const closure = await dayClosureOf(db, date, lang, amenity);
  return closure ? closedDayIssue(amenity, closure) : null;
}

/** Why the amenity is closed on the day (the holiday calendar's rows of the day's year), or null. */
export async function dayClosureOf(db: Db, date: string, lang: Lang, amenity: Amenity): Promise<DayClosure | null> {
  const year = date.slice(0, 4);
  const everyDay = amenityPolicy(amenity).openDays === 'everyDay';
  // The day's row tells a closure; a business-day rule needs the year's holidays as well.
  const rows = await db
    .select()
    .from(holidays)
    .where(everyDay ? eq(holidays.date, date) : and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`)));
  const days = rows.map((h) => ({ date: h.date, kind: h.kind, name: nameIn(lang, h) }));
  // A year is known once its public holidays (the gazette list) are in.
  return dayClosure(
    amenity,
    date,
    days,
    rows.some((h) => h.kind === 'public'),
  );
}

/** A booked time of a resource: what a transaction that inserts or moves a booking locks first. */
export interface HeldTime {
  resourceId: number;
  date: string;
  start: string;
  end: string;
}

/** The length of the units a day is locked in: any two overlapping times share at least one unit. */
const LOCK_UNIT_MINUTES = 30;

/**
 * Takes, until the transaction ends, the locks on every half hour of the resource that the times
 * touch (for a change: the old time and the new), in one order, before any other lock. Without
 * them, two transactions inserting overlapping periods at once each wait for the other in the
 * exclusion constraint's check, a deadlock PostgreSQL breaks only after deadlock_timeout (1 s) by
 * failing one of them. With them, overlapping times share a lock, so the second waits for the first
 * to commit and is then refused at once by the constraint (23P01); times that do not overlap, such as
 * the hours of one room's day, are booked side by side (decision 0013).
 */
export async function lockTimes(tx: Db, times: readonly HeldTime[]): Promise<void> {
  const keys = new Map<string, [number, number]>();
  for (const t of times) {
    const day = Math.round(Date.parse(`${t.date}T00:00:00Z`) / 86_400_000);
    const first = Math.floor(minutesOf(t.start) / LOCK_UNIT_MINUTES);
    const last = Math.ceil(minutesOf(t.end) / LOCK_UNIT_MINUTES) - 1;
    for (let unit = first; unit <= last; unit++) {
      const key: [number, number] = [t.resourceId, day * (1440 / LOCK_UNIT_MINUTES) + unit];
      keys.set(key.join(':'), key);
    }
  }
  if (keys.size === 0) return;
  const ordered = [...keys.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // The two-key form: its keys never meet the jobs' one-key advisory locks. VALUES is read in order.
  const rows = sql.join(
    ordered.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(k.a, k.b) from (values ${rows}) as k(a, b)`);
}

/**
 * Awaits checks side by side and, when any fails, throws the failure of the first in the list (not
 * the first to arrive), so the answer to a request breaking several rules does not depend on timing.
 */
export async function inOrder<T extends readonly unknown[]>(checks: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(checks);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** The last day a no-show still restricts the person from booking the amenity (unless waived), or null (a form shows it before any pick). */
export async function restrictedUntil(db: Db, userId: number, amenity: string, today: string): Promise<string | null> {
  const [row] = await db
    .select({ until: restrictions.until })
    .from(restrictions)
    .where(
      and(
        eq(restrictions.userId, userId),
        eq(restrictions.amenity, amenity),
        gte(restrictions.until, today),
        // A waived no-show's restriction is lifted (decision 0035).
        isNull(restrictions.liftedAt),
      ),
    )
    .orderBy(sql`${restrictions.until} desc`)
    .limit(1);
  return row?.until ?? null;
}

/** 409 NO_SHOW_RESTRICTED with the last day of the restriction, when a no-show still restricts the person. */
async function assertNotRestricted(db: Db, userId: number, amenity: string, today: string): Promise<void> {
  const until = await restrictedUntil(db, userId, amenity, today);
  if (until) throw new AppError('NO_SHOW_RESTRICTED', undefined, { date: until });
}

/** The first key of a person's advisory lock: negative, so it never meets a resource id in lockTimes' keys. */
const PERSON_LOCK_SPACE = -1;

/**
 * Takes, until the transaction ends, the person's booking lock: taken after the time locks (lockTimes),
 * so that the person's own bookings of other resources at the same time queue up and each then sees
 * the one before it, committed. Without it, parallel bookings of different rooms by one person each
 * passed the check below before any had committed: one person held three rooms at the same hour.
 */
export async function lockPerson(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK_SPACE}::int, ${userId}::int)`);
}

/** A booking a person asks for, as the per-person rules see it. */
export interface PersonBooking {
  userId: number;
  amenity: Amenity;
  /** Its Seoul day, and its period (periodOf). */
  date: string;
  period: string;
  /** Today in Seoul: a no-show restriction lasts until a day. */
  today: string;
  /** The booking being changed, which does not count against itself. */
  exceptId?: number;
  /**
   * Paid wholly with the person's passes (the nap room's, decision 0036): where the registry says
   * `extraByPass`, it is not held to the one-a-day rule.
   */
  paidByPass?: boolean;
}

/** The booking the caller asks for (or changes to), as the per-person rules see it. */
export function personBooking(
  ctx: { actor: { id: number }; now: Date },
  amenity: Amenity,
  input: { date: string; start: string; end: string },
  exceptId?: number,
): PersonBooking {
  const period = periodOf(input.date, input.start, input.end);
  return { userId: ctx.actor.id, amenity, date: input.date, period, today: seoulDate(ctx.now), exceptId };
}

/**
 * The per-person rules of the amenity's registry entry, in one place for every kind: a no-show
 * restriction (NO_SHOW_RESTRICTED with its last day), one booking at a time (ALREADY_RESERVED), and
 * one a day (TWICE_A_DAY). Outside a transaction it refuses early; it is decisive only in
 * `assertPersonMayBook`, inside the booking transaction.
 */
export async function checkPerson(db: Db, booking: PersonBooking): Promise<void> {
  const policy = amenityPolicy(booking.amenity);
  await inOrder([
    policy.noShowRestrictionDays > 0 ? assertNotRestricted(db, booking.userId, booking.amenity, booking.today) : null,
    policy.oneAtATime
      ? assertNoneHeld(db, booking, sql`${reservations.period} && ${booking.period}::tstzrange`, 'ALREADY_RESERVED')
      : null,
    policy.onePerDay && !(policy.extraByPass && booking.paidByPass)
      ? assertNoneHeld(db, booking, eq(reservations.date, booking.date), 'TWICE_A_DAY')
      : null,
  ] as const);
}

/** The person's other holding bookings of the amenity that `clash` matches (the one being changed left out). */
function heldBy(booking: PersonBooking, clash: SQL) {
  return and(
    eq(reservations.userId, booking.userId),
    eq(reservations.amenity, booking.amenity),
    inArray(reservations.status, [...HOLDING_STATUSES]),
    clash,
    booking.exceptId ? ne(reservations.id, booking.exceptId) : undefined,
  );
}

/** How many bookings of the amenity the person holds on the booking's day (the one being changed left out). */
export async function heldOnDay(db: Db, booking: PersonBooking): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(heldBy(booking, eq(reservations.date, booking.date)));
  return Number(row?.n ?? 0);
}

/**
 * Inside the booking transaction, after the time locks (lockTimes): takes the person's lock, so that
 * the person's own parallel bookings queue up and each sees the one before it, committed; then checks
 * the per-person rules. Without the lock, one person held three rooms at the same hour.
 */
export async function assertPersonMayBook(tx: Db, booking: PersonBooking): Promise<void> {
  await lockPerson(tx, booking.userId);
  await checkPerson(tx, booking);
}

/** Refuses with `code` when the person holds another booking of the amenity that `clash` matches. */
async function assertNoneHeld(db: Db, booking: PersonBooking, clash: SQL, code: 'ALREADY_RESERVED' | 'TWICE_A_DAY') {
  const [row] = await db.select({ id: reservations.id }).from(reservations).where(heldBy(booking, clash)).limit(1);
  if (row) throw new AppError(code);
}

/**
 * 409 SLOT_TAKEN at once when a committed booking already holds the time: most of a rush for one
 * slot ends here, without a transaction. (A booking still in flight is caught by the constraint.)
 */
export async function assertSlotFree(db: Db, resourceId: number, period: string): Promise<void> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.resourceId, resourceId),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        sql`${reservations.period} && ${period}::tstzrange`,
      ),
    )
    .limit(1);
  if (row) throw new AppError('SLOT_TAKEN');
}

interface QuotaKey {
  companyId: number;
  month: string;
  amenity: string;
}

/** Free minutes the company has used this month (for a quote; booking takes them under a lock). */
export async function freeMinutesUsed(db: Db, key: QuotaKey): Promise<number> {
  const [row] = await db
    .select({ used: amenityQuotas.freeMinutesUsed })
    .from(amenityQuotas)
    .where(
      and(eq(amenityQuotas.companyId, key.companyId), eq(amenityQuotas.month, key.month), eq(amenityQuotas.amenity, key.amenity)),
    )
    .limit(1);
  return row?.used ?? 0;
}

/**
 * Locks the company's quota row for the month (made when missing) and returns the free minutes
 * used so far: the booking transaction then records what it takes before anyone else can read it.
 * One statement: the upsert's no-op update takes the row lock and returns the row.
 */
export async function lockQuota(tx: Db, key: QuotaKey): Promise<number> {
  const [row] = await tx
    .insert(amenityQuotas)
    .values({ ...key, freeMinutesUsed: 0 })
    .onConflictDoUpdate({
      target: [amenityQuotas.companyId, amenityQuotas.month, amenityQuotas.amenity],
      set: { freeMinutesUsed: sql`${amenityQuotas.freeMinutesUsed}` },
    })
    .returning({ used: amenityQuotas.freeMinutesUsed });
  return row?.used ?? 0;
}

/** Adds (or, negative, gives back) free minutes of the month, never below zero; the row is made when missing. */
export async function addFreeMinutes(tx: Db, key: QuotaKey, minutes: number): Promise<void> {
  if (minutes === 0) return;
  await tx
    .insert(amenityQuotas)
    .values({ ...key, freeMinutesUsed: Math.max(0, minutes) })
    .onConflictDoUpdate({
      target: [amenityQuotas.companyId, amenityQuotas.month, amenityQuotas.amenity],
      set: { freeMinutesUsed: sql`greatest(0, ${amenityQuotas.freeMinutesUsed} + ${minutes})` },
    });
}

/** One line of a company's charges for a month: `charge` adds what a booking costs, `credit` takes it back. */
export async function addLedger(
  tx: Db,
  entry: { companyId: number; month: string; reservationId: number; amenity: string; kind: 'charge' | 'credit'; amount: number },
): Promise<void> {
  if (entry.amount === 0) return;
  await tx.insert(ledgerEntries).values(entry);
}

/** Takes `amount` of a booking's charge back: a credit on its company's charges of the booking's month. */
export async function creditBooking(
  tx: Db,
  booking: { id: number; companyId: number; date: string; amenity: string },
  amount: number,
): Promise<void> {
  await addLedger(tx, {
    companyId: booking.companyId,
    month: monthOf(booking.date),
    reservationId: booking.id,
    amenity: booking.amenity,
    kind: 'credit',
    amount: -amount,
  });
}

/** Sets what a booking is charged when it was priced again in its own transaction: its charge line replaced. */
export async function replaceCharge(
  tx: Db,
  entry: { companyId: number; month: string; reservationId: number; amenity: string; amount: number },
): Promise<void> {
  await tx
    .delete(ledgerEntries)
    .where(and(eq(ledgerEntries.reservationId, entry.reservationId), eq(ledgerEntries.kind, 'charge')));
  await addLedger(tx, { ...entry, kind: 'charge' });
}

/**
 * The caller's own booking of the amenity, locked for a change until the transaction ends: 404 for
 * anyone else's (which tells nothing of it), NOT_CHANGEABLE unless it is in `changeable` status.
 */
export async function lockOwnBooking(
  tx: Db,
  booking: { id: number; userId: number; amenity: Amenity; changeable: (typeof reservations.$inferSelect)['status'] },
) {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.id, booking.id), eq(reservations.amenity, booking.amenity), eq(reservations.userId, booking.userId)),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== booking.changeable) throw new AppError('NOT_CHANGEABLE');
  return row;
}
