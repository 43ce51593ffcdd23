/**
 * Conference rooms: availability, the quote the confirm page shows, booking, changing and
 * cancelling (spec §9 rules in packages/shared/src/reservations/conference.policy.ts).
 */
import {
  CONFERENCE,
  conferenceTenantHourly,
  conferenceCancellation,
  conferenceIssues,
  conferenceQuote,
  freeHoursPerMonth,
  type ConferenceDraft,
} from '@tea/shared/reservations/conference.policy';
import type { ConferenceRequest } from '@tea/shared/reservations/reservation.schema';
import { HOLDING_STATUSES, monthOf, type Amenity, type FieldIssue } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { companies } from '../../../db/schema/companies.js';
import { conferenceDetails, reservations, resources } from '../../../db/schema/reservations.js';
import { AppError } from '../../../plugins/errors.js';
import { newPublicCode } from '../../public-codes/public-codes.js';
import {
  addFreeMinutes,
  addLedger,
  assertPersonMayBook,
  assignReference,
  assertSlotFree,
  blackoutsOn,
  checkPerson,
  buildingDayIssue,
  dayIssue,
  failIfIssues,
  freeMinutesUsed,
  inOrder,
  isOverlap,
  lockTimes,
  loadResource,
  lockOwnBooking,
  lockQuota,
  takeQuotaAndReference,
  periodOf,
  personBooking,
  replaceCharge,
  requestedColumns,
} from '../reservation-core.js';
import { cachedDay, forgetDays } from '../availability-cache.js';
import { notifyConferenceConfirmed } from '../reservation-notices.js';
import { forgetHeld, withSlotClaim } from '../slot-claims.js';
import type { ActorContext } from '../../../request-context.js';
import { nameIn } from '../../../db/schema/name-columns.js';

const AMENITY: Amenity = 'conference';

/** The conference rooms with their seats, tenant price, hours, extras and the packages they offer. */
export async function listRooms(db: Db, lang: 'ko' | 'en') {
  const rows = await db
    .select()
    .from(resources)
    .where(and(eq(resources.amenity, AMENITY), eq(resources.active, true)))
    .orderBy(asc(resources.sort));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: nameIn(lang, r),
    capacity: r.capacity,
    hourlyPrice: r.hourlyPrice,
    tenantHourlyPrice: conferenceTenantHourly(r.hourlyPrice),
    opensAt: r.opensAt,
    closesAt: r.closesAt,
    extras: r.extras.map((e) => ({ code: e.code, name: nameIn(lang, e), price: e.price })),
    packages: r.packages.filter((p) => p.offered),
  }));
}

/**
 * Each room's booked hours on a day (no names: only that the time is taken), whether the building is
 * open that day, and the rooms closed that day on their own (a blackout, with its reason).
 */
export function availability(db: Db, date: string, lang: 'ko' | 'en') {
  return cachedDay(`conference:${date}:${lang}`, () => loadAvailability(db, date, lang));
}

async function loadAvailability(db: Db, date: string, lang: 'ko' | 'en') {
  const rooms = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.amenity, AMENITY), eq(resources.active, true)));
  const ids = rooms.map((r) => r.id);
  const [booked, building, roomsClosed] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ resourceId: reservations.resourceId, start: reservations.startTime, end: reservations.endTime })
          .from(reservations)
          .where(
            and(
              inArray(reservations.resourceId, ids),
              eq(reservations.date, date),
              inArray(reservations.status, [...HOLDING_STATUSES]),
            ),
          ),
    buildingDayIssue(db, date, lang, AMENITY),
    blackoutsOn(db, ids, date, lang),
  ]);
  const closedOf = (issue: FieldIssue | null | undefined) => (issue ? { key: issue.key, params: issue.params ?? {} } : null);
  return {
    date,
    closed: closedOf(building),
    rooms: ids.map((id) => ({
      id,
      closed: closedOf(roomsClosed.get(id)),
      booked: booked.filter((b) => b.resourceId === id).map((b) => ({ start: b.start, end: b.end })),
    })),
  };
}

async function companyOf(db: Db, companyId: number | null) {
  if (companyId === null) throw new AppError('ACCESS_DENIED');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw new AppError('ACCESS_DENIED');
  return company;
}

function draftOf(input: ConferenceRequest): ConferenceDraft {
  return { date: input.date, start: input.start, end: input.end, participants: input.participants, packageId: input.packageId };
}

/** The itemised price of a request when the company has used `used` free minutes of its month. */
function priceOn(
  input: ConferenceRequest,
  terms: { room: Awaited<ReturnType<typeof checked>>['room']; extras: { code: string; price: number }[]; splitFloor: boolean },
  used: number,
) {
  const allowance = freeHoursPerMonth(terms.splitFloor) * 60;
  const freeHoursLeft = Math.max(0, allowance - used) / 60;
  return conferenceQuote({ draft: draftOf(input), room: terms.room, extras: terms.extras, freeHoursLeft });
}

