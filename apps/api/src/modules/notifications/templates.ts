/**
 * The ko/en templates of each notification kind (DESIGN.md §7): the in-app title and body, and the
 * e-mail's subject, text and HTML, rendered from the kind's parameters in the reader's language.
 * Texts live in packages/i18n (notifications:kinds.<kind>); a kind may choose a variant of its texts
 * (`body_office`) and attach files built from its parameters (the calendar file), and show a QR code
 * (the pages' drawing, as PNG) for a link its parameters give.
 */
import type { Lang } from '@tea/i18n';
import { formatDate, formatDateTime, formatDuration, formatFloor, formatTimeSpan } from '@tea/shared/format';
import { formatKrw } from '@tea/shared/money';
import type {
  ComplaintNoticeParams,
  EventNoticeParams,
  ExtensionNoticeParams,
  GxNoticeParams,
  NotificationKind,
  NotificationParams,
  RentalNoticeParams,
  ReservationNoticeParams,
  VisitNoticeParams,
} from '@tea/shared/notifications/kinds';
import { amenityPolicy, bookingLink } from '@tea/shared/reservations/amenity-policies';
import { seoulInstant } from '@tea/shared/reservations/reservation.rules';
import { createEvent } from 'ics';
import { translator } from '../../i18n.js';
import { qrPng } from '../public-codes/qr-png.js';
import type { Attachment } from './mailer.js';

type Vars = Record<string, string | number>;

interface Template<K extends NotificationKind> {
  /** The values the texts interpolate, written for the reader's language. */
  vars(params: NotificationParams<K>, lang: Lang): Vars;
  /** Chooses the `_<variant>` texts (i18next context) when it answers one. */
  variant?(params: NotificationParams<K>): string | undefined;
  /** Files sent with the e-mail. */
  attachments?(params: NotificationParams<K>, lang: Lang, publicUrl: string): Attachment[];
  /** The path (under the public address) whose QR code the e-mail shows and attaches, if any. */
  qrPath?(params: NotificationParams<K>): string | null;
}

const BUILDING = { ko: 'T.E.A. 타워', en: 'T.E.A. Tower' } as const;

function reservationVars(p: ReservationNoticeParams, lang: Lang): Vars {
  return {
    name: p.name,
    place: p.place[lang],
    company: p.company[lang],
    reference: p.reference,
    date: formatDate(p.date, lang),
    when: formatTimeSpan(p.date, p.start, p.end, lang),
    participants: p.participants,
    total: formatKrw(p.total, lang),
    deposit: formatKrw(p.deposit, lang),
  };
}

