import { NOTIFICATION_KINDS, type NotificationKind, type NotificationParams } from '@tea/shared/notifications/kinds';
import { and, eq, inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { notifications } from '../../db/schema/notifications';
import { loginAs } from '../../test/auth-helpers';
import type { SMTPServer } from 'smtp-server';
import { startSmtp } from '../../test/smtp';
import { smtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from './mailer';
import { createOutbox, SERVER_CHECK_MS, type Notice } from './outbox';
import { recordingTextSender } from './sms';
import { renderMail, renderNotice } from './templates';

const reservation = {
  code: 'abcdefghjkmnpqrs',
  reference: 'CR-20261201-0007',
  amenity: 'conference' as const,
  place: { ko: '302호 회의실', en: 'Room 302' },
  company: { ko: '에이씨엠이코리아', en: 'ACME Korea' },
  name: '김민지',
  purpose: 'Quarterly review',
  date: '2026-12-01',
  start: '14:00',
  end: '16:00',
  participants: 6,
  total: 150_000,
  deposit: 0,
};
const person = { name: '김민지', loginId: 'acme.kim', company: reservation.company };
const visit = {
  code: 'abcdefghjkmnpqrsabcdefghjk',
  reference: 'VS-20261201-0003',
  visitorName: 'Jane Doe',
  company: reservation.company,
  personInCharge: '김민지',
  visitedPerson: '박서준',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 90,
  building: 'A',
  floor: 12,
};

const extension = {
  id: 4,
  kind: 'lights' as const,
  date: '2026-12-05',
  start: '09:00',
  end: '12:00',
  floors: [3, 12],
  total: 198_000,
};
const complaint = { id: 7, title: 'Leak in the pantry', type: 'sanitation' as const, floor: 12, company: reservation.company };

const rental = {
  reference: 'LK-20261201-0001',
  kind: 'locker' as const,
  number: 12,
  name: '김민준',
  start: '2026-12-01',
  lastDay: '2026-12-31',
  deposit: 10_000,
};

const gx = {
  programId: 3,
  program: { ko: '요가', en: 'Yoga' },
  month: '2026-12',
  weekdays: [1, 3, 5],
  start: '07:00',
  end: '07:50',
  total: 165_000,
};

const eventApplication = {
  eventId: 4,
  title: { ko: '입주사 네트워킹 데이', en: 'Tenant networking day' },
  place: { ko: '2층 이그제큐티브 라운지', en: 'Executive lounge, 2F' },
  startsAt: '2026-11-27T09:00:00.000Z',
  endsAt: '2026-11-27T11:00:00.000Z',
  headcount: 2,
  position: 3,
};

/** One sample per kind: the compiler asks for a new kind's sample, and the texts below are checked for it. */
const SAMPLES: { [K in NotificationKind]: NotificationParams<K> } = {
  conference_confirmed: reservation,
  reservation_cancelled: reservation,
  lounge_requested: { ...reservation, amenity: 'lounge' },
  lounge_approved: { ...reservation, amenity: 'lounge', deposit: 300_000 },
  lounge_rejected: { ...reservation, amenity: 'lounge', reason: 'Closed for an inspection' },
  signup_pending: { ...person, office: true },
  account_approved: { ...person, byOffice: false },
  account_rejected: person,
  invite: { name: '김민지', days: 7 },
  password_reset: { name: '김민지', minutes: 30 },
  find_id: { loginIds: ['acme.kim', 'acme.kim2'] },
  email_changed: { name: '김민지', loginId: 'acme.kim', masked: 'ne**@example.com', byOffice: true },
  visit_pass: visit,
  visit_cancelled: visit,
  visit_rejected: { ...visit, reason: 'The host is away that day' },
  visit_requested: { ...visit, count: 2 },
  visit_checked_in: visit,
  visit_access: { visitorName: 'Jane Doe', reference: 'VS-20261201-0003', hours: 24 },
  complaint_answered: complaint,
  complaint_reopened: { ...complaint, rating: 1 },
  complaint_sla_breached: { ...complaint, target: 'response', dueAt: '2026-12-01T05:00:00.000Z' },
  complaint_assigned: { ...complaint, by: '관리자', others: 2 },
  extension_approved: extension,
  extension_rejected: { ...extension, reason: 'The floor is closed for works' },
  rental_expiring: rental,
  gx_promoted: gx,
  gx_program_cancelled: gx,
  gx_cancelled_by_office: { ...gx, reason: 'The instructor changed the class' },
  membership_transfer_offered: { ...rental, from: '이서연' },
  lease_inquiry_received: {
    inquiryId: 1,
    writer: '김임차',
    title: '12층 임차 문의',
    occupancy: 'office',
    moveInDate: '2027-03-02',
    office: false,
  },
  event_confirm_request: { ...eventApplication, position: null, holdUntil: '2026-11-24T01:00:00.000Z' },
  event_confirmed: { ...eventApplication, position: null },
  event_waitlisted: eventApplication,
  event_promoted: { ...eventApplication, position: null },
  event_reminder: { ...eventApplication, position: null },
  event_cancelled: { ...eventApplication, position: null },
};

describe('templates', () => {
  it.each(NOTIFICATION_KINDS)('%s has in-app and e-mail texts in Korean and English with every value filled in', async (kind) => {
    const params = SAMPLES[kind] as never;
    const ko = await renderMail(kind, params, 'ko', 'https://portal.example/x', 'https://portal.example');
    const en = await renderMail(kind, params, 'en', 'https://portal.example/x', 'https://portal.example');
    for (const text of [ko.subject, ko.text, en.subject, en.text, ko.html, en.html]) {
      expect(text).not.toMatch(/{{|}}|notifications:|undefined|NaN/);
    }
    expect(ko.subject).toMatch(/^\[T\.E\.A\. 타워\] /);
    expect(en.subject).toMatch(/^\[T\.E\.A\. Tower\] /);
    expect(ko.text).not.toBe(en.text);
    expect(ko.html).toContain('<html lang="ko">');
    expect(ko.html).toContain('href="https://portal.example/x"');
    expect(renderNotice(kind, params, 'en').title.length).toBeGreaterThan(3);
  });

  it('names a PT package offered for transfer by its sessions left and validity (none before its first session)', () => {
    const pt = { ...rental, reference: 'PT-12', kind: 'pt' as const, number: 9, from: '이서연' };
    expect(renderNotice('membership_transfer_offered', { ...pt, lastDay: null }, 'en').body).toContain(
      'PT package, 9 sessions left (PT-12, valid from its first session)',
    );
    expect(renderNotice('membership_transfer_offered', pt, 'ko').body).toContain('잔여 9회 PT 패키지(PT-12, 2026년 12월 31일');
  });

  it('writes dates, times and money the portal way, and escapes values in the HTML', async () => {
    const { title, body } = renderNotice(
      'conference_confirmed',
      { ...reservation, place: { ko: '<b>A</b>', en: '<b>A</b>' } },
      'en',
    );
    expect(title).toBe('Conference room booked: <b>A</b>, Tue 1 Dec 2026, 14:00–16:00');
    expect(body).toContain('150,000');
    const mail = await renderMail(
      'conference_confirmed',
      { ...reservation, place: { ko: '<b>A</b>', en: '<b>A</b>' } },
      'en',
      null,
      'https://p',
    );
    expect(mail.html).toContain('&lt;b&gt;A&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>A</b>');
    expect(renderNotice('conference_confirmed', reservation, 'ko').title).toBe(
      '회의실 예약 확정: 302호 회의실, 2026년 12월 1일 (화) 14:00–16:00',
    );
  });

  it('chooses the variant a notice asks for', () => {
    expect(renderNotice('email_changed', SAMPLES.email_changed, 'en').body).toContain('by the building management office');
    expect(renderNotice('email_changed', { ...SAMPLES.email_changed, byOffice: false }, 'en').body).toContain(
      'by your tenant manager',
    );
  });

  it('attaches the calendar file to confirmations only', async () => {
    const confirmed = await renderMail('conference_confirmed', reservation, 'en', null, 'https://p');
    expect(confirmed.attachments.map((a) => a.filename)).toEqual(['reservation-abcdefghjkmnpqrs.ics', 'qr.png']);
    expect((await renderMail('reservation_cancelled', reservation, 'en', null, 'https://p')).attachments).toEqual([]);
  });

  it("shows the booking's QR code inline, drawn as the pages draw it, and it scans to the booking's QR page", async () => {
    const mail = await renderMail('conference_confirmed', reservation, 'ko', null, 'https://portal.example');
    const qr = mail.attachments.find((a) => a.filename === 'qr.png')!;
    expect(qr.contentType).toBe('image/png');
    expect(mail.html).toContain(`src="cid:${qr.cid}"`);
    expect(mail.html).toContain('alt="예약 QR 코드');
    const { data, info } = await sharp(qr.content as Buffer)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(320);
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(scanned?.data).toBe(`https://portal.example/conference-qr/${reservation.code}`);
    // The lounge has no public QR page: no code in its mail.
    const lounge = await renderMail('lounge_approved', { ...reservation, amenity: 'lounge' }, 'en', null, 'https://p');
    expect(lounge.attachments.map((a) => a.filename)).toEqual(['reservation-abcdefghjkmnpqrs.ics']);
    expect(lounge.html).not.toContain('cid:');
  });
});

describe('the outbox and its delivery job', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let kimId: number;
  const now = new Date('2026-11-24T01:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' });
    const [kim] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.kim'));
    kimId = kim!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    t.app.clock.now = () => now;
    await t.deliver();
    smtp.mails.length = 0;
  });

  const notice = (over: Partial<Notice> = {}): Notice =>
    ({
      kind: 'password_reset',
      params: { name: '김민지', minutes: 30 },
      link: '/findid/reset?token=secret-token-123',
      email: 'outbox.test@example.com',
      language: 'en',
      ...over,
    }) as Notice;

  async function rowsTo(recipient: string) {
    return t.database.db.select().from(notifications).where(eq(notifications.recipient, recipient)).orderBy(notifications.id);
  }

  it('keeps a request to its own writes: the e-mail waits in the outbox until the job sends it', async () => {
    await t.app.notify(notice());
    const [queued] = await rowsTo('outbox.test@example.com');
    expect(queued).toMatchObject({
      status: 'queued',
      kind: 'password_reset',
      params: { name: '김민지', minutes: 30 },
      subject: null,
    });
    expect(smtp.mails).toEqual([]);

    expect(await t.deliver()).toMatchObject({ sent: 1 });
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual(['outbox.test@example.com']);
    expect(mail!.subject).toBe('[T.E.A. Tower] Reset your password');
    expect(mail!.text).toContain('https://portal.example/findid/reset?token=secret-token-123');
    expect(mail!.html).toContain('href="https://portal.example/findid/reset?token=secret-token-123"');
    // What was sent stays in the outbox, without the token of its link.
    const [sent] = await rowsTo('outbox.test@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, link: '/findid/reset?token=…', subject: mail!.subject });
    expect(sent!.body).toContain('https://portal.example/findid/reset?token=…');
    expect(sent!.body).not.toContain('secret-token-123');
    expect(sent!.sentAt?.toISOString()).toBe(now.toISOString());
  });

  it("writes the e-mail in the recipient's language at sending time, not at the request's", async () => {
    await t.app.notify(notice({ userId: kimId, email: 'kim.lang@example.com', language: 'en' }));
    await t.database.db.update(users).set({ language: 'ko' }).where(eq(users.id, kimId));
    await t.deliver();
    expect(smtp.mails[0]!.subject).toBe('[T.E.A. 타워] 비밀번호 재설정 안내');
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, kimId));
  });

  it('shows an in-app notice in the language the reader reads the portal in now', async () => {
    await t.app.notify(notice({ kind: 'account_approved', params: { ...person, byOffice: true }, userId: kimId, email: null }));
    const auth = await loginAs(t.app, 'acme.kim');
    const read = async (lang: string) =>
      (await t.app.inject({ url: '/api/v1/me/notifications?limit=1', headers: { ...auth, 'x-language': lang } })).json().items[0];
    expect(await read('ko')).toMatchObject({ subject: '계정이 승인되었습니다', link: '/findid/reset?token=secret-token-123' });
    expect((await read('en')).body).toContain(
      'the building management office has approved your account (acme.kim) at ACME Korea',
    );
  });

  it('retries a failing SMTP server on a backoff, then marks the message dead; the request never fails', async () => {
    const failing = createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://portal.example' });
    const f = await failing;
    try {
      let clock = now.getTime();
      f.app.clock.now = () => new Date(clock);
      const started = Date.now();
      const res = await f.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/password-reset',
        headers: { 'x-api-key': 'test-api-key-123', 'x-language': 'en' },
        payload: { loginId: 'acme.kim', email: 'acme.kim@tea-demo.example' },
      });
      expect(res.statusCode).toBe(202);
      expect(Date.now() - started).toBeLessThan(2000);
      await f.app.settled();
      const row = async () =>
        (await f.database.db.select().from(notifications).where(eq(notifications.recipient, 'acme.kim@tea-demo.example')))[0]!;

      const waits: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect(await f.deliver()).toMatchObject({ retried: 1, sent: 0 });
        const r = await row();
        expect(r).toMatchObject({ status: 'queued', attempts: attempt });
        expect(r.error).toMatch(/ECONNREFUSED/);
        waits.push((r.nextAttemptAt.getTime() - clock) / 60_000);
        // Not due yet: nothing is tried again before its time.
        expect(await f.deliver()).toMatchObject({ retried: 0, dead: 0 });
        clock = r.nextAttemptAt.getTime();
      }
      expect(waits).toEqual([1, 5, 30, 120]);
      expect(await f.deliver()).toMatchObject({ dead: 1 });
      expect(await row()).toMatchObject({ status: 'dead', attempts: 5 });

      // The back office lists it as dead and can queue it again; only a dead one.
      const admin = await loginAs(f.app, 'admin');
      const list = await f.app.inject({ url: '/api/v1/admin/notifications?status=dead', headers: admin });
      const dead = list.json().items[0];
      expect(dead).toMatchObject({
        kind: 'password_reset',
        status: 'dead',
        attempts: 5,
        subject: '[T.E.A. Tower] Reset your password',
      });
      const retry = (id: number) =>
        f.app.inject({ method: 'POST', url: `/api/v1/admin/notifications/${id}/retry`, headers: admin });
      expect((await retry(dead.id)).statusCode).toBe(204);
      expect(await row()).toMatchObject({ status: 'queued', attempts: 0, error: null });
      expect((await retry(dead.id)).json().code).toBe('CONFLICT');
      expect((await retry(2_000_000_000)).statusCode).toBe(404);
    } finally {
      await f.close();
    }
  });

  it('sends each message once when replicas deliver at the same moment, and takes over a lease left by a dead one', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `replica.${i}@example.com`);
    for (const email of recipients) await t.app.notify(notice({ email }));
    // A second replica: its own connection when the engine is a server, else the same embedded one.
    const other = t.url ? await openDatabase({ url: t.url }) : t.database;
    try {
      const replica = createOutbox({
        db: other.db,
        mailer: createMailer(smtp.url),
        texts: recordingTextSender,
        clock: t.app.clock,
        log: t.app.log,
        publicUrl: () => 'https://portal.example',
      });
      const [a, b] = await Promise.all([t.app.outbox.deliverDue(), replica.deliverDue()]);
      expect(a.sent + b.sent).toBe(30);
      expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    } finally {
      if (other !== t.database) await other.close();
    }

    // A replica that claimed a message and died leaves it `sending`; once its lease ends, another sends it.
    await t.app.notify(notice({ email: 'orphan@example.com' }));
    await t.database.db
      .update(notifications)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(now.getTime() + 5 * 60_000) })
      .where(eq(notifications.recipient, 'orphan@example.com'));
    expect(await t.deliver()).toMatchObject({ sent: 0 });
    t.app.clock.now = () => new Date(now.getTime() + 5 * 60_000);
    expect(await t.deliver()).toMatchObject({ sent: 1 });
    expect((await rowsTo('orphan@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a KakaoTalk/SMS message instead of sending it, rendered for the office to see', async () => {
    await t.app.notify(notice({ email: null, phone: '+821012345678', language: 'ko' }));
    expect(await t.deliver()).toMatchObject({ recorded: 1 });
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.channel, 'sms'), inArray(notifications.recipient, ['+821012345678'])));
    expect(row).toMatchObject({ status: 'recorded', subject: '[T.E.A. 타워] 비밀번호 재설정 안내' });
    expect(row!.body).toContain('https://portal.example/findid/reset?token=');
    expect(row!.body).toContain('이 메시지는 자동으로 발송되었으며');
    expect(row!.body).not.toContain('이 메일은');
  });

  it('refuses a notice whose parameters do not fit its kind, before anything is written', async () => {
    await expect(t.app.notify({ ...notice(), params: { name: 'x' } } as unknown as Notice)).rejects.toThrow();
    expect(await rowsTo('outbox.test.bad@example.com')).toEqual([]);
  });
});

