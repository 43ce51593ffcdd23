/**
 * The back office's events (issue 17, decision 0039): the list with places taken and the missing
 * translations flagged, create and edit in both languages (audited) with a poster or cover photo
 * (decision 0058), the applicants (confirmed and in line) with their export, and cancelling an
 * application (the applicant is told, the line moves up).
 */
import { eventState, instantToSeoulLocal, seoulLocalToInstant, viewStatusAt } from '@tea/shared/events/event.rules';
import type { AdminApplicationList, AdminEvent, AdminEventList, EventInput } from '@tea/shared/events/event.schema';
import { eventInputSchema } from '@tea/shared/events/event.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventApplications, events } from '../../db/schema/events.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { audit, auditActor } from '../audit/audit.service.js';
import { forgetRefusal } from '../reservations/capacity-line.js';
import { EVENT_PHOTO_KIND, keepListedUploads, uploadsById } from '../uploads/uploads.service.js';
import {
  cancelApplication,
  countsOf,
  lineOf,
  lockEvent,
  positionSql,
  promoteWaiting,
  searchCondition,
  type EventRow,
} from './events.service.js';

/** The texts of an event, in both languages. */
const TEXTS = ['titleKo', 'titleEn', 'descriptionKo', 'descriptionEn', 'placeKo', 'placeEn', 'rulesKo', 'rulesEn'] as const;
const textsOf = (e: Record<(typeof TEXTS)[number], string>) =>
  Object.fromEntries(TEXTS.map((key) => [key, e[key]])) as Record<(typeof TEXTS)[number], string>;

