/**
 * The visitor's pass (`/visitor-qr/{code}`) and the desk (`/QRCodeScanner/visitor/{code}`, issue 13).
 * The code is the visitor's own link: the pass shows their name and host. The scanner shows anyone
 * but a building manager only whether the pass opens now, with no personal data; a building manager
 * sees the visit and checks the visitor in, audited, and the host is told.
 */
import { passState, passWindow } from '@tea/shared/visitors/visit.rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { visits } from '../../db/schema/visitors.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext, RequestContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { codeDigest } from '../public-codes/public-codes.js';
import { notifyHostOfArrival } from './visit-notices.js';
import { visitQuery, visitView, type VisitJoinedRow } from './visit-view.js';
import { nameIn } from '../../db/schema/name-columns.js';

/** The visit of a code; an unknown code, or one whose personal data is gone, is not found. */
async function byCode(db: Db, code: string): Promise<VisitJoinedRow> {
  const [row] = await visitQuery(db)
    .where(eq(visits.codeDigest, codeDigest(code)))
    .limit(1);
  if (!row || row.visit.anonymisedAt) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /visits/pass/:code: the visitor's pass, in whichever state it is now. */
export async function visitorPass(ctx: RequestContext, code: string) {
  const { visit, registration, company } = await byCode(ctx.db, code);
  const window = passWindow(visit);
  return {
    reference: visit.reference,
    state: passState(visit, ctx.now),
    visitorName: visit.visitorName,
    host: registration.personInCharge,
    company: nameIn(visit.qrLang, company),
    date: visit.date,
    time: visit.time,
    durationMinutes: visit.durationMinutes,
    building: visit.building as 'A' | 'B',
    floor: registration.floor,
    opensAt: window.opens.toISOString(),
    closesAt: window.closes.toISOString(),
    qrLang: visit.qrLang,
  };
}

/** GET /visits/scan/:code: whether the pass opens now, and nothing else. */
export async function scanState(ctx: RequestContext, code: string) {
  const { visit } = await byCode(ctx.db, code);
  return { state: passState(visit, ctx.now) };
}

/** GET /admin/visits/by-code/:code: what the desk sees of a scanned pass. */
export async function deskVisit(ctx: ActorContext, code: string) {
  const row = await byCode(ctx.db, code);
  return { ...visitView(ctx.lang, ctx.actor, row), passState: passState(row.visit, ctx.now) };
}

/** POST /admin/visits/:id/check-in: only a pass that opens now (approved, within its window); audited; the host is told. */
export async function checkIn(ctx: ActorContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await visitQuery(tx).where(eq(visits.id, id)).for('update', { of: visits });
    if (!row || row.visit.anonymisedAt) throw new AppError('NOT_FOUND');
    if (passState(row.visit, ctx.now) !== 'valid') throw new AppError('NOT_CHANGEABLE');
    const [visit] = await tx
      .update(visits)
      .set({ status: 'checked_in', checkedInAt: ctx.now, checkedInBy: ctx.actor.id, updatedAt: ctx.now })
      .where(eq(visits.id, id))
      .returning();
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'visit',
      targetId: id,
      companyId: visit!.companyId,
      detail: { checkedIn: true },
    });
    const source = { visit: visit!, registration: row.registration, company: row.company };
    await notifyHostOfArrival(ctx, tx, source);
    return { ...visitView(ctx.lang, ctx.actor, source), passState: passState(visit!, ctx.now) };
  });
}
