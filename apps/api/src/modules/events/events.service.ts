/**
 * Events with the two-step apply (issue 17, decision 0039): the public list with its search, an
 * application under the event's row lock in the registry's capacity line (a place, else a place in
 * line, else EVENT_FULL), cancelling by the applicant (members from their list, anyone through the
 * link with the public code in their e-mail) with the first in line promoted and told. An application
 * without a login holds its place unconfirmed until confirmed from that link (decision 0055).
 */
import { toE164 } from '@tea/shared/accounts/phone';
import { inLanguage } from '@tea/shared/bilingual';
import {
  EVENT_HOLD_MINUTES,
  eventState,
  holdsAt,
  placeApplication,
  viewStatusAt,
  type EventCounts,
} from '@tea/shared/events/event.rules';
import type {
  ApplicationRequest,
  ApplicationResult,
  EventList,
  EventView,
  MyApplication,
  MyApplicationList,
} from '@tea/shared/events/event.schema';
import { applicationRequestSchema } from '@tea/shared/events/event.schema';
import { promotable } from '@tea/shared/reservations/capacity-session';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { rootDb, type Db } from '../../db/client.js';
import { eventApplications, events } from '../../db/schema/events.js';
import { AppError } from '../../plugins/errors.js';
import type { AuthUser } from '../auth/sessions.service.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { audit } from '../audit/audit.service.js';
import { codeDigest, newPublicCode } from '../public-codes/public-codes.js';
import { forgetRefusal, inCapacityLine, type Settled } from '../reservations/capacity-line.js';
import { askToConfirm, notifyApplicants, type NoticeKind } from './event-notices.js';

export type EventRow = typeof events.$inferSelect;
export type ApplicationRow = typeof eventApplications.$inferSelect;

const ACTIVE = ['confirmed', 'waitlisted'] as const;

/** Applications without a login one e-mail address may have made per day, unconfirmed or active, across events (decision 0055). */
export const ANONYMOUS_APPLICATIONS_PER_EMAIL_PER_DAY = 3;

/**
 * What an application takes at `now` ('confirmed': places, 'waitlisted': a place in line), or null:
 * an unconfirmed one takes what it holds until its hold ends. Read with the clock, so a hold that
 * ends needs no job to give its place back (decision 0055).
 */
const takesAt = (now: Date) =>
  sql<string | null>`case when ${eventApplications.status} = 'unconfirmed'
    then case when ${eventApplications.holdUntil} > ${now} then ${eventApplications.confirmsAs} end
    else ${eventApplications.status} end`;

/** Places taken and applications in line at `now`, per event. */
export async function countsOf(db: Db, ids: number[], now: Date): Promise<Map<number, EventCounts>> {
  if (ids.length === 0) return new Map();
  const takes = takesAt(now);
  const rows = await db
    .select({
      eventId: eventApplications.eventId,
      taken: sql<number>`coalesce(sum(${eventApplications.headcount}) filter (where ${takes} = 'confirmed'), 0)::int`,
      waitlisted: sql<number>`count(*) filter (where ${takes} = 'waitlisted')::int`,
    })
    .from(eventApplications)
    .where(and(inArray(eventApplications.eventId, ids), inArray(eventApplications.status, ['unconfirmed', ...ACTIVE])))
    .groupBy(eventApplications.eventId);
  return new Map(rows.map((r) => [r.eventId, { taken: Number(r.taken), waitlisted: Number(r.waitlisted) }]));
}

/** The place of a waitlisted application in its line (1 = next); qualified, as a single-table select names its columns bare. */
export const positionSql = sql<number>`(select count(*)::int from event_applications w
  where w.event_id = "event_applications"."event_id" and w.status = 'waitlisted' and w.id <= "event_applications"."id")`;

