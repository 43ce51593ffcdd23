/**
 * Paid PT (issue 15, decision 0028). A package of 10 sessions is bought ahead and charged to the
 * company's month; each session is a reservation of the core on the trainer's resource, so the core's
 * time locks and its exclusion constraint keep one trainer to one session at a time, and the core's
 * history, references and views show sessions like any booking. A session is moved or cancelled up
 * to 24 hours before it (checked inside the transaction at the request's instant); later it is locked, and used once it begins (decision 0062).
 */
import { HOLDING_STATUSES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import {
  ptBookingIssue,
  ptChangeAllowed,
  ptChangeDeadline,
  ptPackagePrice,
  ptPackageState,
  ptSessionEnd,
  ptSessionState,
  ptSlotStarts,
  ptUsage,
  ptValidUntil,
  PT_BOOKING_DAYS_AHEAD,
  PT_SESSIONS_PER_PACKAGE,
  PT_SLOT_RANGE_MAX_DAYS,
  PT_VALID_DAYS,
  type PtWeeklyWindow,
} from '@tea/shared/wellness/pt.rules';
import type {
  PtMoveRequest,
  PtPackage,
  PtPackageList,
  PtPackageRequest,
  PtSessionRequest,
  PtSlots,
  PtTrainerInput,
  PtTrainerList,
} from '@tea/shared/wellness/pt.schema';
import { addDays, daysBetween } from '@tea/shared/reservations/reservation.rules';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { ptAvailability, ptPackages, ptSessionDetails, ptTrainers } from '../../db/schema/pt.js';
import { reservations, resources } from '../../db/schema/reservations.js';
import { slotColumns } from '../../db/schema/slot-columns.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { newPublicCode } from '../public-codes/public-codes.js';
import { updateAmenityResource } from '../reservations/amenity-resource.js';
import { forgetDays } from '../reservations/availability-cache.js';
import {
  assertPersonMayBook,
  insertFreeSlot,
  checkPerson,
  failIfIssues,
  isOverlap,
  lockTimes,
  periodOf,
  personBooking,
} from '../reservations/reservation-core.js';
import { forgetHeld } from '../reservations/slot-claims.js';
import { monthBounds } from './pt-charges.js';

const AMENITY: Amenity = 'pt';
const name = (lang: string, ko: string, en: string) => (lang === 'ko' ? ko : en);

// ---------------------------------------------------------------- trainers

async function windowsOf(db: Db, trainerIds: number[]): Promise<Map<number, PtWeeklyWindow[]>> {
  const out = new Map<number, PtWeeklyWindow[]>();
  if (trainerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(ptAvailability)
    .where(inArray(ptAvailability.trainerId, trainerIds))
    .orderBy(asc(ptAvailability.weekday), asc(ptAvailability.startTime));
  for (const r of rows) {
    const list = out.get(r.trainerId) ?? [];
    list.push({ weekday: r.weekday, start: r.startTime, end: r.endTime });
    out.set(r.trainerId, list);
  }
  return out;
}

/** The trainers with their weekly hours: the active ones for a member, all for the office. */
export async function listTrainers(ctx: ActorContext, all = false): Promise<PtTrainerList> {
  const rows = await ctx.db
    .select({ r: resources, t: ptTrainers })
    .from(resources)
    .innerJoin(ptTrainers, eq(ptTrainers.resourceId, resources.id))
    .where(and(eq(resources.amenity, AMENITY), all ? undefined : eq(resources.active, true)))
    .orderBy(asc(resources.sort), asc(resources.id));
  const windows = await windowsOf(
    ctx.db,
    rows.map((row) => row.r.id),
  );
  return {
    items: rows.map(({ r, t }) => ({
      id: r.id,
      name: name(ctx.lang, r.nameKo, r.nameEn),
      nameKo: r.nameKo,
      nameEn: r.nameEn,
      intro: name(ctx.lang, t.introKo, t.introEn),
      introKo: t.introKo,
      introEn: t.introEn,
      active: r.active,
      availability: windows.get(r.id) ?? [],
    })),
  };
}

/** The office adds a trainer: a resource of the core, its introduction and its weekly hours. */
export async function createTrainer(ctx: ActorContext, input: PtTrainerInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${resources.sort}), 0) + 1` })
      .from(resources)
      .where(eq(resources.amenity, AMENITY))) as [{ next: number }];
    const [row] = await tx
      .insert(resources)
      .values({
        amenity: AMENITY,
        code: `pt-trainer-${newPublicCode().slice(0, 10).toLowerCase()}`,
        nameKo: input.nameKo,
        nameEn: input.nameEn,
        capacity: 1,
        hourlyPrice: 0,
        opensAt: '06:00',
        closesAt: '22:00',
        active: input.active,
        sort: Number(next),
      })
      .returning({ id: resources.id });
    const id = row!.id;
    await tx.insert(ptTrainers).values({ resourceId: id, introKo: input.introKo, introEn: input.introEn });
    await writeWindows(tx, id, input.availability);
    await audit(tx, { actorId: ctx.actor.id, action: 'create', targetType: 'pt_trainer', targetId: id, ip: ctx.ip });
    return id;
  });
}

async function writeWindows(tx: Db, trainerId: number, windows: PtTrainerInput['availability']) {
  await tx.delete(ptAvailability).where(eq(ptAvailability.trainerId, trainerId));
  if (windows.length > 0)
    await tx
      .insert(ptAvailability)
      .values(windows.map((w) => ({ trainerId, weekday: w.weekday, startTime: w.start, endTime: w.end })));
}

/** The office changes a trainer (names, introduction, active, weekly hours). Booked sessions stay. */
export async function updateTrainer(ctx: ActorContext, id: number, input: PtTrainerInput): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateAmenityResource(tx, AMENITY, id, { nameKo: input.nameKo, nameEn: input.nameEn, active: input.active });
    await tx
      .insert(ptTrainers)
      .values({ resourceId: id, introKo: input.introKo, introEn: input.introEn })
      .onConflictDoUpdate({ target: ptTrainers.resourceId, set: { introKo: input.introKo, introEn: input.introEn } });
    await writeWindows(tx, id, input.availability);
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'pt_trainer',
      targetId: id,
      detail: { active: input.active, windows: input.availability.length },
    });
  });
}

/** The office removes a trainer: no longer bookable (kept for the sessions it gave). */
export async function removeTrainer(ctx: ActorContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateAmenityResource(tx, AMENITY, id, { active: false });
    await audit(tx, { actorId: ctx.actor.id, action: 'delete', targetType: 'pt_trainer', targetId: id, ip: ctx.ip });
  });
}

async function activeTrainer(db: Db, id: number) {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, id), eq(resources.amenity, AMENITY), eq(resources.active, true)))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- slots

/** A trainer's free session starts from `from` to `to` (at most 14 days, within the booking window; past times left out). */
export async function freeSlots(ctx: ActorContext, query: { trainerId: number; from: string; to: string }): Promise<PtSlots> {
  const today = seoulDate(ctx.now);
  const from = query.from < today ? today : query.from;
  const last = addDays(today, PT_BOOKING_DAYS_AHEAD);
  const to = query.to > last ? last : query.to;
  if (daysBetween(query.from, query.to) > PT_SLOT_RANGE_MAX_DAYS || query.to < query.from)
    failIfIssues([{ field: 'to', key: 'pt:rules.range', params: { days: PT_SLOT_RANGE_MAX_DAYS } }], ctx.lang);
  if (!(await activeTrainer(ctx.db, query.trainerId))) throw new AppError('NOT_FOUND');
  const windows = (await windowsOf(ctx.db, [query.trainerId])).get(query.trainerId) ?? [];
  const held =
    to < from
      ? []
      : await ctx.db
          .select({ date: reservations.date, start: reservations.startTime, end: reservations.endTime })
          .from(reservations)
          .where(
            and(
              eq(reservations.resourceId, query.trainerId),
              inArray(reservations.status, [...HOLDING_STATUSES]),
              gte(reservations.date, from),
              lt(reservations.date, addDays(to, 1)),
            ),
          );
  const days: PtSlots['days'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const taken = held.filter((h) => h.date === d);
    const starts = ptSlotStarts(d, windows).filter((s) => {
      const end = ptSessionEnd(s);
      if (new Date(`${d}T${s}:00+09:00`).getTime() <= ctx.now.getTime()) return false;
      return !taken.some((h) => h.start < end && s < h.end);
    });
    days.push({ date: d, starts });
  }
  return { trainerId: query.trainerId, days };
}

// ---------------------------------------------------------------- packages

/** A member of a tenant buys a package: 10 sessions, charged to the company's month. */
export async function buyPackage(ctx: ActorContext, input: PtPackageRequest): Promise<number> {
  if (ctx.actor.companyId === null || ctx.actor.role === 'building_manager') throw new AppError('ACCESS_DENIED');
  const companyId = ctx.actor.companyId;
  return ctx.db.transaction(async (tx) => {
    const id = await writePackage(tx, {
      userId: ctx.actor.id,
      companyId,
      paymentMethod: input.paymentMethod,
      now: ctx.now,
    });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'pt_package',
      targetId: id,
      companyId,
      detail: { paymentMethod: input.paymentMethod },
    });
    return id;
  });
}

/** Writes a package at today's price (the seed's demo package uses it too). */
export async function writePackage(
  tx: Db,
  p: { userId: number; companyId: number; paymentMethod: PtPackageRequest['paymentMethod']; now: Date },
): Promise<number> {
  const price = ptPackagePrice();
  const [row] = await tx
    .insert(ptPackages)
    .values({
      userId: p.userId,
      companyId: p.companyId,
      boughtBy: p.userId,
      sessions: PT_SESSIONS_PER_PACKAGE,
      ...price,
      paymentMethod: p.paymentMethod,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning({ id: ptPackages.id });
  return row!.id;
}

type PackageRow = typeof ptPackages.$inferSelect;

/** The sessions of packages, by day and time, with their trainer's name in `lang`. */
export async function sessionsOf(db: Db, packageIds: number[], lang: string) {
  if (packageIds.length === 0) return [];
  return db
    .select({
      packageId: ptSessionDetails.packageId,
      id: reservations.id,
      code: reservations.code,
      reference: reservations.reference,
      trainerId: resources.id,
      trainerKo: resources.nameKo,
      trainerEn: resources.nameEn,
      ...slotColumns,
    })
    .from(ptSessionDetails)
    .innerJoin(reservations, eq(reservations.id, ptSessionDetails.reservationId))
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .where(inArray(ptSessionDetails.packageId, packageIds))
    .orderBy(asc(reservations.date), asc(reservations.startTime), asc(reservations.id))
    .then((rows) => rows.map((r) => ({ ...r, trainer: { id: r.trainerId, name: name(lang, r.trainerKo, r.trainerEn) } })));
}

type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

/** A package as the person and the office see it: the number of uses, the validity, the sessions. */
function toPackage(
  ctx: ActorContext,
  p: PackageRow,
  holder: { id: number; name: string; loginId: string },
  company: { id: number; name: string },
  list: SessionRow[],
): PtPackage {
  const usage = ptUsage(ctx.now, p.sessions, list);
  const held = list.filter((s) => s.status !== 'cancelled').map((s) => s.date);
  const first = held.length ? held.reduce((a, b) => (a < b ? a : b)) : null;
  const validUntil = first ? ptValidUntil(first, p.extraDays) : null;
  return {
    id: p.id,
    holder,
    company,
    paymentMethod: p.paymentMethod,
    price: p.price,
    vat: p.vat,
    total: p.total,
    ...usage,
    firstSessionDate: first,
    validUntil,
    validDays: PT_VALID_DAYS + p.extraDays,
    state: ptPackageState(seoulDate(ctx.now), { status: p.status, validUntil, used: usage.used, sessions: p.sessions }),
    createdAt: p.createdAt.toISOString(),
    items: list.map((s) => ({
      id: s.id,
      code: s.code,
      reference: s.reference,
      trainer: s.trainer,
      date: s.date,
      start: s.start,
      end: s.end,
      status: s.status,
      state: ptSessionState(ctx.now, s),
      changeable: s.status === 'confirmed' && ptChangeAllowed(ctx.now, s.date, s.start),
      changeDeadline: ptChangeDeadline(s.date, s.start).toISOString(),
    })),
  };
}

async function packagesWhere(ctx: ActorContext, where: ReturnType<typeof and>, order: 'asc' | 'desc' = 'desc') {
  const rows = await ctx.db
    .select({
      p: ptPackages,
      holder: { id: users.id, name: users.name, loginId: users.loginId },
      company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
    })
    .from(ptPackages)
    .innerJoin(users, eq(users.id, ptPackages.userId))
    .innerJoin(companies, eq(companies.id, ptPackages.companyId))
    .where(where)
    .orderBy(order === 'desc' ? desc(ptPackages.createdAt) : asc(ptPackages.createdAt), desc(ptPackages.id));
  const list = await sessionsOf(
    ctx.db,
    rows.map((r) => r.p.id),
    ctx.lang,
  );
  return rows.map(({ p, holder, company }) =>
    toPackage(
      ctx,
      p,
      holder,
      { id: company.id, name: name(ctx.lang, company.nameKo, company.nameEn) },
      list.filter((s) => s.packageId === p.id),
    ),
  );
}

/** The caller's own packages, newest first. */
export async function myPackages(ctx: ActorContext): Promise<PtPackageList> {
  return { items: await packagesWhere(ctx, and(eq(ptPackages.userId, ctx.actor.id))) };
}

/** One package: its holder's, or the office's; 404 for anyone else. */
export async function getPackage(ctx: ActorContext, id: number): Promise<PtPackage> {
  const office = ctx.actor.role === 'building_manager';
  const [p] = await packagesWhere(ctx, and(eq(ptPackages.id, id), office ? undefined : eq(ptPackages.userId, ctx.actor.id)));
  if (!p) throw new AppError('NOT_FOUND');
  return p;
}

/** The office's list: packages bought in a month (YYYY-MM), oldest first. */
export async function officePackages(ctx: ActorContext, month: string): Promise<PtPackageList> {
  const [start, next] = monthBounds(month);
  return {
    items: await packagesWhere(ctx, and(gte(ptPackages.createdAt, start), lt(ptPackages.createdAt, next)), 'asc'),
  };
}

/** Keeps the package's first session day and last valid day in step with its held sessions. */
export async function refreshValidity(tx: Db, packageId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    update ${ptPackages} p set
      first_session_date = s.first,
      valid_until = case when s.first is null then null else s.first + (${PT_VALID_DAYS - 1}::int + p.extra_days) end,
      updated_at = ${now}
    from (
      select min(r.date) as first from ${reservations} r
      join ${ptSessionDetails} d on d.reservation_id = r.id
      where d.package_id = ${packageId} and r.status <> 'cancelled'
    ) s
    where p.id = ${packageId}`);
}

