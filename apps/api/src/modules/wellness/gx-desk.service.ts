/**
 * The fitness desk's side of GX (issue 15, decision 0029): attendance recorded by scanning the
 * member QR (the token the visitor desk's scanner reads too), and the office cancelling one
 * registration from the roster with a reason (nothing charged; the first in line takes the place).
 */
import { seoulDate } from '@tea/shared/calendar';
import type { AttendanceScanResult } from '@tea/shared/wellness/membership.responses';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { gxAttendance, gxPrograms, gxRegistrations } from '../../db/schema/wellness.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { memberOfQr } from '../me/me.service.js';
import { forgetRefusal } from '../reservations/capacity-line.js';
import { notifyGx } from './gx-notices.js';
import { calendarFor, cancelRegistration, lineOf, lockProgram, promoteFirst, sessionsOf } from './gx.service.js';
import { ptSessionNow, recordPtSession, withinDeskWindow } from './pt-desk.service.js';
import { nameIn } from '../../db/schema/name-columns.js';

/** HH:mm in Seoul (no daylight saving: +09:00). */
const seoulClock = (now: Date) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * POST /admin/wellness/gx/attendance/scan { token }: the member QR read, its person's GX or PT session
 * of today recorded, or why not: expired or foreign QR, inactive account, no session today, already
 * recorded. GX: of the programs they hold a place in that meet today, the one nearest the time. PT: a
 * booked session whose desk window (30 minutes before its start to its end) holds the time. With both,
 * the PT session, unless the GX session's own window holds the time too and it starts nearer
 * (decision 0029, addendum).
 */
export async function scanAttendance(ctx: ActorContext, token: string, secret: string): Promise<AttendanceScanResult> {
  const today = seoulDate(ctx.now);
  const read = await memberOfQr(ctx, token, secret);
  if (!read.ok) return { result: read.reason, person: null, program: null, date: today };
  const person = read.member;
  const who = {
    name: person.user.name,
    loginId: person.user.loginId,
    company: person.company ? nameIn(ctx.lang, person.company) : null,
  };
  const held = await ctx.db
    .select({ registrationId: gxRegistrations.id, p: gxPrograms })
    .from(gxRegistrations)
    .innerJoin(gxPrograms, eq(gxPrograms.id, gxRegistrations.programId))
    .where(
      and(
        eq(gxRegistrations.userId, person.user.id),
        eq(gxRegistrations.status, 'registered'),
        eq(gxPrograms.month, today.slice(0, 7)),
        ne(gxPrograms.status, 'cancelled'),
      ),
    );
  const clock = minutes(seoulClock(ctx.now));
  // Today's classes: a holiday or a closed day has none (decision 0026's addendum).
  const calendar = await calendarFor(ctx.db, today.slice(0, 7));
  // Ties (two programs at one time) go to the newest registration.
  const todays = held
    .sort((a, b) => b.registrationId - a.registrationId)
    .filter((h) => sessionsOf(calendar, h.p)?.includes(today))
    .sort((a, b) => Math.abs(minutes(a.p.startTime) - clock) - Math.abs(minutes(b.p.startTime) - clock));
  const session = todays[0];
  const pt = await ptSessionNow(ctx, person.user.id, today, clock);
  const gxNow = session && withinDeskWindow(clock, session.p.startTime, session.p.endTime);
  if (pt && !(gxNow && Math.abs(minutes(session.p.startTime) - clock) < Math.abs(minutes(pt.start) - clock))) {
    const program = { kind: 'pt' as const, id: pt.id, name: pt.trainer, time: `${pt.start}–${pt.end}` };
    const done = pt.recorded ? false : await recordPtSession(ctx, pt, person.user.companyId);
    return { result: done ? 'recorded' : 'already_recorded', person: who, program, date: today };
  }
  if (!session) return { result: 'no_session', person: who, program: null, date: today };
  const program = {
    kind: 'gx' as const,
    id: session.p.id,
    name: nameIn(ctx.lang, session.p),
    time: `${session.p.startTime}–${session.p.endTime}`,
  };
  const recorded = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(gxAttendance)
      .values({ registrationId: session.registrationId, date: today, markedBy: ctx.actor.id, markedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: gxAttendance.registrationId });
    if (rows.length === 0) return false;
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'gx_attendance',
      targetId: session.registrationId,
      companyId: person.user.companyId,
      detail: { date: today, attended: true, via: 'member_qr' },
    });
    return true;
  });
  return { result: recorded ? 'recorded' : 'already_recorded', person: who, program, date: today };
}

/**
 * POST /admin/wellness/gx/registrations/{id}/cancel { reason }: the office cancels one registration
 * (a place or a place in line) of a program that runs: nothing is charged, the member is told with the
 * reason in their language, and a freed place goes to the first in line (told too).
 */
export async function officeCancel(ctx: ActorContext, id: number, reason: string): Promise<void> {
  const programId = await ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ programId: gxRegistrations.programId })
      .from(gxRegistrations)
      .where(eq(gxRegistrations.id, id));
    if (!own) throw new AppError('NOT_FOUND');
    const program = await lockProgram(tx, own.programId);
    const [registration] = await tx
      .select()
      .from(gxRegistrations)
      .where(and(eq(gxRegistrations.id, id), inArray(gxRegistrations.status, ['registered', 'waitlisted'])));
    if (!registration || program.status === 'cancelled') throw new AppError('NOT_CHANGEABLE');
    await cancelRegistration(
      ctx,
      tx,
      registration,
      { fee: 0, by: 'office' },
      { status: 'cancelled', by: 'office', was: registration.status, reason },
    );
    await notifyGx(
      ctx.notify,
      tx,
      'gx_cancelled_by_office',
      program,
      [{ userId: registration.userId, total: registration.total }],
      reason,
    );
    if (registration.status === 'registered') await promoteFirst(ctx, tx, program);
    return program.id;
  });
  forgetRefusal(ctx.db, lineOf(programId));
}
