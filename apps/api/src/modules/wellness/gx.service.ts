/**
 * GX programs and registrations (issue 15, decision 0026): the month's list, registering under the
 * program's row lock (a place, else the waiting list, else WAITLIST_FULL), withdrawing (refunded less
 * the 10% fee before the course starts, the first in line promoted and told), the person's list and
 * the back office's programs, copies and rosters. Another person's registration answers 404.
 */
import type { Lang } from '@tea/i18n';
import type { Created } from '@tea/shared/answers';
import { UnknownHolidayYear, type HolidayCalendar } from '@tea/shared/business-days';
import { seoulDate } from '@tea/shared/calendar';
import { seoulInstant } from '@tea/shared/reservations/reservation.rules';
import {
  courseStart,
  gxRefund,
  gxVat,
  isRegistrationOpen,
  placeFor,
  previousMonth,
  programWindow,
  sessionDates,
  type RegistrationWindow,
} from '@tea/shared/wellness/gx.rules';
import type {
  GxCopied,
  GxProgram,
  GxProgramInput,
  GxProgramList,
  GxRegistrationCreated,
  GxRegistrationList,
  GxRoster,
} from '@tea/shared/wellness/gx.schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rootDb, type Db } from '../../db/client.js';
import { shortCache, type ShortCache } from '../../db/short-cache.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { gxAttendance, gxPrograms, gxRegistrations } from '../../db/schema/wellness.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { forgetRefusal, inCapacityLine, type Settled } from '../reservations/capacity-line.js';
import { holidayCalendarFrom } from '../voc/holiday-calendar.js';
import { notifyGx } from './gx-notices.js';
import { nameIn } from '../../db/schema/name-columns.js';

export type ProgramRow = typeof gxPrograms.$inferSelect;
type Counts = { registered: number; waitlisted: number };

/** Each database's calendars and programs as registrations see them first, kept a second (decision 0012). */
const calendars = new WeakMap<Db, ShortCache>();
const programsSeen = new WeakMap<Db, ShortCache>();

/** A program as it was in the last second (read again under its lock before anything changes). */
function programSeen(db: Db, id: number): Promise<ProgramRow | undefined> {
  let cache = programsSeen.get(rootDb(db));
  if (!cache) programsSeen.set(rootDb(db), (cache = shortCache()));
  return cache.get(String(id), async () => (await db.select().from(gxPrograms).where(eq(gxPrograms.id, id)))[0]);
}

/** The holiday calendar of the month before the program month (its window) and the year after. */
export function calendarFor(db: Db, month: string): Promise<HolidayCalendar> {
  let cache = calendars.get(rootDb(db));
  if (!cache) calendars.set(rootDb(db), (cache = shortCache()));
  return cache.get(month, () => readCalendar(db, month));
}

function readCalendar(db: Db, month: string): Promise<HolidayCalendar> {
  return holidayCalendarFrom(db, seoulInstant(`${previousMonth(month)}-01`, '00:00'));
}

/** A program's sessions, holidays and closures skipped, or null when its year's holidays are not known yet. */
export function sessionsOf(calendar: HolidayCalendar, p: Pick<ProgramRow, 'month' | 'weekdays'>): string[] | null {
  try {
    return sessionDates(calendar, p.month, p.weekdays);
  } catch (error) {
    if (error instanceof UnknownHolidayYear) return null;
    throw error;
  }
}

/**
 * When a program's course starts (its first session): without its year's holidays, its first
 * weekday, never later than the true start, so withdrawing closes no later than it should.
 */
export function startOf(calendar: HolidayCalendar, p: Pick<ProgramRow, 'month' | 'weekdays'>): string {
  const known = sessionsOf(calendar, p) ? calendar : { years: new Set([Number(p.month.slice(0, 4))]), days: new Set<string>() };
  return courseStart(known, p.month, p.weekdays);
}

/** A program's window, or null when its year's holidays are not known yet. */
export function windowOf(
  calendar: HolidayCalendar,
  program: Pick<ProgramRow, 'month' | 'registrationOpens' | 'registrationCloses'>,
): RegistrationWindow | null {
  try {
    return programWindow(calendar, program);
  } catch (error) {
    if (error instanceof UnknownHolidayYear) return null;
    throw error;
  }
}