/** A search's words as a LIKE pattern over the trigram-indexed text (the wildcards typed are literal). */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().toLowerCase();
  if (!words) return undefined;
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${events.searchText} like ${`%${escaped}%`}`;
}

export function eventView(lang: string, now: Date, e: EventRow, counts: EventCounts): EventView {
  const state = eventState(e, counts, now);
  const place = placeApplication(e, counts, 1, now);
  return {
    id: e.id,
    title: inLanguage(e.titleKo, e.titleEn, lang),
    description: inLanguage(e.descriptionKo, e.descriptionEn, lang),
    place: inLanguage(e.placeKo, e.placeEn, lang),
    rules: inLanguage(e.rulesKo, e.rulesEn, lang),
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt.toISOString(),
    applyOpensAt: e.applyOpensAt.toISOString(),
    applyClosesAt: e.applyClosesAt.toISOString(),
    capacity: e.capacity,
    waitlistLength: e.waitlistLength,
    taken: counts.taken,
    waitlisted: counts.waitlisted,
    state,
    accepting: place === 'confirmed' || place === 'waitlisted',
    allowAnonymous: e.allowAnonymous,
    photoId: e.photoId,
  };
}

const NONE: EventCounts = { taken: 0, waitlisted: 0 };

/** GET /events: the published events (those still to come first), found by a partial word in either language. */
export async function listPublic(ctx: RequestContext, q?: string): Promise<EventList> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.status, 'published'), searchCondition(q)))
    .orderBy(sql`${events.endsAt} < ${ctx.now}`, asc(events.startsAt), asc(events.id))
    .limit(100);
  const counts = await countsOf(
    ctx.db,
    rows.map((r) => r.id),
    ctx.now,
  );
  return { items: rows.map((e) => eventView(ctx.lang, ctx.now, e, counts.get(e.id) ?? NONE)) };
}

/** The event's row, locked until the transaction ends: every change to its places takes it first. */
export async function lockEvent(tx: Db, id: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!event) throw new AppError('NOT_FOUND');
  return event;
}

/** A line of applications in flight on this replica, per event (the registry's capacity line). */
export const lineOf = (eventId: number) => `event:${eventId}`;

interface Applying {
  ctx: RequestContext;
  user: AuthUser | null;
  body: ReturnType<typeof applicationRequestSchema.parse>;
}

/**
 * POST /events/{id}/applications: a member (a session) or, when the event allows it, anyone. Under
 * the event's row lock: one active (or held) application per person and per e-mail, a place while the
 * headcount fits, else a place in line while the line has room, else EVENT_FULL; outside the window
 * EVENT_CLOSED. The applicant is told (with the cancel link) in the same transaction. Anyone's is
 * held unconfirmed for EVENT_HOLD_MINUTES and its e-mail asks to confirm it (decision 0055).
 */
export async function apply(
  ctx: RequestContext,
  eventId: number,
  input: ApplicationRequest,
  user: AuthUser | null,
): Promise<ApplicationResult> {
  const body = applicationRequestSchema.parse(input);
  const [event] = await ctx.db
    .select({ status: events.status, allowAnonymous: events.allowAnonymous })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || event.status === 'draft') throw new AppError('NOT_FOUND');
  if (!user && !event.allowAnonymous) throw new AppError('EVENT_MEMBERS_ONLY');
  return inCapacityLine(ctx.db, lineOf(eventId), { ctx, user, body }, (batch) => applyBatch(eventId, batch));
}

async function applyBatch(eventId: number, batch: Applying[]): Promise<Settled<ApplicationResult>[]> {
  // The batch decides many requests at once: the database itself, not one request's view of it.
  const first = batch[0]!.ctx;
  const db = rootDb(first.db);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    // Places that ended holds gave back go to the line first: nobody new takes them past it.
    await promoteWaiting(first, tx, event);
    const counts = { ...((await countsOf(tx, [eventId], first.now)).get(eventId) ?? NONE) };
    // The unique indexes see the active ones only (an index cannot read the clock): held ones are
    // checked here, under the lock every application of the event takes.
    const active = await tx
      .select({ userId: eventApplications.userId, email: sql<string>`lower(${eventApplications.email})` })
      .from(eventApplications)
      .where(
        and(
          eq(eventApplications.eventId, eventId),
          sql`${takesAt(first.now)} is not null`,
          sql`${eventApplications.erasedAt} is null`,
        ),
      );
    const users = new Set(active.map((a) => a.userId).filter((id) => id !== null));
    const emails = new Set(active.map((a) => a.email));
    const answers: Settled<ApplicationResult>[] = [];
    for (const { ctx, user, body } of batch) {
      const email = body.email.toLowerCase();
      // Before ALREADY_APPLIED: past the limit, the answer says nothing about this event.
      if (!user && (await anonymousApplicationsOf(tx, email, ctx.now)) >= ANONYMOUS_APPLICATIONS_PER_EMAIL_PER_DAY) {
        answers.push({ error: new AppError('RATE_LIMITED') });
        continue;
      }
      if ((user && users.has(user.id)) || emails.has(email)) {
        answers.push({ error: new AppError('ALREADY_APPLIED') });
        continue;
      }
      const place = placeApplication(event, counts, body.headcount, ctx.now);
      if (place === 'closed' || place === 'full') {
        answers.push({ error: new AppError(place === 'closed' ? 'EVENT_CLOSED' : 'EVENT_FULL') });
        continue;
      }
      const code = newPublicCode();
      const held = user === null;
      const [row] = await tx
        .insert(eventApplications)
        .values({
          eventId,
          userId: user?.id ?? null,
          status: held ? 'unconfirmed' : place,
          confirmsAs: held ? place : null,
          holdUntil: held ? new Date(ctx.now.getTime() + EVENT_HOLD_MINUTES * 60_000) : null,
          headcount: body.headcount,
          name: body.name,
          email: body.email,
          phone: toE164(body.phone) ?? body.phone,
          company: body.company ?? '',
          language: ctx.lang,
          code,
          confirmedAt: place === 'confirmed' && !held ? ctx.now : null,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      if (place === 'confirmed') counts.taken += body.headcount;
      else counts.waitlisted += 1;
      if (user) users.add(user.id);
      emails.add(email);
      const position = place === 'waitlisted' ? counts.waitlisted : null;
      await audit(tx, {
        actorId: user?.id ?? null,
        action: 'create',
        targetType: 'event_application',
        targetId: row!.id,
        companyId: user?.companyId ?? null,
        ip: ctx.ip,
        detail: { eventId, status: row!.status, headcount: body.headcount, member: user !== null },
      });
      if (held) await askToConfirm(ctx, tx, event, { ...row!, position });
      else
        await notifyApplicants(ctx, tx, place === 'confirmed' ? 'event_confirmed' : 'event_waitlisted', event, [
          { ...row!, position },
        ]);
      answers.push({
        value: {
          id: row!.id,
          status: row!.status as ApplicationResult['status'],
          position: held ? null : position,
          holdUntil: row!.holdUntil?.toISOString() ?? null,
        },
      });
    }
    return answers;
  });
}

/** Anonymous applications of an e-mail address in the last day, unconfirmed (held or not: each sent a mail) or active. */
async function anonymousApplicationsOf(tx: Db, email: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventApplications)
    .where(
      and(
        isNull(eventApplications.userId),
        sql`lower(${eventApplications.email}) = ${email}`,
        gt(eventApplications.createdAt, new Date(now.getTime() - 86_400_000)),
        inArray(eventApplications.status, ['unconfirmed', ...ACTIVE]),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Who moves a line up: a request (an applicant, the office) or the job that frees ended holds. */
export type Promoter = Pick<RequestContext, 'now' | 'notify'> & { actor: { id: number } | null; ip: string | null };

/**
 * The first in line take the places freed (in order, while each headcount fits: nobody jumps the
 * queue), each told in their language; under the event's lock. Answers how many moved.
 */
export async function promoteWaiting(ctx: Promoter, tx: Db, event: EventRow): Promise<number> {
  const counts = (await countsOf(tx, [event.id], ctx.now)).get(event.id) ?? NONE;
  const free = event.capacity - counts.taken;
  if (free <= 0 || counts.waitlisted === 0) return 0;
  const line = await tx
    .select()
    .from(eventApplications)
    .where(and(eq(eventApplications.eventId, event.id), eq(eventApplications.status, 'waitlisted')))
    .orderBy(asc(eventApplications.id));
  const moving = promotable(
    free,
    line.map((a) => ({ ...a, size: a.headcount })),
  );
  if (moving.length === 0) return 0;
  await tx
    .update(eventApplications)
    .set({ status: 'confirmed', confirmedAt: ctx.now, updatedAt: ctx.now })
    .where(
      inArray(
        eventApplications.id,
        moving.map((a) => a.id),
      ),
    );
  await audit(
    tx,
    moving.map((a) => ({
      actorId: ctx.actor?.id ?? null,
      action: 'update' as const,
      targetType: 'event_application',
      targetId: a.id,
      ip: ctx.ip,
      detail: { status: 'confirmed', promoted: true },
    })),
  );
  await notifyApplicants(
    ctx,
    tx,
    'event_promoted',
    event,
    moving.map((a) => ({ ...a, position: null })),
  );
  return moving.length;
}

/** Whether the applicant may still cancel: an active (or held) application of an event not yet started. */
const cancellable = (a: Pick<ApplicationRow, 'status' | 'holdUntil'>, e: Pick<EventRow, 'startsAt'>, now: Date) =>
  (a.status === 'confirmed' || a.status === 'waitlisted' || holdsAt(a, now)) && now < e.startsAt;

/** Cancels one application (the applicant or the office) under the event's lock; a freed place goes to the line. */
export async function cancelApplication(
  ctx: RequestContext,
  find: SQL,
  by: 'applicant' | 'office',
  notice?: NoticeKind,
): Promise<void> {
  const eventId = await ctx.db.transaction(async (tx) => {
    const [own] = await tx.select({ eventId: eventApplications.eventId }).from(eventApplications).where(find);
    if (!own) throw new AppError('NOT_FOUND');
    const event = await lockEvent(tx, own.eventId);
    const [application] = await tx.select().from(eventApplications).where(find);
    if (!application || !cancellable(application, event, ctx.now)) throw new AppError('EVENT_NOT_CANCELLABLE');
    await tx
      .update(eventApplications)
      .set({ status: 'cancelled', cancelledAt: ctx.now, cancelledBy: by, updatedAt: ctx.now })
      .where(eq(eventApplications.id, application.id));
    await audit(tx, {
      actorId: ctx.actor?.id ?? null,
      action: 'update',
      targetType: 'event_application',
      targetId: application.id,
      ip: ctx.ip,
      detail: { status: 'cancelled', was: application.status, by },
    });
    if (notice) await notifyApplicants(ctx, tx, notice, event, [{ ...application, position: null }]);
    // Whatever was cancelled (a place, a held one), places free now go to the line.
    await promoteWaiting(ctx, tx, event);
    return event.id;
  });
  // A place or a place in line is free again: this replica stops refusing the event as full.
  forgetRefusal(ctx.db, lineOf(eventId));
}

/** POST /events/applications/{id}/cancel: the member's own (another person's answers 404). */
export function cancelMine(ctx: ActorContext, id: number): Promise<void> {
  return cancelApplication(ctx, and(eq(eventApplications.id, id), eq(eventApplications.userId, ctx.actor.id))!, 'applicant');
}

/** POST /events/applications/by-code/{code}/cancel: anyone holding the link of the e-mail. */
export function cancelByCode(ctx: RequestContext, code: string): Promise<void> {
  return cancelApplication(ctx, eq(eventApplications.codeDigest, codeDigest(code)), 'applicant');
}

/**
 * POST /events/applications/by-code/{code}/confirm: the e-mail's link confirms an application made
 * without a login while its hold lasts, under the event's lock: it becomes what it held (a place in
 * line keeps its order, as the line is ordered by id) and the usual notice goes out. A second confirm
 * changes nothing; one after the hold answers EVENT_HOLD_EXPIRED (decision 0055).
 */
export async function confirmByCode(ctx: RequestContext, code: string): Promise<MyApplication> {
  const find = eq(eventApplications.codeDigest, codeDigest(code));
  await ctx.db.transaction(async (tx) => {
    const [own] = await tx.select({ eventId: eventApplications.eventId }).from(eventApplications).where(find);
    if (!own) throw new AppError('NOT_FOUND');
    const event = await lockEvent(tx, own.eventId);
    const [application] = await tx.select().from(eventApplications).where(find);
    if (!application || application.erasedAt) throw new AppError('NOT_FOUND');
    if (application.status === 'confirmed' || application.status === 'waitlisted') return;
    if (!holdsAt(application, ctx.now)) throw new AppError('EVENT_HOLD_EXPIRED');
    const status = application.confirmsAs!;
    const [row] = await tx
      .update(eventApplications)
      .set({ status, confirmedAt: status === 'confirmed' ? ctx.now : null, updatedAt: ctx.now })
      .where(eq(eventApplications.id, application.id))
      .returning();
    await audit(tx, {
      actorId: null,
      action: 'update',
      targetType: 'event_application',
      targetId: application.id,
      ip: ctx.ip,
      detail: { status, confirmedByEmail: true },
    });
    const [line] = await tx
      .select({ position: positionSql })
      .from(eventApplications)
      .where(eq(eventApplications.id, application.id));
    const position = status === 'waitlisted' ? Number(line!.position) : null;
    await notifyApplicants(ctx, tx, status === 'confirmed' ? 'event_confirmed' : 'event_waitlisted', event, [
      { ...row!, position },
    ]);
    // A place in line confirmed while places are free (others' holds ended): the line moves up now.
    if (status === 'waitlisted') await promoteWaiting(ctx, tx, event);
  });
  return byCode(ctx, code);
}

function myView(ctx: RequestContext, a: ApplicationRow, e: EventRow, position: number): MyApplication {
  return {
    id: a.id,
    status: viewStatusAt(a, ctx.now),
    position: a.status === 'waitlisted' ? Number(position) : null,
    holdUntil: a.status === 'unconfirmed' ? a.holdUntil!.toISOString() : null,
    headcount: a.headcount,
    createdAt: a.createdAt.toISOString(),
    cancellable: cancellable(a, e, ctx.now),
    event: {
      id: e.id,
      title: inLanguage(e.titleKo, e.titleEn, ctx.lang),
      place: inLanguage(e.placeKo, e.placeEn, ctx.lang),
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
    },
  };
}

/** GET /events/applications/mine: the member's applications, newest first. */
export async function listMine(ctx: ActorContext): Promise<MyApplicationList> {
  const rows = await ctx.db
    .select({ a: eventApplications, e: events, position: positionSql })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .where(and(eq(eventApplications.userId, ctx.actor.id), isNotNull(eventApplications.userId)))
    .orderBy(desc(eventApplications.createdAt), desc(eventApplications.id))
    .limit(100);
  return { items: rows.map(({ a, e, position }) => myView(ctx, a, e, position)) };
}

/** GET /events/applications/by-code/{code}: the application the e-mail's link opens. */
export async function byCode(ctx: RequestContext, code: string): Promise<MyApplication> {
  const [row] = await ctx.db
    .select({ a: eventApplications, e: events, position: positionSql })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .where(eq(eventApplications.codeDigest, codeDigest(code)));
  if (!row || row.a.erasedAt) throw new AppError('NOT_FOUND');
  return myView(ctx, row.a, row.e, row.position);
}