/** Locks the caller's package and reads its sessions: 404 for another's, PT_PACKAGE_EXPIRED once it cannot be used. */
async function lockPackage(ctx: ActorContext, tx: Db, packageId: number) {
  const [p] = await tx
    .select()
    .from(ptPackages)
    .where(and(eq(ptPackages.id, packageId), eq(ptPackages.userId, ctx.actor.id)))
    .for('update');
  if (!p) throw new AppError('NOT_FOUND');
  const list = await sessionsOf(tx, [p.id], ctx.lang);
  const view = toPackage(ctx, p, { id: 0, name: '', loginId: '' }, { id: 0, name: '' }, list);
  if (view.state === 'expired' || view.state === 'withdrawn') throw new AppError('PT_PACKAGE_EXPIRED');
  return { p, list, view };
}

async function assertInHours(ctx: ActorContext, trainerId: number, input: { date: string; start: string }) {
  if (!(await activeTrainer(ctx.db, trainerId))) failIfIssues([{ field: 'trainerId', key: 'pt:validation.trainer' }], ctx.lang);
  const windows = (await windowsOf(ctx.db, [trainerId])).get(trainerId) ?? [];
  if (!ptSlotStarts(input.date, windows).includes(input.start))
    failIfIssues([{ field: 'start', key: 'pt:rules.notAvailable' }], ctx.lang);
}