async function countsOf(db: Db, programIds: number[]): Promise<Map<number, Counts>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({
      programId: gxRegistrations.programId,
      registered: sql<number>`count(*) filter (where ${gxRegistrations.status} = 'registered')::int`,
      waitlisted: sql<number>`count(*) filter (where ${gxRegistrations.status} = 'waitlisted')::int`,
    })
    .from(gxRegistrations)
    .where(and(inArray(gxRegistrations.programId, programIds), inArray(gxRegistrations.status, ['registered', 'waitlisted'])))
    .groupBy(gxRegistrations.programId);
  return new Map(rows.map((r) => [r.programId, { registered: Number(r.registered), waitlisted: Number(r.waitlisted) }]));
}

/** The place of a waitlisted registration in its line (1 = next). */
const positionSql = sql<number>`(select count(*)::int from ${gxRegistrations} w
  where w.program_id = ${gxRegistrations.programId} and w.status = 'waitlisted' and w.id <= ${gxRegistrations.id})`;

export function programView(
  lang: Lang,
  now: Date,
  calendar: HolidayCalendar,
  p: ProgramRow,
  counts: Counts,
  mine: GxProgram['mine'],
): GxProgram {
  const window = windowOf(calendar, p);
  return {
    id: p.id,
    month: p.month,
    name: nameIn(lang, p),
    nameKo: p.nameKo,
    nameEn: p.nameEn,
    weekdays: p.weekdays,
    start: p.startTime,
    end: p.endTime,
    firstSession: startOf(calendar, p),
    sessionCount: sessionsOf(calendar, p)?.length ?? null,
    instructor: p.instructor,
    capacity: p.capacity,
    waitlistLength: p.waitlistLength,
    price: p.price,
    vat: p.vat,
    status: p.status,
    registration: window && {
      opens: window.opens,
      closes: window.closes,
      open: p.status === 'open' && isRegistrationOpen(window, now),
    },
    registrationOpens: p.registrationOpens,
    registrationCloses: p.registrationCloses,
    registered: counts.registered,
    waitlisted: counts.waitlisted,
    mine,
  };
}

async function programsOf(ctx: ActorContext, month: string, asker: number | null): Promise<GxProgramList> {
  const [rows, calendar] = await Promise.all([
    ctx.db.select().from(gxPrograms).where(eq(gxPrograms.month, month)).orderBy(asc(gxPrograms.startTime), asc(gxPrograms.id)),
    calendarFor(ctx.db, month),
  ]);
  const ids = rows.map((r) => r.id);
  const counts = await countsOf(ctx.db, ids);
  const mine = new Map<number, NonNullable<GxProgram['mine']>>();
  if (asker !== null && ids.length > 0) {
    const own = await ctx.db
      .select({
        id: gxRegistrations.id,
        programId: gxRegistrations.programId,
        status: gxRegistrations.status,
        position: positionSql,
      })
      .from(gxRegistrations)
      .where(
        and(
          eq(gxRegistrations.userId, asker),
          inArray(gxRegistrations.programId, ids),
          inArray(gxRegistrations.status, ['registered', 'waitlisted']),
        ),
      );
    for (const r of own)
      mine.set(r.programId, { id: r.id, status: r.status, position: r.status === 'waitlisted' ? Number(r.position) : null });
  }
  let window: GxProgramList['window'] = null;
  try {
    const w = programWindow(calendar, { month, registrationOpens: null, registrationCloses: null });
    window = { opens: w.opens, closes: w.closes, open: isRegistrationOpen(w, ctx.now) };
  } catch (error) {
    if (!(error instanceof UnknownHolidayYear)) throw error;
  }
  return {
    month,
    window,
    items: rows.map((p) =>
      programView(ctx.lang, ctx.now, calendar, p, counts.get(p.id) ?? { registered: 0, waitlisted: 0 }, mine.get(p.id) ?? null),
    ),
  };
}

/** GET /wellness/gx/programs?month=: the month's programs with places taken and the asker's own registration. */
export function listPrograms(ctx: ActorContext, month: string): Promise<GxProgramList> {
  return programsOf(ctx, month, ctx.actor.id);
}