/** The reservation as a calendar entry (times in UTC; calendars show them in the reader's zone). */
export function calendarFile(p: ReservationNoticeParams, lang: Lang, publicUrl: string): Attachment {
  const { error, value } = createEvent({
    uid: `${p.code}@tea-tower`,
    title: `${p.place[lang]} · ${p.purpose}`,
    description: p.purpose,
    location: `${p.place[lang]}, ${BUILDING[lang]}`,
    start: seoulInstant(p.date, p.start).getTime(),
    end: seoulInstant(p.date, p.end).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url: `${publicUrl}${bookingLink(p.amenity, p.code)}`,
    status: 'CONFIRMED',
    productId: 'tea-tower/reservations',
  });
  if (error || !value) throw error ?? new Error('calendar entry not made');
  return {
    filename: `reservation-${p.code}.ics`,
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

function visitVars(p: VisitNoticeParams, lang: Lang): Vars {
  const end = new Date(seoulInstant(p.date, p.time).getTime() + p.durationMinutes * 60_000);
  const endTime = end.toLocaleTimeString('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' });
  return {
    visitorName: p.visitorName,
    company: p.company[lang],
    personInCharge: p.personInCharge,
    visitedPerson: p.visitedPerson,
    reference: p.reference,
    date: formatDate(p.date, lang),
    when: formatTimeSpan(p.date, p.time, endTime, lang),
    duration: formatDuration(p.durationMinutes, lang),
    building: p.building,
    floor: formatFloor(p.floor, lang),
  };
}

/** The visit as a calendar entry: from the visit time to the end of the stay, at the tenant's tower and floor. */
function visitCalendarFile(p: VisitNoticeParams, lang: Lang, publicUrl: string): Attachment {
  const start = seoulInstant(p.date, p.time).getTime();
  const { error, value } = createEvent({
    uid: `visit-${p.code}@tea-tower`,
    title: `${p.company[lang]} · ${BUILDING[lang]}`,
    description: `${p.reference} · ${p.visitedPerson}`,
    location: `${BUILDING[lang]} ${p.building}, ${formatFloor(p.floor, lang)}`,
    start,
    end: start + p.durationMinutes * 60_000,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url: `${publicUrl}${VISITOR_PASS_PATH}/${p.code}`,
    status: 'CONFIRMED',
    productId: 'tea-tower/visits',
  });
  if (error || !value) throw error ?? new Error('calendar entry not made');
  return { filename: `visit-${p.reference}.ics`, content: value, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** The page a visitor's pass opens (its QR code shows the desk scanner's link to the same code). */
export const VISITOR_PASS_PATH = '/visitor-qr';
export const VISITOR_SCAN_PATH = '/QRCodeScanner/visitor';

/** The booking's public QR page, for the amenities that have one (the registry). */
function reservationQrPath(p: ReservationNoticeParams): string | null {
  const base = amenityPolicy(p.amenity).publicQrPath;
  return base ? `${base}/${p.code}` : null;
}

function complaintVars(p: ComplaintNoticeParams, lang: Lang): Vars {
  const t = translator(lang);
  return {
    id: p.id,
    title: p.title,
    type: t(`voc:types.${p.type}`),
    floor: formatFloor(p.floor, lang),
    company: p.company[lang],
  };
}

function extensionVars(p: ExtensionNoticeParams, lang: Lang): Vars {
  const t = translator(lang);
  return {
    id: p.id,
    kind: t(`extensions:kinds.${p.kind}`),
    when: formatTimeSpan(p.date, p.start, p.end, lang),
    floors: p.floors.map((floor) => formatFloor(floor, lang)).join(', '),
    total: formatKrw(p.total, lang),
  };
}

function rentalVars(p: RentalNoticeParams, lang: Lang): Vars {
  const t = translator(lang);
  return {
    name: p.name,
    reference: p.reference,
    unit: t(`rentals:unit.${p.kind}`, { number: p.number }),
    start: formatDate(p.start, lang),
    lastDay: formatDate(p.lastDay, lang),
    deposit: formatKrw(p.deposit, lang),
  };
}

/** A transfer offer: a rental's unit and last day, or a PT package's sessions left and validity (none before its first session). */
function transferVars(p: NotificationParams<'membership_transfer_offered'>, lang: Lang): Vars {
  const t = translator(lang);
  return {
    name: p.name,
    reference: p.reference,
    from: p.from,
    unit:
      p.kind === 'pt'
        ? t('wellness:membership.unitPtLeft', { number: p.number })
        : t(`rentals:unit.${p.kind}`, { number: p.number }),
    start: formatDate(p.start, lang),
    validity: p.lastDay
      ? t('wellness:membership.validityUntil', { date: formatDate(p.lastDay, lang) })
      : t('wellness:membership.validityFromFirst'),
  };
}

function gxVars(p: GxNoticeParams, lang: Lang): Vars {
  const t = translator(lang);
  return {
    program: p.program[lang],
    month: formatMonth(p.month, lang),
    days: p.weekdays.map((d) => t(`wellness:weekdays.${d}`)).join(lang === 'ko' ? '·' : '/'),
    time: `${p.start}–${p.end}`,
    total: formatKrw(p.total, lang),
  };
}

/** An event application's texts: the event's title and place in the reader's language (English falls back to Korean), when, how many. */
function eventVars(p: EventNoticeParams, lang: Lang): Vars {
  const sameDay = formatDate(p.startsAt, lang) === formatDate(p.endsAt, lang);
  return {
    title: lang === 'en' && p.title.en ? p.title.en : p.title.ko,
    place: lang === 'en' && p.place.en ? p.place.en : p.place.ko,
    when: `${formatDateTime(p.startsAt, lang)}–${sameDay ? formatDateTime(p.endsAt, lang).slice(-5) : formatDateTime(p.endsAt, lang)}`,
    headcount: p.headcount,
    position: p.position ?? '',
  };
}

/** A YYYY-MM month as people read it: 2026년 12월, December 2026. */
function formatMonth(month: string, lang: Lang): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (lang === 'ko') return `${year}년 ${m}월`;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const person = (p: { name: string; loginId: string; company: { ko: string; en: string } }, lang: Lang): Vars => ({
  name: p.name,
  loginId: p.loginId,
  company: p.company[lang],
});
const office = (p: { office?: boolean; byOffice?: boolean }) => (p.office || p.byOffice ? 'office' : undefined);

/** One template per kind: the compiler rejects a kind without one. */
const TEMPLATES: { [K in NotificationKind]: Template<K> } = {
  conference_confirmed: {
    vars: reservationVars,
    attachments: (p, lang, url) => [calendarFile(p, lang, url)],
    qrPath: reservationQrPath,
  },
  reservation_cancelled: {
    vars: (p, lang) => ({ ...reservationVars(p, lang), reason: p.reason ?? '' }),
    variant: (p) => (p.reason ? 'reason' : undefined),
  },
  lounge_requested: { vars: reservationVars },
  lounge_approved: { vars: reservationVars, attachments: (p, lang, url) => [calendarFile(p, lang, url)] },
  lounge_rejected: { vars: (p, lang) => ({ ...reservationVars(p, lang), reason: p.reason }) },
  signup_pending: { vars: person, variant: office },
  account_approved: { vars: person, variant: office },
  account_rejected: { vars: person },
  invite: { vars: (p) => ({ name: p.name, days: p.days }) },
  password_reset: { vars: (p) => ({ name: p.name, minutes: p.minutes }) },
  find_id: { vars: (p) => ({ loginIds: p.loginIds.map((id) => `- ${id}`).join('\n') }) },
  email_changed: { vars: (p) => ({ name: p.name, loginId: p.loginId, masked: p.masked }), variant: office },
  visit_pass: {
    vars: visitVars,
    attachments: (p, lang, url) => [visitCalendarFile(p, lang, url)],
    // The desk's scanner reads the code: it opens the scanner page of this pass.
    qrPath: (p) => `${VISITOR_SCAN_PATH}/${p.code}`,
  },
  visit_cancelled: { vars: visitVars },
  visit_rejected: { vars: (p, lang) => ({ ...visitVars(p, lang), reason: p.reason }) },
  visit_requested: { vars: (p, lang) => ({ ...visitVars(p, lang), count: p.count }) },
  visit_checked_in: { vars: visitVars },
  visit_access: { vars: (p) => ({ visitorName: p.visitorName, reference: p.reference, hours: p.hours }) },
  complaint_answered: { vars: complaintVars },
  complaint_reopened: { vars: (p, lang) => ({ ...complaintVars(p, lang), rating: p.rating }) },
  complaint_sla_breached: {
    vars: (p, lang) => ({ ...complaintVars(p, lang), due: formatDateTime(p.dueAt, lang) }),
    variant: (p) => p.target,
  },
  complaint_assigned: {
    vars: (p, lang) => ({ ...complaintVars(p, lang), by: p.by, others: p.others, count: p.others + 1 }),
    variant: (p) => (p.others > 0 ? 'bulk' : undefined),
  },
  extension_approved: { vars: extensionVars },
  extension_rejected: { vars: (p, lang) => ({ ...extensionVars(p, lang), reason: p.reason }) },
  rental_expiring: { vars: rentalVars },
  gx_promoted: { vars: gxVars },
  gx_program_cancelled: { vars: gxVars },
  gx_cancelled_by_office: { vars: (p, lang) => ({ ...gxVars(p, lang), reason: p.reason }) },
  membership_transfer_offered: { vars: transferVars },
  lease_inquiry_received: {
    vars: (p, lang) => ({
      writer: p.writer,
      title: p.title,
      occupancy: translator(lang)(`lease:occupancy.${p.occupancy}`),
      moveIn: formatDate(p.moveInDate, lang),
    }),
    variant: office,
  },
  event_confirm_request: { vars: (p, lang) => ({ ...eventVars(p, lang), until: formatDateTime(p.holdUntil, lang) }) },
  event_confirmed: { vars: eventVars },
  event_waitlisted: { vars: eventVars },
  event_promoted: { vars: eventVars },
  event_reminder: { vars: eventVars },
  event_cancelled: { vars: eventVars },
};

export interface RenderedNotice {
  title: string;
  body: string;
  /** The label of the notice's link as a button. */
  action: string;
}

function templateOf<K extends NotificationKind>(kind: K): Template<K> {
  return TEMPLATES[kind];
}

/** The in-app texts of a notice, in `lang`. */
export function renderNotice<K extends NotificationKind>(kind: K, params: NotificationParams<K>, lang: Lang): RenderedNotice {
  const template = templateOf(kind);
  const t = translator(lang);
  const options: Record<string, unknown> = { ...template.vars(params, lang), context: template.variant?.(params) };
  const text = (part: string): string => t(`notifications:kinds.${kind}.${part}` as string, options);
  return { title: text('title'), body: text('body'), action: text('action') };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const QR_CID = 'qr@tea-tower';

/**
 * The plain-text e-mail of a notice (subject and text), in `lang`: what the back office shows of it.
 * A text message (`sms`) is the same with its own footer ("this message", not "this e-mail").
 */
export function mailText<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  lang: Lang,
  link: string | null,
  channel: 'email' | 'sms' = 'email',
) {
  const t = translator(lang);
  const { title, body, action } = renderNotice(kind, params, lang);
  const footer = t(channel === 'sms' ? 'notifications:sms.footer' : 'notifications:mail.footer');
  return {
    title,
    body,
    action,
    footer,
    subject: t('notifications:mail.subject', { title }),
    text: [body, link ? `${action}: ${link}` : null, `--\n${footer}`].filter(Boolean).join('\n\n'),
  };
}

/**
 * The e-mail of a notice, in `lang`; `link` is absolute (PUBLIC_URL and the notice's path). A kind
 * with a QR page shows its code inline (the pages' drawing as PNG) and attaches it.
 */
export async function renderMail<K extends NotificationKind>(
  kind: K,
  params: NotificationParams<K>,
  lang: Lang,
  link: string | null,
  publicUrl: string,
): Promise<RenderedMail> {
  const t = translator(lang);
  const template = templateOf(kind);
  const { title, body, action, footer, subject, text } = mailText(kind, params, lang, link);
  const qrPath = template.qrPath?.(params);
  const qr = qrPath ? await qrPng(`${publicUrl}${qrPath}`) : null;
  const paragraphs = body
    .split('\n')
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line) || '&nbsp;'}</p>`)
    .join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a5f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>`
    : '';
  const qrImage = qr
    ? `<p style="margin:24px 0;text-align:center"><img src="cid:${QR_CID}" width="200" height="200" alt="${escapeHtml(t('notifications:mail.qrAlt'))}" style="display:inline-block;width:200px;height:200px"></p>`
    : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f4f6f8;font-family:'Noto Sans KR',Arial,sans-serif;color:#1a202c;line-height:1.6"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px"><h1 style="font-size:20px;margin:0 0 20px;color:#1e3a5f">${escapeHtml(title)}</h1>${paragraphs}${qrImage}${button}<p style="margin:24px 0 0;font-size:12px;color:#4a5568">${escapeHtml(footer)}</p></div></body></html>`;
  return {
    subject,
    text,
    html,
    attachments: [
      ...(template.attachments?.(params, lang, publicUrl) ?? []),
      ...(qr ? [{ filename: 'qr.png', content: qr, contentType: 'image/png', cid: QR_CID }] : []),
    ],
  };
}
