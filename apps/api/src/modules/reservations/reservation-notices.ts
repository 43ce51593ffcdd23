/**
 * What a reservation tells people (DESIGN.md §7): the confirmation with its calendar file,
 * cancellations, and the lounge's request and decision. Each is a notice kind with the
 * reservation's data as parameters; the outbox renders it in each reader's language.
 */
import { historyPath } from '@tea/shared/reservations/amenity-policies';
import type { ReservationNoticeParams } from '@tea/shared/notifications/kinds';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { reservations } from '../../db/schema/reservations.js';
import { viewQuery, type ViewRow } from './reservation-view.js';
import type { ActorContext } from '../../request-context.js';

/** The reservation's notice parameters, with its booker's e-mail and language. */
async function load(db: Db, id: number) {
  const [[row], [person]] = await Promise.all([
    viewQuery(db).where(eq(reservations.id, id)).limit(1),
    db
      .select({ language: users.language, email: users.email })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, id)),
  ]);
  return { row: row!, params: paramsOf(row!), language: person?.language ?? 'ko', email: person?.email ?? null };
}

export function paramsOf(row: ViewRow): ReservationNoticeParams {
  const { r } = row;
  return {
    code: r.code,
    reference: r.reference ?? r.code,
    amenity: r.amenity as Amenity,
    place: { ko: row.resource.nameKo, en: row.resource.nameEn },
    company: { ko: row.company.nameKo, en: row.company.nameEn },
    name: row.booker.name,
    purpose: r.purpose,
    date: r.date,
    start: r.startTime,
    end: r.endTime,
    participants: r.participants,
    total: r.total,
    deposit: r.deposit,
  };
}

export async function notifyConferenceConfirmed(ctx: ActorContext, id: number): Promise<void> {
  const { row, params, language, email } = await load(ctx.db, id);
  await ctx.notify({
    kind: 'conference_confirmed',
    params,
    link: `/conference-qr/${row.r.code}`,
    userId: row.booker.id,
    email,
    language,
  });
}

/** In the cancelling transaction: the booking is cancelled and its booker told (with the office's reason, if any), or neither. */
export async function notifyCancelled(ctx: ActorContext, id: number, tx: Db, reason?: string): Promise<void> {
  const { row, params, language, email } = await load(tx, id);
  await ctx.notify(
    {
      kind: 'reservation_cancelled',
      params: reason ? { ...params, reason } : params,
      link: historyPath(row.r.amenity as Amenity),
      userId: row.booker.id,
      email,
      language,
    },
    tx,
  );
}

/** A new lounge request goes to every building manager, each in their language. */
export async function notifyLoungeRequested(ctx: ActorContext, id: number): Promise<void> {
  const { params } = await load(ctx.db, id);
  const managers = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'building_manager'), eq(users.status, 'approved'), isNull(users.deletedAt)));
  for (const m of managers) {
    await ctx.notify({
      kind: 'lounge_requested',
      params,
      link: '/admin/reservations?status=pending',
      userId: m.id,
      email: m.email,
      language: m.language,
    });
  }
}

/** In the deciding transaction: the decision and its notice commit together. */
export async function notifyLoungeDecided(ctx: ActorContext, id: number, approved: boolean, tx: Db): Promise<void> {
  const { row, params, language, email } = await load(tx, id);
  const to = { link: historyPath('lounge'), userId: row.booker.id, email, language };
  await ctx.notify(
    approved
      ? { kind: 'lounge_approved', params, ...to }
      : { kind: 'lounge_rejected', params: { ...params, reason: row.r.decisionReason ?? '' }, ...to },
    tx,
  );
}