/** GET /wellness/gx/programs/{id}: one program of any month (the registration page). */
export async function getProgram(ctx: ActorContext, id: number): Promise<GxProgram> {
  const [row] = await ctx.db.select({ month: gxPrograms.month }).from(gxPrograms).where(eq(gxPrograms.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const list = await programsOf(ctx, row.month, ctx.actor.id);
  const program = list.items.find((p) => p.id === id);
  if (!program) throw new AppError('NOT_FOUND');
  return program;
}

/** A program's line of registrations in flight on this replica. */
export const lineOf = (programId: number) => `gx:${programId}`;

/** The program's row, locked until the transaction ends: every change to its places takes it first. */
export async function lockProgram(tx: Db, id: number): Promise<ProgramRow> {
  const [program] = await tx.select().from(gxPrograms).where(eq(gxPrograms.id, id)).for('update');
  if (!program) throw new AppError('NOT_FOUND');
  return program;
}

type Placed = GxRegistrationCreated;

/** Why a program takes no registration at `now` (its window on the calendar, its status), or null. */
function closedAt(program: ProgramRow, calendar: HolidayCalendar, now: Date): AppError | null {
  const window = windowOf(calendar, program);
  if (!window) return new AppError('REGISTRATION_CLOSED', undefined, { opens: '-', closes: '-' });
  if (program.status !== 'open' || !isRegistrationOpen(window, now))
    return new AppError('REGISTRATION_CLOSED', undefined, { opens: window.opens, closes: window.closes });
  return null;
}

/**
 * POST /wellness/gx/registrations: under the program's row lock, a place while there is one, else a
 * place in line while the line has room, else WAITLIST_FULL; outside the window REGISTRATION_CLOSED
 * with its days.
 */
export async function register(ctx: ActorContext, programId: number): Promise<Placed> {
  if (ctx.actor.companyId === null) throw new AppError('ACCESS_DENIED');
  // The registrations that arrive while a batch holds the program are decided together next, in
  // arrival order (capacity-line.ts): a rush waits here, not on the row lock with a pooled
  // connection, and once the program is found full or closed the rest are answered without a query.
  return inCapacityLine(ctx.db, lineOf(programId), ctx, (batch) => registerBatch(programId, batch));
}

/**
 * One batch of registrations for a program, in arrival order: the window from the program as it was
 * in the last second (it and the calendar are kept a second) refuses a closed program without a
 * lock. Under the lock: the window again, who holds one already, and the places and line counted
 * once; then one insert and one audit statement for everyone placed.
 */
async function registerBatch(programId: number, batch: ActorContext[]): Promise<Settled<Placed>[]> {
  // The batch decides many requests at once: the database itself, not one request's view of it.
  const db = rootDb(batch[0]!.db);
  const seen = await programSeen(db, programId);
  if (!seen) throw new AppError('NOT_FOUND');
  const calendar = await calendarFor(db, seen.month);
  const answers: (Settled<Placed> | undefined)[] = batch.map((ctx) => {
    const refusal = closedAt(seen, calendar, ctx.now);
    return refusal ? { error: refusal } : undefined;
  });
  if (answers.every(Boolean)) return answers as Settled<Placed>[];
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, programId);
    // Moved to another month meanwhile (the office): that month's calendar, read in the transaction.
    const programCalendar = program.month === seen.month ? calendar : await readCalendar(tx, program.month);
    const active = and(eq(gxRegistrations.programId, programId), inArray(gxRegistrations.status, ['registered', 'waitlisted']));
    const [state] = await tx
      .select({
        registered: sql<number>`count(*) filter (where ${gxRegistrations.status} = 'registered')::int`,
        waitlisted: sql<number>`count(*) filter (where ${gxRegistrations.status} = 'waitlisted')::int`,
      })
      .from(gxRegistrations)
      .where(active);
    const askers = [...new Set(batch.map((ctx) => ctx.actor.id))];
    const holding = await tx
      .select({ userId: gxRegistrations.userId })
      .from(gxRegistrations)
      .where(and(active, inArray(gxRegistrations.userId, askers)));
    const holders = new Set(holding.map((h) => h.userId));
    const counts = { registered: Number(state!.registered), waitlisted: Number(state!.waitlisted) };
    const placed: { i: number; ctx: ActorContext; status: Placed['status']; position: number | null }[] = [];
    batch.forEach((ctx, i) => {
      if (answers[i]) return;
      const status = holders.has(ctx.actor.id) ? 'mine' : placeFor(program, counts);
      const refusal =
        closedAt(program, programCalendar, ctx.now) ??
        (status === 'mine' ? new AppError('ALREADY_RESERVED') : status === 'full' ? new AppError('WAITLIST_FULL') : null);
      if (refusal || status === 'mine' || status === 'full') {
        answers[i] = { error: refusal };
        return;
      }
      holders.add(ctx.actor.id);
      placed.push({ i, ctx, status, position: status === 'waitlisted' ? counts.waitlisted + 1 : null });
      counts[status] += 1;
    });
    if (placed.length === 0) return answers as Settled<Placed>[];
    const rows = await tx
      .insert(gxRegistrations)
      .values(
        placed.map(({ ctx, status }) => ({
          programId,
          userId: ctx.actor.id,
          companyId: ctx.actor.companyId!,
          status,
          price: program.price,
          vat: program.vat,
          total: program.price + program.vat,
          registeredAt: status === 'registered' ? ctx.now : null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      .returning({ id: gxRegistrations.id, userId: gxRegistrations.userId });
    const idOf = new Map(rows.map((row) => [row.userId, row.id]));
    await audit(
      tx,
      placed.map(({ ctx, status }) => ({
        actorId: ctx.actor.id,
        action: 'create' as const,
        targetType: 'gx_registration',
        targetId: idOf.get(ctx.actor.id)!,
        companyId: ctx.actor.companyId,
        ip: ctx.ip,
        detail: { programId, status },
      })),
    );
    for (const { i, ctx, status, position } of placed) answers[i] = { value: { id: idOf.get(ctx.actor.id)!, status, position } };
    return answers as Settled<Placed>[];
  });
}

/** The first in line of a program takes the place freed, and is told in their language (under the program's lock). */
export async function promoteFirst(ctx: ActorContext, tx: Db, program: ProgramRow): Promise<void> {
  const [first] = await tx
    .select({ id: gxRegistrations.id, userId: gxRegistrations.userId, total: gxRegistrations.total })
    .from(gxRegistrations)
    .where(and(eq(gxRegistrations.programId, program.id), eq(gxRegistrations.status, 'waitlisted')))
    .orderBy(asc(gxRegistrations.id))
    .limit(1);
  if (!first) return;
  await tx
    .update(gxRegistrations)
    .set({ status: 'registered', registeredAt: ctx.now, updatedAt: ctx.now })
    .where(eq(gxRegistrations.id, first.id));
  await auditActor(tx, ctx, {
    action: 'update',
    targetType: 'gx_registration',
    targetId: first.id,
    detail: { status: 'registered', promoted: true },
  });
  await notifyGx(ctx.notify, tx, 'gx_promoted', program, [{ userId: first.userId, total: first.total }]);
}

/**
 * Cancels a registration in the caller's transaction (under the program's lock), with the fee it keeps
 * and who cancelled it, and audits it with what the caller's entry says of it.
 */
export async function cancelRegistration(
  ctx: ActorContext,
  tx: Db,
  registration: typeof gxRegistrations.$inferSelect,
  cancel: { fee: number; by: 'person' | 'office' },
  detail: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(gxRegistrations)
    .set({ status: 'cancelled', fee: cancel.fee, cancelledAt: ctx.now, cancelledBy: cancel.by, updatedAt: ctx.now })
    .where(eq(gxRegistrations.id, registration.id));
  await auditActor(tx, ctx, {
    action: 'update',
    targetType: 'gx_registration',
    targetId: registration.id,
    companyId: registration.companyId,
    detail,
  });
}

/** POST /wellness/gx/registrations/{id}/cancel: the person withdraws before the course starts; a freed place goes to the first in line. */
export async function cancelMine(ctx: ActorContext, id: number) {
  const result = await ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ programId: gxRegistrations.programId })
      .from(gxRegistrations)
      .where(and(eq(gxRegistrations.id, id), eq(gxRegistrations.userId, ctx.actor.id)));
    if (!own) throw new AppError('NOT_FOUND');
    const program = await lockProgram(tx, own.programId);
    const [registration] = await tx.select().from(gxRegistrations).where(eq(gxRegistrations.id, id));
    const calendar = await calendarFor(tx, program.month);
    const terms = gxRefund(seoulDate(ctx.now), startOf(calendar, program), registration!);
    if (!terms.allowed || program.status !== 'open') throw new AppError('GX_NOT_CANCELLABLE');
    await cancelRegistration(
      ctx,
      tx,
      registration!,
      { fee: terms.fee, by: 'person' },
      { status: 'cancelled', was: registration!.status, fee: terms.fee, refund: terms.refund },
    );
    if (registration!.status === 'registered') await promoteFirst(ctx, tx, program);
    return { programId: program.id, fee: terms.fee, refund: terms.refund };
  });
  // A place or a place in line is free again: this replica stops refusing the program as full.
  forgetRefusal(ctx.db, lineOf(result.programId));
  return { fee: result.fee, refund: result.refund };
}