function adminView(
  now: Date,
  e: EventRow,
  counts: { taken: number; waitlisted: number },
  photos: Map<string, Upload>,
): AdminEvent {
  return {
    id: e.id,
    ...textsOf(e),
    startsAt: instantToSeoulLocal(e.startsAt),
    endsAt: instantToSeoulLocal(e.endsAt),
    applyOpensAt: instantToSeoulLocal(e.applyOpensAt),
    applyClosesAt: instantToSeoulLocal(e.applyClosesAt),
    capacity: e.capacity,
    waitlistLength: e.waitlistLength,
    allowAnonymous: e.allowAnonymous,
    status: e.status,
    photo: (e.photoId && photos.get(e.photoId)) || null,
    state: eventState(e, counts, now),
    taken: counts.taken,
    waitlisted: counts.waitlisted,
    missingEnglish: [e.titleEn, e.descriptionEn, e.placeEn, e.rulesEn].some((text) => !text.trim()),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** GET /admin/events: every event, newest start first, found by a partial word. */
export async function adminList(ctx: ActorContext, q?: string): Promise<AdminEventList> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(searchCondition(q))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(200);
  const counts = await countsOf(
    ctx.db,
    rows.map((r) => r.id),
    ctx.now,
  );
  const photos = await photosOf(ctx.db, rows);
  return { items: rows.map((e) => adminView(ctx.now, e, counts.get(e.id) ?? { taken: 0, waitlisted: 0 }, photos)) };
}

/** The photos' files of these events, for the form's preview. */
const photosOf = (db: Db, rows: EventRow[]) =>
  uploadsById(
    db,
    rows.flatMap((e) => (e.photoId ? [e.photoId] : [])),
  );

/** GET /admin/events/{id}: one event, for its edit form. */
export async function adminGet(ctx: ActorContext, id: number): Promise<AdminEvent> {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const counts = await countsOf(ctx.db, [id], ctx.now);
  return adminView(ctx.now, row, counts.get(id) ?? { taken: 0, waitlisted: 0 }, await photosOf(ctx.db, [row]));
}

function values(input: EventInput) {
  const e = eventInputSchema.parse(input);
  return {
    ...textsOf(e),
    startsAt: seoulLocalToInstant(e.startsAt)!,
    endsAt: seoulLocalToInstant(e.endsAt)!,
    applyOpensAt: seoulLocalToInstant(e.applyOpensAt)!,
    applyClosesAt: seoulLocalToInstant(e.applyClosesAt)!,
    capacity: e.capacity,
    waitlistLength: e.waitlistLength,
    allowAnonymous: e.allowAnonymous,
    status: e.status,
    photoId: e.photoId,
  };
}

/**
 * Claims the event's photo when it is a new one (the editor's own unclaimed `event-photo` upload) and
 * lets go of the one it replaces or that was removed, in the edit's transaction.
 */
const claimPhoto = (ctx: ActorContext, tx: Db, id: number, photoId: string | null, had: string | null) =>
  keepListedUploads(
    ctx,
    tx,
    { purpose: 'event-photo', kind: EVENT_PHOTO_KIND, recordId: id },
    photoId ? [photoId] : [],
    had ? [had] : [],
  );

/** POST /admin/events: a new event (audited with its values). */
export async function createEvent(ctx: ActorContext, input: EventInput): Promise<AdminEvent> {
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(events)
      .values({ ...values(input), createdBy: ctx.actor.id, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    await claimPhoto(ctx, tx, created!.id, created!.photoId, null);
    await auditActor(tx, ctx, {
      action: 'create',
      targetType: 'event',
      targetId: created!.id,
      detail: { title: created!.titleKo, status: created!.status, capacity: created!.capacity, photoId: created!.photoId },
    });
    return created!;
  });
  return adminView(ctx.now, row, { taken: 0, waitlisted: 0 }, await photosOf(ctx.db, [row]));
}

/** PUT /admin/events/{id}: edits the event under its lock; more places move the line up. */
export async function updateEvent(ctx: ActorContext, id: number, input: EventInput): Promise<AdminEvent> {
  const edited = values(input);
  await ctx.db.transaction(async (tx) => {
    const before = await lockEvent(tx, id);
    // A photo left out of the edit stays (an edit of the event as read, which carries `photo`).
    const next = { ...edited, photoId: edited.photoId === undefined ? before.photoId : edited.photoId };
    const [after] = await tx
      .update(events)
      .set({ ...next, updatedAt: ctx.now })
      .where(eq(events.id, id))
      .returning();
    await claimPhoto(ctx, tx, id, next.photoId, before.photoId);
    const changed = Object.fromEntries(
      Object.entries(next)
        .filter(([key, value]) => String(value) !== String(before[key as keyof EventRow]))
        .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    );
    await audit(tx, { actorId: ctx.actor.id, action: 'update', targetType: 'event', targetId: id, ip: ctx.ip, detail: changed });
    await promoteWaiting(ctx, tx, after!);
  });
  forgetRefusal(ctx.db, lineOf(id));
  return adminGet(ctx, id);
}

/** GET /admin/events/{id}/applications: everyone who applied, in order (the line's places counted; unconfirmed ones as held or expired). */
export async function applicants(ctx: ActorContext, id: number): Promise<AdminApplicationList> {
  const [event] = await ctx.db.select({ id: events.id }).from(events).where(eq(events.id, id));
  if (!event) throw new AppError('NOT_FOUND');
  const rows = await ctx.db
    .select({ a: eventApplications, position: positionSql })
    .from(eventApplications)
    .where(eq(eventApplications.eventId, id))
    .orderBy(asc(eventApplications.id))
    .limit(5000);
  return {
    items: rows.map(({ a, position }) => ({
      id: a.id,
      status: viewStatusAt(a, ctx.now),
      position: a.status === 'waitlisted' ? Number(position) : null,
      name: a.name,
      email: a.email,
      phone: a.phone,
      company: a.company,
      headcount: a.headcount,
      member: a.userId !== null,
      createdAt: a.createdAt.toISOString(),
      cancelledAt: a.cancelledAt?.toISOString() ?? null,
    })),
  };
}

/** POST /admin/events/{id}/applications/{applicationId}/cancel: the office cancels; the applicant is told. */
export function cancelByOffice(ctx: ActorContext, eventId: number, applicationId: number): Promise<void> {
  return cancelApplication(
    ctx,
    and(eq(eventApplications.id, applicationId), eq(eventApplications.eventId, eventId))!,
    'office',
    'event_cancelled',
  );
}