function failBooking(ctx: ActorContext, issue: ReturnType<typeof ptBookingIssue>, validUntil: string | null) {
  if (issue === null) return;
  if (issue === 'pt:rules.noSessionsLeft') throw new AppError('PT_NO_SESSIONS_LEFT');
  const last = addDays(seoulDate(ctx.now), PT_BOOKING_DAYS_AHEAD);
  failIfIssues([{ field: 'date', key: issue, params: { last, validUntil: validUntil ?? last } }], ctx.lang);
}

/** Books a session of the caller's package in a trainer's free slot: 201 with its id (409 SLOT_TAKEN, PT_NO_SESSIONS_LEFT). */
export async function bookSession(ctx: ActorContext, input: PtSessionRequest): Promise<number> {
  await assertInHours(ctx, input.trainerId, input);
  const time = { date: input.date, start: input.start, end: ptSessionEnd(input.start) };
  const person = personBooking(ctx, AMENITY, time);
  await checkPerson(ctx.db, person);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [{ resourceId: input.trainerId, ...time }]);
      const { p, list, view } = await lockPackage(ctx, tx, input.packageId);
      const others = list.filter((s) => s.status !== 'cancelled').map((s) => s.date);
      failBooking(
        ctx,
        ptBookingIssue(ctx.now, input, { otherDays: others, bookable: view.bookable, extraDays: p.extraDays }),
        view.validUntil,
      );
      await assertPersonMayBook(tx, person);
      const sessionId = await insertFreeSlot(tx, {
        amenity: AMENITY,
        resourceId: input.trainerId,
        companyId: p.companyId,
        person,
        start: time.start,
        end: time.end,
        now: ctx.now,
      });
      await tx.insert(ptSessionDetails).values({ reservationId: sessionId, packageId: p.id });
      await refreshValidity(tx, p.id, ctx.now);
      await auditActor(tx, ctx, {
        action: 'create',
        targetType: 'pt_session',
        targetId: sessionId,
        companyId: p.companyId,
        detail: { packageId: p.id, trainerId: input.trainerId, date: time.date, start: time.start },
      });
      return sessionId;
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays();
  forgetHeld(input.trainerId, input.date);
  return id;
}