/** GET /wellness/gx/registrations: the person's registrations, newest first, with what withdrawing now costs. */
export async function listMine(ctx: ActorContext): Promise<GxRegistrationList> {
  const rows = await ctx.db
    .select({ r: gxRegistrations, p: gxPrograms, position: positionSql })
    .from(gxRegistrations)
    .innerJoin(gxPrograms, eq(gxPrograms.id, gxRegistrations.programId))
    .where(eq(gxRegistrations.userId, ctx.actor.id))
    .orderBy(desc(gxRegistrations.createdAt), desc(gxRegistrations.id))
    .limit(100);
  const today = seoulDate(ctx.now);
  const months = [...new Set(rows.map((row) => row.p.month))];
  const calendars = new Map(await Promise.all(months.map(async (m) => [m, await calendarFor(ctx.db, m)] as const)));
  return {
    items: rows.map(({ r, p, position }) => {
      const firstSession = startOf(calendars.get(p.month)!, p);
      const terms = gxRefund(today, firstSession, r);
      return {
        id: r.id,
        status: r.status,
        position: r.status === 'waitlisted' ? Number(position) : null,
        cancelledBy: r.cancelledBy,
        price: r.price,
        vat: r.vat,
        total: r.total,
        fee: r.fee,
        createdAt: r.createdAt.toISOString(),
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        withdrawal: p.status === 'open' ? terms : { allowed: false, fee: 0, refund: 0 },
        program: {
          id: p.id,
          month: p.month,
          name: nameIn(ctx.lang, p),
          weekdays: p.weekdays,
          start: p.startTime,
          end: p.endTime,
          instructor: p.instructor,
          firstSession,
          status: p.status,
        },
      };
    }),
  };
}

