/**
 * What a reservation tells people: the confirmation with its calendar file (.ics), cancellations,
 * and the lounge's request and decision. Each is written in the reader's language.
 */
import type { Lang } from '@tea/i18n';
import { formatKrw } from '@tea/shared/money';
import { seoulInstant } from '@tea/shared/reservations/reservation.rules';
import { createEvent } from 'ics';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { translator } from '../../i18n.js';
import type { Attachment } from '../notifications/mailer.js';
import type { ReservationContext } from './reservation-context.js';
import { viewQuery, type ViewRow } from './reservation-view.js';
import { reservations } from '../../db/schema/reservations.js';

const BUILDING = { ko: 'T.E.A. 타워', en: 'T.E.A. Tower' } as const;

/** The reservation as shown, with its booker's language and e-mail: two reads side by side. */
async function load(db: Db, id: number): Promise<ViewRow & { language: Lang; email: string }> {
  const [[row], [person]] = await Promise.all([
    viewQuery(db).where(eq(reservations.id, id)).limit(1),
    db
      .select({ language: users.language, email: users.email })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(reservations.id, id)),
  ]);
  return { ...row!, language: person?.language ?? 'ko', email: person?.email ?? '' };
}

function names(row: ViewRow, lang: Lang) {
  return {
    room: lang === 'ko' ? row.resource.nameKo : row.resource.nameEn,
    company: lang === 'ko' ? row.company.nameKo : row.company.nameEn,
  };
}

/** The reservation as a calendar entry (times in UTC; calendars show them in the reader's zone). */
export function calendarFile(row: ViewRow, lang: Lang, publicUrl: string): Attachment {
  const start = seoulInstant(row.r.date, row.r.startTime);
  const end = seoulInstant(row.r.date, row.r.endTime);
  const { room } = names(row, lang);
  const { error, value } = createEvent({
    uid: `${row.r.code}@tea-tower`,
    title: `${room} · ${row.r.purpose}`,
    description: row.r.purpose,
    location: `${room}, ${BUILDING[lang]}`,
    start: start.getTime(),
    end: end.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url:
      row.r.amenity === 'conference'
        ? `${publicUrl}/conference-qr/${row.r.code}`
        : `${publicUrl}/my-page/amenity-reservation-history`,
    status: 'CONFIRMED',
    productId: 'tea-tower/reservations',
  });
  if (error || !value) throw error ?? new Error('calendar entry not made');
  return {
    filename: `reservation-${row.r.code}.ics`,
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

function vars(row: ViewRow, lang: Lang, extra: Record<string, string | number> = {}) {
  return {
    name: row.booker.name,
    ...names(row, lang),
    date: row.r.date,
    start: row.r.startTime,
    end: row.r.endTime,
    total: formatKrw(row.r.total, lang),
    deposit: formatKrw(row.r.deposit, lang),
    participants: row.r.participants,
    ...extra,
  };
}

export async function sendConferenceConfirmation(ctx: ReservationContext, id: number): Promise<void> {
  const row = await load(ctx.db, id);
  const t = translator(row.language);
  const v = vars(row, row.language);
  await ctx.notify({
    kind: 'reservation_confirmed',
    subject: t('reservations:mail.conferenceConfirmed.subject', v),
    body: t('reservations:mail.conferenceConfirmed.body', v),
    link: `${ctx.publicUrl}/conference-qr/${row.r.code}`,
    userId: row.booker.id,
    email: row.email,
    attachments: [calendarFile(row, row.language, ctx.publicUrl)],
  });
}

export async function sendCancellation(ctx: ReservationContext, id: number): Promise<void> {
  const row = await load(ctx.db, id);
  const t = translator(row.language);
  const v = vars(row, row.language);
  await ctx.notify({
    kind: 'reservation_cancelled',
    subject: t('reservations:mail.conferenceCancelled.subject', v),
    body: t('reservations:mail.conferenceCancelled.body', v),
    link: `${ctx.publicUrl}/my-page/amenity-reservation-history`,
    userId: row.booker.id,
    email: row.email,
  });
}

/** A new lounge request goes to every building manager, each in their language. */
export async function sendLoungeRequest(ctx: ReservationContext, id: number): Promise<void> {
  const row = await load(ctx.db, id);
  const managers = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'building_manager'), eq(users.status, 'approved')));
  for (const m of managers) {
    const t = translator(m.language);
    const v = vars(row, m.language);
    await ctx.notify({
      kind: 'lounge_requested',
      subject: t('reservations:mail.loungeRequested.subject', v),
      body: t('reservations:mail.loungeRequested.body', v),
      link: `${ctx.publicUrl}/admin/reservations?status=pending`,
      userId: m.id,
      email: m.email,
    });
  }
}

export async function sendLoungeDecision(ctx: ReservationContext, id: number, approved: boolean): Promise<void> {
  const row = await load(ctx.db, id);
  const t = translator(row.language);
  const v = vars(row, row.language, { reason: row.r.decisionReason ?? '' });
  const key = approved ? 'loungeApproved' : 'loungeRejected';
  await ctx.notify({
    kind: approved ? 'reservation_confirmed' : 'reservation_rejected',
    subject: t(`reservations:mail.${key}.subject`, v),
    body: t(`reservations:mail.${key}.body`, v),
    link: `${ctx.publicUrl}/my-page/amenity-reservation-history?tab=executive-lounge`,
    userId: row.booker.id,
    email: row.email,
    attachments: approved ? [calendarFile(row, row.language, ctx.publicUrl)] : undefined,
  });
}