/** The caller's own session (404 for anyone else's), as it stands before a change. */
async function ownSession(ctx: ActorContext, db: Db, id: number, lock = false) {
  const q = db
    .select({ r: reservations, packageId: ptSessionDetails.packageId })
    .from(reservations)
    .innerJoin(ptSessionDetails, eq(ptSessionDetails.reservationId, reservations.id))
    .where(and(eq(reservations.id, id), eq(reservations.amenity, AMENITY), eq(reservations.userId, ctx.actor.id)));
  const [row] = await (lock ? q.for('update', { of: reservations }) : q);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Refuses a change of a session no longer confirmed, or within 24 hours of its start (it is used). */
function assertChangeable(ctx: ActorContext, r: typeof reservations.$inferSelect) {
  if (r.status !== 'confirmed') throw new AppError('NOT_CHANGEABLE');
  if (!ptChangeAllowed(ctx.now, r.date, r.startTime)) throw new AppError('PT_CHANGE_CLOSED');
}

/** Moves a session to another free slot (any trainer), up to 24 hours before it. */
export async function moveSession(ctx: ActorContext, id: number, input: PtMoveRequest): Promise<void> {
  const before = await ownSession(ctx, ctx.db, id);
  assertChangeable(ctx, before.r);
  await assertInHours(ctx, input.trainerId, input);
  const time = { date: input.date, start: input.start, end: ptSessionEnd(input.start) };
  const person = personBooking(ctx, AMENITY, time, id);
  try {
    await ctx.db.transaction(async (tx) => {
      await lockTimes(tx, [
        { resourceId: before.r.resourceId, date: before.r.date, start: before.r.startTime, end: before.r.endTime },
        { resourceId: input.trainerId, ...time },
      ]);
      const { r, packageId } = await ownSession(ctx, tx, id, true);
      assertChangeable(ctx, r); // decided here, at the request's instant, under the row's lock
      const { p, list, view } = await lockPackage(ctx, tx, packageId);
      const others = list.filter((s) => s.status !== 'cancelled' && s.id !== id).map((s) => s.date);
      failBooking(
        ctx,
        ptBookingIssue(ctx.now, input, { otherDays: others, bookable: 1, extraDays: p.extraDays }),
        view.validUntil,
      );
      await assertPersonMayBook(tx, person);
      await tx
        .update(reservations)
        .set({
          resourceId: input.trainerId,
          date: time.date,
          startTime: time.start,
          endTime: time.end,
          period: periodOf(time.date, time.start, time.end),
          updatedAt: ctx.now,
        })
        .where(eq(reservations.id, id));
      await refreshValidity(tx, p.id, ctx.now);
      await auditActor(tx, ctx, {
        action: 'update',
        targetType: 'pt_session',
        targetId: id,
        companyId: p.companyId,
        detail: {
          from: { trainerId: r.resourceId, date: r.date, start: r.startTime },
          to: { trainerId: input.trainerId, date: time.date, start: time.start },
        },
      });
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }
  forgetDays();
  forgetHeld(before.r.resourceId, before.r.date);
  forgetHeld(input.trainerId, input.date);
}

/** Cancels a session up to 24 hours before it: the session goes back to the package. */
export async function cancelSession(ctx: ActorContext, id: number): Promise<void> {
  const freed = await ctx.db.transaction(async (tx) => {
    const { r, packageId } = await ownSession(ctx, tx, id, true);
    assertChangeable(ctx, r);
    await tx
      .update(reservations)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelledBy: ctx.actor.id, updatedAt: ctx.now })
      .where(eq(reservations.id, id));
    await refreshValidity(tx, packageId, ctx.now);
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'pt_session',
      targetId: id,
      companyId: r.companyId,
      detail: { status: 'cancelled', packageId },
    });
    return { resourceId: r.resourceId, date: r.date };
  });
  forgetDays();
  forgetHeld(freed.resourceId, freed.date);
}