// --- The back office ---

/** GET /admin/wellness/gx/programs?month=: the month's programs with their places taken. */
export function adminPrograms(ctx: ActorContext, month: string): Promise<GxProgramList> {
  return programsOf(ctx, month, null);
}

const programValues = (input: GxProgramInput) => ({
  month: input.month,
  nameKo: input.nameKo,
  nameEn: input.nameEn,
  weekdays: [...input.weekdays].sort((a, b) => a - b),
  startTime: input.start,
  endTime: input.end,
  instructor: input.instructor,
  capacity: input.capacity,
  waitlistLength: input.waitlistLength,
  price: input.price,
  vat: gxVat(input.price),
  registrationOpens: input.registrationOpens,
  registrationCloses: input.registrationCloses,
});

/** POST /admin/wellness/gx/programs. */
export async function createProgram(ctx: ActorContext, input: GxProgramInput): Promise<Created> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gxPrograms)
      .values({ ...programValues(input), createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: gxPrograms.id });
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'gx_program',
      targetId: row!.id,
      detail: input,
    });
    return { id: row!.id };
  });
}

/** PUT /admin/wellness/gx/programs/{id}: registrations keep the price they were taken at. */
export async function updateProgram(ctx: ActorContext, id: number, input: GxProgramInput): Promise<void> {
  // Its places, line or days may have changed.
  forgetRefusal(ctx.db, lineOf(id));
  programsSeen.get(rootDb(ctx.db))?.clear();
  await ctx.db.transaction(async (tx) => {
    await lockProgram(tx, id);
    await tx
      .update(gxPrograms)
      .set({ ...programValues(input), updatedAt: ctx.now })
      .where(eq(gxPrograms.id, id));
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'gx_program',
      targetId: id,
      detail: input,
    });
  });
}

