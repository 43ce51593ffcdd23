import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { eventApplications } from '../../db/schema/events.js';
import { notifications } from '../../db/schema/notifications.js';
import { eraseEventApplicants } from '../../jobs/erase-event-applicants.js';
import { promoteEventWaitingLists } from '../../jobs/promote-event-waiting-lists.js';
import { remindEventApplicants } from '../../jobs/remind-event-applicants.js';
import { runExclusively } from '../../jobs/scheduler.js';
import { loginAs, loginInEnglish } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { factories } from '../../test/factories';
import { multipartForm } from '../../test/multipart';
import { startSmtp, takeMail } from '../../test/smtp';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions.service.js';

const NOW = new Date('2026-11-24T09:30:00+09:00');
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let now = NOW;
let admin: Record<string, string>;
let make: ReturnType<typeof factories>;
const anonymous = { ...headers, 'x-language': 'en' };

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' });
  t.app.clock.now = () => now;
  make = factories(t.database.db);
  admin = await loginInEnglish(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addresses = 0;
/** Each request comes from an address of its own unless one is given: the per-address limits have tests of their own. */
const anotherAddress = () => `198.18.${Math.floor(++addresses / 256)}.${addresses % 256}`;

function call(
  who: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  remoteAddress = anotherAddress(),
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let n = 0;
/** A new event's form, numbered. */
function eventInput(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    titleKo: `주차장 안내 설명회 ${n}`,
    titleEn: `Car park briefing ${n}`,
    descriptionKo: '새 주차 시스템을 소개합니다.\n질의응답이 이어집니다.',
    descriptionEn: '',
    placeKo: '2층 이그제큐티브 라운지',
    placeEn: 'Executive lounge, 2F',
    rulesKo: '시작 10분 전까지 입장해 주세요.',
    rulesEn: 'Please arrive 10 minutes early.',
    startsAt: '2026-11-27T14:00',
    endsAt: '2026-11-27T16:00',
    applyOpensAt: '2026-11-20T09:00',
    applyClosesAt: '2026-11-26T18:00',
    capacity: 2,
    waitlistLength: 1,
    allowAnonymous: false,
    status: 'published',
    ...over,
  };
}

async function event(over: Record<string, unknown> = {}): Promise<number> {
  const res = await call(admin, 'POST', '/admin/events', eventInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function member() {
  const company = await make.company();
  const user = await make.user({ companyId: company.id });
  const token = await createSession(t.database.db, { idleMinutes: 60, absoluteHours: 12 }, user.id, {});
  return { user, headers: { ...headers, authorization: `Bearer ${token}`, 'x-language': 'en' } };
}

const body = (email: string, over: Record<string, unknown> = {}) => ({
  name: '김서연',
  email,
  phone: '010-1234-5678',
  agreedToRules: true,
  ...over,
});
const apply = (who: Record<string, string>, id: number, payload: unknown, remoteAddress?: string) =>
  call(who, 'POST', `/events/${id}/applications`, payload, remoteAddress);

/** The public code of the link in the mail to `email` whose subject holds `subject` (the mail is taken). */
async function codeIn(email: string, subject: string): Promise<string> {
  await t.deliver();
  const mail = smtp.mails.find((m) => m.to.includes(email) && m.subject.includes(subject));
  if (!mail) throw new Error(`no mail "${subject}" to ${email}`);
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
  return /https:\/\/portal\.example\/event\?cancel=([a-z0-9]+)/.exec(mail.text)![1]!;
}
const confirm = (code: string) => call(anonymous, 'POST', `/events/applications/by-code/${code}/confirm`);

/** Someone without a login applies and confirms from the e-mail's link; the code of that link. */
async function applyConfirmed(id: number, email: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await apply(anonymous, id, body(email, over));
  expect(res.statusCode, res.body).toBe(201);
  const code = await codeIn(email, 'Please confirm');
  const confirmed = await confirm(code);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return code;
}
const listed = async (id: number) =>
  (await call(anonymous, 'GET', '/events')).json().items.find((e: { id: number }) => e.id === id);

describe('events', () => {
  it('lists published events to anyone with places taken and state, and finds partial Korean words', async () => {
    const id = await event();
    const draft = await event({ status: 'draft', titleKo: '주차 초안' });
    const res = await call(anonymous, 'GET', `/events?q=${encodeURIComponent('주차')}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number }[];
    expect(items.map((e) => e.id)).toContain(id);
    expect(items.map((e) => e.id)).not.toContain(draft);
    expect(items.find((e) => e.id === id)).toMatchObject({
      title: `Car park briefing ${n - 1}`,
      description: '새 주차 시스템을 소개합니다.\n질의응답이 이어집니다.',
      place: 'Executive lounge, 2F',
      capacity: 2,
      taken: 0,
      state: 'open',
      accepting: true,
    });
    const none = await call(anonymous, 'GET', `/events?q=${encodeURIComponent('주차x없음')}`);
    expect(none.json().items).toEqual([]);
  });

  it('refuses an application without the rules agreed, with the spec message', async () => {
    const id = await event();
    const { headers: who } = await member();
    for (const agreed of [false, undefined]) {
      const res = await apply(who, id, body('a@fixture.example', { agreedToRules: agreed }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { agreedToRules: 'Please agree to the event application rules.' },
      });
    }
  });

  it('takes members only unless the event allows anonymous applications', async () => {
    const closed = await event();
    const refused = await apply(anonymous, closed, body('guest1@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EVENT_MEMBERS_ONLY');
    const open = await event({ allowAnonymous: true });
    const ok = await apply(anonymous, open, body('guest1@example.com', { headcount: 2 }));
    expect(ok.statusCode, ok.body).toBe(201);
    // Held, not confirmed: the place is the applicant's for 30 minutes, counted as taken.
    const holdUntil = new Date(NOW.getTime() + 30 * 60_000).toISOString();
    expect(ok.json()).toMatchObject({ status: 'unconfirmed', position: null, holdUntil });
    expect(await listed(open)).toMatchObject({ taken: 2, state: 'waitlist' });
    const again = await apply(anonymous, open, body('GUEST1@example.com'));
    expect(again.json().code).toBe('ALREADY_APPLIED');
    const mail = await takeMail(t, smtp, 'guest1@example.com');
    expect(mail.subject).toContain('Please confirm your event application');
    expect(mail.text).toContain('held until Tue 24 Nov 2026, 10:00');
    const code = /https:\/\/portal\.example\/event\?cancel=([a-z0-9]+)/.exec(mail.text)![1]!;
    const view = await call(anonymous, 'GET', `/events/applications/by-code/${code}`);
    expect(view.json()).toMatchObject({ status: 'unconfirmed', holdUntil, cancellable: true });
    const [row] = await t.database.db.select().from(eventApplications).where(eq(eventApplications.eventId, open));
    expect(row).toMatchObject({ status: 'unconfirmed', confirmsAs: 'confirmed', confirmedAt: null });

    const confirmed = await confirm(code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', holdUntil: null, cancellable: true });
    expect((await takeMail(t, smtp, 'guest1@example.com')).subject).toContain('confirmed');
    // The link clicked again changes nothing and sends nothing.
    expect((await confirm(code)).json()).toMatchObject({ status: 'confirmed' });
    await t.deliver();
    expect(smtp.mails.some((m) => m.to.includes('guest1@example.com'))).toBe(false);
    expect(await listed(open)).toMatchObject({ taken: 2 });

    const cancel = await call(anonymous, 'POST', `/events/applications/by-code/${code}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const after = await call(anonymous, 'GET', `/events/applications/by-code/${code}`);
    expect(after.json()).toMatchObject({ status: 'cancelled', cancellable: false });
  });

  it('keeps one address from filling an event: five applications an hour without a login, members keep thirty', async () => {
    const id = await event({ capacity: 40, waitlistLength: 0, allowAnonymous: true });
    const from = '203.0.113.8';
    const answers = [];
    for (let i = 1; i <= 8; i++)
      answers.push(await apply(anonymous, id, body(`made.up.${i}@example.com`, { headcount: 5 }), from));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(answers[5]!.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again shortly.' });
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await listed(id)).toMatchObject({ taken: 25, state: 'open', accepting: true });
    // A member behind the same address still applies.
    const m = await member();
    const res = await apply(m.headers, id, body(m.user.email), from);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'confirmed', holdUntil: null });
  });

  it('gives a place back when its hold ends: the line moves up, the e-mail may apply again and the late confirm answers 409', async () => {
    const id = await event({ capacity: 1, waitlistLength: 2, allowAnonymous: true });
    expect((await apply(anonymous, id, body('slow@example.com'))).json()).toMatchObject({ status: 'unconfirmed' });
    const slow = await codeIn('slow@example.com', 'Please confirm');
    const m = await member();
    expect((await apply(m.headers, id, body(m.user.email))).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await listed(id)).toMatchObject({ taken: 1, waitlisted: 1, state: 'waitlist' });

    now = new Date(NOW.getTime() + 30 * 60_000);
    try {
      // Nothing ran: the counts read the clock.
      expect(await listed(id)).toMatchObject({ taken: 0, waitlisted: 1 });
      const expired = await confirm(slow);
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toMatchObject({ code: 'EVENT_HOLD_EXPIRED', message: expect.stringContaining('apply again') });
      expect((await call(anonymous, 'GET', `/events/applications/by-code/${slow}`)).json()).toMatchObject({
        status: 'expired',
        cancellable: false,
      });

      // The same e-mail applies again (the unique index never saw the held one); the member in line
      // takes the place given back first, so the new one is held in line behind them.
      const again = await apply(anonymous, id, body('slow@example.com'));
      expect(again.json()).toMatchObject({ status: 'unconfirmed' });
      const [promoted] = await t.database.db.select().from(eventApplications).where(eq(eventApplications.userId, m.user.id));
      expect(promoted!.status).toBe('confirmed');
      const code = await codeIn('slow@example.com', 'Please confirm');
      const confirmed = await confirm(code);
      expect(confirmed.json()).toMatchObject({ status: 'waitlisted', position: 1 });
      await codeIn('slow@example.com', 'waiting list');

      // Cancelling by the link works while it is held, too.
      expect((await apply(anonymous, id, body('third@example.com'))).json()).toMatchObject({ status: 'unconfirmed' });
      const third = await codeIn('third@example.com', 'Please confirm');
      expect((await call(anonymous, 'POST', `/events/applications/by-code/${third}/cancel`)).statusCode).toBe(200);
      expect(await listed(id)).toMatchObject({ taken: 1, waitlisted: 1 });
      const applicants = (await call(admin, 'GET', `/admin/events/${id}/applications`)).json().items;
      expect(applicants.map((a: { status: string }) => a.status)).toEqual(['expired', 'confirmed', 'waitlisted', 'cancelled']);
    } finally {
      now = NOW;
    }
  });

  it('moves the line up by itself when a hold ends unconfirmed, and tells the person moved (decision 0055)', async () => {
    const id = await event({ capacity: 1, waitlistLength: 2, allowAnonymous: true });
    expect((await apply(anonymous, id, body('never@example.com'))).json()).toMatchObject({ status: 'unconfirmed' });
    const m = await member();
    expect((await apply(m.headers, id, body(m.user.email))).json()).toMatchObject({ status: 'waitlisted', position: 1 });
    const run = (minutes: number) =>
      runExclusively(t.database.db, promoteEventWaitingLists, new Date(NOW.getTime() + minutes * 60_000), t.app);
    await run(29);
    const statusOf = async () =>
      (await t.database.db.select().from(eventApplications).where(eq(eventApplications.userId, m.user.id)))[0]!.status;
    expect(await statusOf()).toBe('waitlisted');
    expect(await run(30)).toEqual({ promoted: 1 });
    expect(await statusOf()).toBe('confirmed');
    const told = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, m.user.id), eq(notifications.channel, 'email')));
    expect(told.map((r) => r.kind)).toEqual(['event_waitlisted', 'event_promoted']);
    expect(await run(31)).toEqual({ promoted: 0 });
  });

  it('takes three applications without a login per e-mail address a day, across events', async () => {
    const ids = [await event({ allowAnonymous: true }), await event({ allowAnonymous: true })];
    ids.push(await event({ allowAnonymous: true }), await event({ allowAnonymous: true }));
    for (const id of ids.slice(0, 3)) expect((await apply(anonymous, id, body('Busy@Example.com'))).statusCode).toBe(201);
    const fourth = await apply(anonymous, ids[3]!, body('busy@example.com'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again shortly.' });
    // Past the limit the answer is the same whether this event has the address or not.
    expect((await apply(anonymous, ids[0]!, body('busy@example.com'))).json().code).toBe('RATE_LIMITED');
    // A member is not counted by the address they type.
    const m = await member();
    expect((await apply(m.headers, ids[3]!, body('busy@example.com'))).statusCode).toBe(201);
    now = new Date(NOW.getTime() + 86_400_000);
    try {
      // A day later the address has its three again.
      const other = await event({ allowAnonymous: true });
      expect((await apply(anonymous, other, body('busy@example.com'))).statusCode).toBe(201);
    } finally {
      now = NOW;
    }
  });

  it('fills the places, then the waiting list, then refuses; a cancellation promotes the first in line', async () => {
    const id = await event({ capacity: 3, waitlistLength: 2 });
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    expect((await apply(a.headers, id, body(a.user.email, { headcount: 2 }))).json()).toMatchObject({ status: 'confirmed' });
    // Two people do not fit in the one place left: the line.
    expect((await apply(b.headers, id, body(b.user.email, { headcount: 2 }))).json()).toMatchObject({
      status: 'waitlisted',
      position: 1,
    });
    expect((await apply(c.headers, id, body(c.user.email))).json()).toMatchObject({ status: 'confirmed' });
    expect((await apply(d.headers, id, body(d.user.email))).json()).toMatchObject({ status: 'waitlisted', position: 2 });
    const full = await apply(anonymous, id, body('x@example.com'));
    expect(full.statusCode).toBe(403);
    const list = (await call(anonymous, 'GET', '/events')).json().items.find((e: { id: number }) => e.id === id);
    expect(list).toMatchObject({ taken: 3, waitlisted: 2, state: 'full', accepting: false });
    const e = await member();
    expect((await apply(e.headers, id, body(e.user.email))).json().code).toBe('EVENT_FULL');

    const mine = (await call(a.headers, 'GET', '/events/applications/mine')).json().items;
    expect(mine[0]).toMatchObject({ status: 'confirmed', headcount: 2, cancellable: true });
    const other = await call(b.headers, 'POST', `/events/applications/${mine[0].id}/cancel`);
    expect(other.statusCode).toBe(404);
    expect((await call(a.headers, 'POST', `/events/applications/${mine[0].id}/cancel`)).statusCode).toBe(200);
    // Two places free: b (two people) moves up, then d does not fit (one place is c's).
    const rows = await t.database.db.select().from(eventApplications).where(eq(eventApplications.eventId, id));
    const status = Object.fromEntries(rows.map((r) => [r.userId, r.status]));
    expect(status[b.user.id]).toBe('confirmed');
    expect(status[d.user.id]).toBe('waitlisted');
    const told = await t.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.channel, 'email')));
    expect(told.map((r) => r.kind)).toEqual(['event_waitlisted', 'event_promoted']);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'event_application'), eq(auditLog.targetId, String(mine[0].id))));
    expect(audited.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('closes applications outside the window and cancellations once the event has started', async () => {
    const id = await event({ allowAnonymous: true });
    const code = await applyConfirmed(id, 'late@example.com');
    now = new Date('2026-11-26T18:00:00+09:00');
    try {
      expect((await apply(anonymous, id, body('later@example.com'))).json().code).toBe('EVENT_CLOSED');
      now = new Date('2026-11-27T14:00:00+09:00');
      const res = await call(anonymous, 'POST', `/events/applications/by-code/${code}/cancel`);
      expect(res.json().code).toBe('EVENT_NOT_CANCELLABLE');
    } finally {
      now = NOW;
    }
  });

  it('lets the office edit, list applicants, export them and cancel one (audited)', async () => {
    const id = await event({ capacity: 1, waitlistLength: 5, allowAnonymous: true });
    await applyConfirmed(id, 'one@example.com');
    await applyConfirmed(id, 'two@example.com', { company: 'Globex' });
    await apply(anonymous, id, body('three@example.com'));
    const list = await call(admin, 'GET', `/admin/events/${id}/applications`);
    expect(list.json().items.map((a: { status: string; position: number | null }) => [a.status, a.position])).toEqual([
      ['confirmed', null],
      ['waitlisted', 1],
      ['unconfirmed', null],
    ]);
    const current = (await call(admin, 'GET', `/admin/events/${id}`)).json();
    expect(current).toMatchObject({ missingEnglish: true, startsAt: '2026-11-27T14:00' });
    const edited = await call(admin, 'PUT', `/admin/events/${id}`, { ...current, capacity: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    // The unconfirmed one holds its place in line.
    expect(edited.json()).toMatchObject({ capacity: 2, taken: 2, waitlisted: 1 });
    const first = list.json().items[0].id;
    expect((await call(admin, 'POST', `/admin/events/${id}/applications/${first}/cancel`)).statusCode).toBe(200);
    await takeMail(t, smtp, 'one@example.com', 'building office cancelled');
    const xlsx = await call(admin, 'GET', `/admin/events/${id}/applications/export`);
    expect(xlsx.statusCode).toBe(200);
    const book = await workbookOf(xlsx);
    expect(book.worksheets[0]!.rowCount).toBe(4);
    expect(book.worksheets[0]!.getRow(4).getCell(2).value).toBe('Awaiting confirmation');
    const member = await call(anonymous, 'GET', '/admin/events');
    expect(member.statusCode).toBe(403);
  });

  it('reminds those with a place the day before (Seoul), once, and erases the applicants 30 days after the end', async () => {
    const id = await event({ capacity: 1, waitlistLength: 1, allowAnonymous: true });
    await applyConfirmed(id, 'remind.me@example.com');
    await applyConfirmed(id, 'in.line@example.com');
    const run = (job: typeof remindEventApplicants, at: string) => runExclusively(t.database.db, job, new Date(at), t.app);
    expect(await run(remindEventApplicants, '2026-11-25T23:59:00+09:00')).toMatchObject({ reminded: 0 });
    const first = await run(remindEventApplicants, '2026-11-26T00:00:00+09:00');
    expect((first as { reminded: number }).reminded).toBeGreaterThanOrEqual(1);
    const mail = await takeMail(t, smtp, 'remind.me@example.com', 'tomorrow');
    expect(mail.text).toContain('/event?cancel=');
    expect(await run(remindEventApplicants, '2026-11-26T10:00:00+09:00')).toMatchObject({ reminded: 0 });
    expect(smtp.mails.some((m) => m.to.includes('in.line@example.com') && m.text.includes('tomorrow'))).toBe(false);

    // Ended 2026-11-27 16:00 Seoul: kept through 30 days, then erased with the notices sent to them.
    expect(await run(eraseEventApplicants, '2026-12-27T15:59:00+09:00')).toMatchObject({ erased: 0 });
    await run(eraseEventApplicants, '2026-12-27T16:00:00+09:00');
    const rows = await t.database.db.select().from(eventApplications).where(eq(eventApplications.eventId, id));
    expect(rows.map((r) => [r.name, r.email, r.phone, r.erasedAt !== null])).toEqual([
      ['', '', '', true],
      ['', '', '', true],
    ]);
    const left = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.params} ->> 'eventId' = ${String(id)}`);
    expect(left).toEqual([]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'event'), eq(auditLog.targetId, String(id))));
    expect(audited.map((r) => r.detail)).toContainEqual({ applicantsErased: 2 });
  });
});

describe("an event's photo (decision 0058)", () => {
  const media = (id: string) => t.app.inject({ url: `/media/${id}/640.webp` });
  const upload = async (who: Record<string, string>, purpose = 'event-photo') => {
    const png = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartForm([{ filename: 'poster.png', data: png }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/${purpose}`,
      headers: { ...who, 'content-type': contentType },
      payload,
    });
  };
  const photoOf = async (who: Record<string, string>) => {
    const res = await upload(who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const edit = async (id: number, over: Record<string, unknown>) => {
    const current = (await call(admin, 'GET', `/admin/events/${id}`)).json();
    return call(admin, 'PUT', `/admin/events/${id}`, { ...current, ...over });
  };
  const publicPhotoOf = async (id: number) =>
    ((await call(anonymous, 'GET', '/events')).json().items as { id: number; photoId: string | null }[]).find((e) => e.id === id)
      ?.photoId;

  it('is uploaded by the office only, as an image of the upload module (re-encoded inside 1600 px)', async () => {
    const kim = await loginAs(t.app, 'acme.kim');
    const master = await loginAs(t.app, 'acme.master');
    expect((await upload(kim)).statusCode).toBe(403);
    expect((await upload(master)).statusCode).toBe(403);
    const res = await upload(admin);
    expect(res.json()).toMatchObject({ purpose: 'event-photo', width: 1600, height: 900 });
    const { payload, contentType } = await multipartForm([{ filename: 'poster.pdf', data: '%PDF-1.4 not an image' }]);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/event-photo',
      headers: { ...admin, 'content-type': contentType },
      payload,
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: expect.stringContaining('JPG, PNG, WebP') });
  });

  it('is set, replaced and removed with the event, and anyone reads it only while the event is published', async () => {
    const first = await photoOf(admin);
    const id = await event({ status: 'draft', photoId: first });
    const form = (await call(admin, 'GET', `/admin/events/${id}`)).json();
    expect(form.photo).toMatchObject({ id: first, purpose: 'event-photo', width: 1600, height: 900 });
    // A draft's photo is no one's to read, exactly as an unknown id.
    expect((await media(first)).statusCode).toBe(404);
    expect((await media('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    expect((await edit(id, { status: 'published' })).json().photo.id).toBe(first);
    const served = await media(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await publicPhotoOf(id)).toBe(first);

    // Replaced: the new one shows, the old one is let go (no one's to read, the purge job's).
    const second = await photoOf(admin);
    expect((await edit(id, { photoId: second })).json().photo.id).toBe(second);
    expect((await media(second)).statusCode).toBe(200);
    expect((await media(first)).statusCode).toBe(404);
    expect(await publicPhotoOf(id)).toBe(second);

    // Taken down with the event (archived), then back, then removed.
    await edit(id, { status: 'archived' });
    expect((await media(second)).statusCode).toBe(404);
    await edit(id, { status: 'published' });
    expect((await media(second)).statusCode).toBe(200);
    const removed = await edit(id, { photoId: null });
    expect(removed.json().photo).toBeNull();
    expect((await media(second)).statusCode).toBe(404);
    expect(await publicPhotoOf(id)).toBeNull();
  });

  it("takes only the office's own unclaimed event photo, and names the field of a malformed id", async () => {
    const photo = await photoOf(admin);
    await event({ photoId: photo });
    const taken = await call(admin, 'POST', '/admin/events', eventInput({ photoId: photo }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'UPLOAD_NOT_ATTACHABLE' });
    const retail = await upload(admin, 'retail-photo');
    const wrongUse = await edit(await event(), { photoId: retail.json().id });
    expect(wrongUse.json()).toMatchObject({ code: 'UPLOAD_NOT_ATTACHABLE' });
    const malformed = await edit(await event(), { photoId: 'not an id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('photoId');
  });

  it('cannot be set by a member or a tenant manager', async () => {
    const id = await event();
    const photo = await photoOf(admin);
    for (const who of [await loginAs(t.app, 'acme.kim'), await loginAs(t.app, 'acme.master')]) {
      const current = (await call(admin, 'GET', `/admin/events/${id}`)).json();
      expect((await call(who, 'PUT', `/admin/events/${id}`, { ...current, photoId: photo })).statusCode).toBe(403);
    }
    expect((await call(admin, 'GET', `/admin/events/${id}`)).json().photo).toBeNull();
  });
});