describe('mail queued while the SMTP server was down', () => {
  it('goes out within half a minute of the server coming back, not at its next step of the backoff', async () => {
    const arrived: string[] = [];
    const listen = (port: number) =>
      new Promise<SMTPServer>((resolve) => {
        const server = smtpServer(({ to }) => arrived.push(...to));
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    let server = await listen(0);
    const { port } = server.server.address() as { port: number };
    const f = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.example' });
    try {
      let clock = new Date('2026-11-24T01:00:00Z').getTime();
      f.app.clock.now = () => new Date(clock);
      const mailTo = (email: string) =>
        f.app.notify({ kind: 'password_reset', params: { name: 'Kim', minutes: 30 }, email, language: 'en' });
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const to = ['down.1@example.com', 'down.2@example.com', 'down.3@example.com'];
      for (const email of to) await mailTo(email);
      expect(await f.deliver()).toMatchObject({ retried: 3, sent: 0 });
      // Down for a while: the three wait on later steps of their backoff (30 and 120 minutes).
      await f.database.db
        .update(notifications)
        .set({ attempts: 3, nextAttemptAt: new Date(clock + 30 * 60_000) })
        .where(inArray(notifications.recipient, to.slice(0, 2)));
      await f.database.db
        .update(notifications)
        .set({ attempts: 4, nextAttemptAt: new Date(clock + 120 * 60_000) })
        .where(eq(notifications.recipient, to[2]!));

      // Still down: the outbox asks the server, which does not answer.
      expect(await f.deliver()).toMatchObject({ released: 0, sent: 0 });
      server = await listen(port);
      // It asks again only after SERVER_CHECK_MS, then finds it there and sends all three.
      clock += SERVER_CHECK_MS - 1000;
      expect(await f.deliver()).toMatchObject({ released: 0, sent: 0 });
      clock += 2000;
      expect(await f.deliver()).toMatchObject({ released: 3, sent: 3 });
      expect(arrived.sort()).toEqual(to);

      // A new message that goes through releases the waiting ones at once as well.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailTo('late@example.com');
      expect(await f.deliver()).toMatchObject({ retried: 1 });
      server = await listen(port);
      await mailTo('fresh@example.com');
      expect(await f.deliver()).toMatchObject({ released: 1, sent: 2 });
      expect(arrived).toContain('late@example.com');
    } finally {
      await f.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('a replica that stops during a delivery round', () => {
  it('sends no more after the message in hand, and leaves the rest due at once for another replica', async () => {
    const f = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
    try {
      const to = Array.from({ length: 6 }, (_, i) => `stopping.${i}@example.com`);
      for (const email of to)
        await f.app.notify({ kind: 'password_reset', params: { name: 'Kim', minutes: 30 }, email, language: 'en' });
      let sent = 0;
      let stop: Promise<void> | null = null;
      const outbox = createOutbox({
        db: f.database.db,
        mailer: {
          send: async () => {
            sent += 1;
            stop ??= outbox.stop();
            await new Promise((r) => setTimeout(r, 20));
          },
          verify: async () => undefined,
          close: () => undefined,
        },
        texts: recordingTextSender,
        clock: f.app.clock,
        log: f.app.log,
        publicUrl: () => 'https://portal.example',
      });
      expect(await outbox.deliverDue()).toMatchObject({ sent: 1 });
      await stop;
      expect(sent).toBe(1);
      const rows = await f.database.db.select().from(notifications).where(inArray(notifications.recipient, to));
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
      const left = rows.filter((r) => r.status !== 'sent');
      expect(left.map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 5 }, () => ['queued', 0]));
      expect(left.every((r) => r.nextAttemptAt.getTime() <= f.app.clock.now().getTime())).toBe(true);
    } finally {
      await f.close();
    }
  });

  it('does not wait past a few seconds for a send the SMTP server leaves hanging', async () => {
    const f = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
    try {
      let sending!: () => void;
      const started = new Promise<void>((resolve) => (sending = resolve));
      const outbox = createOutbox({
        db: f.database.db,
        mailer: { send: () => (sending(), new Promise(() => undefined)), verify: async () => undefined, close: () => undefined },
        texts: recordingTextSender,
        clock: f.app.clock,
        log: f.app.log,
        publicUrl: () => 'https://portal.example',
      });
      outbox.start(60_000);
      await outbox.enqueue(f.database.db, {
        kind: 'password_reset',
        params: { name: 'Kim', minutes: 30 },
        email: 'hanging@example.com',
        language: 'en',
      });
      await started;
      const at = performance.now();
      await outbox.stop();
      expect(performance.now() - at).toBeLessThan(5000);
    } finally {
      await f.close();
    }
  });
});