/** POST /admin/wellness/gx/programs/copy { month }: the previous month's programs into the month, those not there already. */
export async function copyFromPrevious(ctx: ActorContext, month: string): Promise<GxCopied> {
  return ctx.db.transaction(async (tx) => {
    const [before, present] = await Promise.all([
      tx
        .select()
        .from(gxPrograms)
        .where(eq(gxPrograms.month, previousMonth(month)))
        .orderBy(asc(gxPrograms.id)),
      tx.select().from(gxPrograms).where(eq(gxPrograms.month, month)),
    ]);
    const key = (p: ProgramRow) => `${p.nameKo}|${p.weekdays.join(',')}|${p.startTime}`;
    const there = new Set(present.map(key));
    const copies = before
      .filter((p) => !there.has(key(p)))
      .map(
        ({
          id: _id,
          closedAt: _c,
          createdAt: _cr,
          updatedAt: _u,
          status: _s,
          registrationOpens: _o,
          registrationCloses: _cl,
          ...p
        }) => ({
          ...p,
          month,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        }),
      );
    if (copies.length > 0) await tx.insert(gxPrograms).values(copies);
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'gx_program',
      detail: { copiedFrom: previousMonth(month), month, copied: copies.length },
    });
    return { copied: copies.length };
  });
}

/** GET /admin/wellness/gx/programs/{id}/roster: the registrations in line order, with the sessions each attended. */
export async function roster(ctx: ActorContext, id: number): Promise<GxRoster> {
  const [program] = await ctx.db.select().from(gxPrograms).where(eq(gxPrograms.id, id));
  if (!program) throw new AppError('NOT_FOUND');
  const [calendar, counts, rows] = await Promise.all([
    calendarFor(ctx.db, program.month),
    countsOf(ctx.db, [id]),
    ctx.db
      .select({
        r: gxRegistrations,
        position: positionSql,
        name: users.name,
        loginId: users.loginId,
        companyKo: companies.nameKo,
        companyEn: companies.nameEn,
        attended: sql<
          string[]
        >`coalesce((select array_agg(a.date::text order by a.date) from ${gxAttendance} a where a.registration_id = ${gxRegistrations.id}), '{}')`,
      })
      .from(gxRegistrations)
      .innerJoin(users, eq(users.id, gxRegistrations.userId))
      .innerJoin(companies, eq(companies.id, gxRegistrations.companyId))
      .where(eq(gxRegistrations.programId, id))
      .orderBy(
        sql`case ${gxRegistrations.status} when 'registered' then 0 when 'waitlisted' then 1 else 2 end`,
        asc(gxRegistrations.id),
      ),
  ]);
  return {
    program: programView(ctx.lang, ctx.now, calendar, program, counts.get(id) ?? { registered: 0, waitlisted: 0 }, null),
    sessions: sessionsOf(calendar, program) ?? [],
    items: rows.map((row) => ({
      id: row.r.id,
      status: row.r.status,
      position: row.r.status === 'waitlisted' ? Number(row.position) : null,
      name: row.name,
      loginId: row.loginId,
      company: ctx.lang === 'ko' ? row.companyKo : row.companyEn,
      createdAt: row.r.createdAt.toISOString(),
      attended: row.attended,
    })),
  };
}

/** PUT /admin/wellness/gx/registrations/{id}/attendance { date, attended }: the desk marks a registered person at a session. */
export async function markAttendance(ctx: ActorContext, id: number, input: { date: string; attended: boolean }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: gxRegistrations.status, month: gxPrograms.month, weekdays: gxPrograms.weekdays })
      .from(gxRegistrations)
      .innerJoin(gxPrograms, eq(gxPrograms.id, gxRegistrations.programId))
      .where(eq(gxRegistrations.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    const sessions = sessionsOf(await calendarFor(tx, row.month), row) ?? [];
    if (row.status !== 'registered' || !sessions.includes(input.date)) {
      throw new AppError('VALIDATION_FAILED', { date: 'wellness:validation.session' });
    }
    if (input.attended) {
      await tx
        .insert(gxAttendance)
        .values({ registrationId: id, date: input.date, markedBy: ctx.actor.id, markedAt: ctx.now })
        .onConflictDoNothing();
    } else {
      await tx.delete(gxAttendance).where(and(eq(gxAttendance.registrationId, id), eq(gxAttendance.date, input.date)));
    }
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'gx_attendance',
      targetId: id,
      detail: input,
    });
  });
}