/** The columns of a booking that its request and price set, with the free minutes it takes. */
function pricing(input: ConferenceRequest, priced: ReturnType<typeof conferenceQuote>) {
  return { ...requestedColumns(input, priced), freeMinutes: priced.freeHours * 60 };
}

/** Checks a request against the room and the rules; returns the room, the chosen extras and the company. */
async function checked(ctx: ActorContext, input: ConferenceRequest) {
  // The room, the day's closures and the company are independent reads: one round trip's wait, not three.
  const [room, closed, company] = await Promise.all([
    loadResource(ctx.db, input.roomId, AMENITY),
    dayIssue(ctx.db, input.roomId, input.date, ctx.lang, AMENITY),
    companyOf(ctx.db, ctx.actor.companyId),
  ]);
  if (!room) failIfIssues([{ field: 'roomId', key: 'validation:roomRequired' }], ctx.lang);
  const extras = input.equipment.map((code) => room!.extras.find((e) => e.code === code));
  const issues: FieldIssue[] = conferenceIssues(draftOf(input), room!, seoulDate(ctx.now));
  if (extras.some((e) => !e)) issues.push({ field: 'equipment', key: 'reservations:rules.equipmentUnknown' });
  if (closed) issues.push(closed);
  failIfIssues(issues, ctx.lang);
  return { room: room!, extras: extras.map((e) => ({ code: e!.code, price: e!.price })), company };
}

/**
 * The caller's company's free conference hours this month: its allowance (the split-floor rule from
 * the same constant the price uses) and what is left, for the form's lead.
 */
export async function allowance(ctx: ActorContext) {
  const company = await companyOf(ctx.db, ctx.actor.companyId);
  const month = monthOf(seoulDate(ctx.now));
  const perMonth = freeHoursPerMonth(company.splitFloor);
  const used = await freeMinutesUsed(ctx.db, { companyId: company.id, month, amenity: AMENITY });
  return { month, freeHoursPerMonth: perMonth, freeHoursLeft: Math.max(0, perMonth * 60 - used) / 60 };
}

/** The itemised price the confirm page shows, with the free hours still left this month. */
export async function quote(ctx: ActorContext, input: ConferenceRequest, exceptId?: number) {
  const { room, extras, company } = await checked(ctx, input);
  const key = { companyId: company.id, month: monthOf(input.date), amenity: AMENITY };
  let used = await freeMinutesUsed(ctx.db, key);
  if (exceptId) used -= await ownFreeMinutesIn(ctx, exceptId, key.month);
  const result = priceOn(input, { room, extras, splitFloor: company.splitFloor }, used);
  return { ...result, freeHoursPerMonth: freeHoursPerMonth(company.splitFloor) };
}

/**
 * The free minutes the caller's own booking `id` holds in the month (a change gives them back): 404
 * for a booking that is not the caller's own conference booking, which tells nothing of it.
 */
async function ownFreeMinutesIn(ctx: ActorContext, id: number, month: string): Promise<number> {
  const [row] = await ctx.db
    .select({ minutes: reservations.freeMinutes, date: reservations.date })
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.userId, ctx.actor.id), eq(reservations.amenity, AMENITY)));
  if (!row) throw new AppError('NOT_FOUND');
  return monthOf(row.date) === month ? row.minutes : 0;
}

/** Books a room: confirmed at once, the month's free hours taken under a lock, the charge recorded. */
export async function book(ctx: ActorContext, input: ConferenceRequest): Promise<number> {
  if (ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  const slot = { resourceId: input.roomId, date: input.date, start: input.start, end: input.end };
  const id = await withSlotClaim(slot, () => insertBooking(ctx, input));
  // After the booking commits: the hot path's locks are not held while the notice is written.
  await notifyConferenceConfirmed(ctx, id);
  return id;
}

/**
 * Checks the request, then books it in one transaction; the day's grids here forget the day. The
 * checks are one round of reads side by side, so a booking is few round trips: under a rush each one
 * waits behind the queue of requests (decision 0013). Whom the slot belongs to is still the exclusion constraint's answer alone.
 */
async function insertBooking(ctx: ActorContext, input: ConferenceRequest): Promise<number> {
  const period = periodOf(input.date, input.start, input.end);
  const person = personBooking(ctx, AMENITY, input);
  const month = monthOf(input.date);
  const [{ room, extras, company }, , , usedBefore] = await inOrder([
    checked(ctx, input),
    assertSlotFree(ctx.db, input.roomId, period),
    checkPerson(ctx.db, person),
    freeMinutesUsed(ctx.db, { companyId: ctx.actor.companyId ?? 0, month, amenity: AMENITY }),
  ] as const);
  const key = { companyId: company.id, month, amenity: AMENITY };
  const terms = { room, extras, splitFloor: company.splitFloor };
  // Priced on the month's free hours as read just now. The quota is locked only by a booking that
  // takes free hours, and only for its last statement and the commit (takeQuotaAndReference): a
  // rush of one company's bookings no longer queues behind each other's whole transactions.
  let priced = priceOn(input, terms, usedBefore);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: room.id, date: input.date, start: input.start, end: input.end }]);
      await assertPersonMayBook(tx, person);
      // The slot first: a taken slot fails here at once (the exclusion constraint).
      const [row] = await tx
        .insert(reservations)
        .values({
          code: newPublicCode(),
          amenity: AMENITY,
          resourceId: room.id,
          userId: ctx.actor.id,
          companyId: company.id,
          status: 'confirmed',
          ...pricing(input, priced),
        })
        .returning({ id: reservations.id });
      const newId = row!.id;
      await tx.insert(conferenceDetails).values({ reservationId: newId, ...detailsOf(input) });
      if (priced.freeHours === 0) {
        // Nothing taken from the quota: a booking priced without free hours is right whatever the
        // count now (one that frees hours meanwhile is ordered after this one).
        await addLedger(tx, { ...key, reservationId: newId, kind: 'charge', amount: priced.total });
        await assignReference(tx, newId, AMENITY, ctx.now);
        return newId;
      }
      await addLedger(tx, { ...key, reservationId: newId, kind: 'charge', amount: priced.total });
      const take = { key, minutes: priced.freeHours * 60, expectedUsed: usedBefore };
      const { taken } = await takeQuotaAndReference(tx, newId, AMENITY, ctx.now, take);
      if (!taken) {
        // Another booking of the company took free hours meanwhile: priced again under the quota's lock.
        priced = priceOn(input, terms, await freeMinutesUsed(tx, key));
        await tx.update(reservations).set(pricing(input, priced)).where(eq(reservations.id, newId));
        await addFreeMinutes(tx, key, priced.freeHours * 60);
        await replaceCharge(tx, { ...key, reservationId: newId, amount: priced.total });
      }
      return newId;
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays();
  return id;
}

function detailsOf(input: ConferenceRequest) {
  return {
    packageId: input.packageId,
    attendees: input.attendees.map((a) => (a.email ? { name: a.name, email: a.email } : { name: a.name })),
    equipment: input.equipment,
    personInCharge: input.personInCharge,
    contactEmail: input.contactEmail,
    contactMobile: input.contactMobile,
    contractLink: input.contractLink || null,
  };
}

/** The booker's own holding conference reservation, locked for the change; 404 for anyone else's. */
async function ownForChange(tx: Db, ctx: ActorContext, id: number) {
  const row = await lockOwnBooking(tx, { id, userId: ctx.actor.id, amenity: AMENITY, changeable: 'confirmed' });
  if (!conferenceCancellation(seoulDate(ctx.now), row.date).allowed) {
    throw new AppError('CHANGE_CLOSED', undefined, { phone: CONFERENCE.deskPhone });
  }
  return row;
}

/** Changes a booking (room, day, hours, details) under the same rules, until 3 days before it. */
export async function change(ctx: ActorContext, id: number, input: ConferenceRequest): Promise<void> {
  const { room, extras, company } = await checked(ctx, input);
  const key = { companyId: company.id, month: monthOf(input.date), amenity: AMENITY };
  try {
    const freed = await ctx.db.transaction(async (tx) => {
      const before = await ownForChange(tx, ctx, id);
      await lockTimes(tx, [
        { resourceId: before.resourceId, date: before.date, start: before.startTime, end: before.endTime },
        { resourceId: room.id, date: input.date, start: input.start, end: input.end },
      ]);
      await assertPersonMayBook(tx, personBooking(ctx, AMENITY, input, id));
      const oldKey = { companyId: before.companyId, month: monthOf(before.date), amenity: AMENITY };
      // Both months' quota rows, always in month order, so two changes cannot wait on each other.
      for (const k of [oldKey, key].sort((a, b) => a.month.localeCompare(b.month))) await lockQuota(tx, k);
      await addFreeMinutes(tx, oldKey, -before.freeMinutes);
      await addLedger(tx, { ...oldKey, reservationId: id, kind: 'credit', amount: -before.total });
      const used = await lockQuota(tx, key);
      const priced = priceOn(input, { room, extras, splitFloor: company.splitFloor }, used);
      await tx
        .update(reservations)
        .set({
          resourceId: room.id,
          ...pricing(input, priced),
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
      await tx.update(conferenceDetails).set(detailsOf(input)).where(eq(conferenceDetails.reservationId, id));
      await addFreeMinutes(tx, key, priced.freeHours * 60);
      await addLedger(tx, { ...key, reservationId: id, kind: 'charge', amount: priced.total });
      return { resourceId: before.resourceId, date: before.date };
    });
    forgetDays();
    forgetHeld(freed.resourceId, freed.date);
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
}
