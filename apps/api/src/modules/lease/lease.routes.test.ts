import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { leaseInquiries, leaseInquiryHistory, leaseWithdrawals } from '../../db/schema/lease.js';
import { notifications } from '../../db/schema/notifications.js';
import { loginInEnglish } from '../../test/auth-helpers';
import { expectUnknownOrdersRefused } from '../../test/list-order';
import { workbookOf } from '../../test/excel';
import { startSmtp, takeMail } from '../../test/smtp';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { LEASE_INQUIRIES_PER_HOUR } from './lease.routes.js';

/** Tuesday 24 November 2026, 09:30 in Seoul. */
const OPENED = new Date('2026-11-24T00:30:00Z');
const PORTAL = 'https://portal.example';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: PORTAL });
  admin = await loginInEnglish(t.app, 'admin');
  member = await loginInEnglish(t.app, 'acme.kim');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const inquiry = (over: Record<string, unknown> = {}) => {
  seq++;
  return {
    writer: `Tenant ${seq}`,
    email: `tenant${seq}@lease.example`,
    contact: '010-2345-6789',
    occupancy: 'office',
    moveInDate: '2027-03-02',
    area: 'About 1,000 m², one floor',
    sectors: ['it', 'finance'],
    title: `Office for 80 people (${seq})`,
    detail: 'We look for one floor from March.',
    consent: true,
    ...over,
  };
};

let address = 0;
/** Each test sends from an address of its own: the limit per address is the rate-limit test's. */
const newAddress = () => `203.0.113.${++address}`;

async function formToken(from: string): Promise<string> {
  t.app.clock.now = () => OPENED;
  const res = await t.app.inject({ url: '/api/v1/lease-inquiries/form-token', headers, remoteAddress: from });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

/** Opens the form, waits `seconds` on the clock, sends the inquiry. */
async function send(
  body: Record<string, unknown>,
  {
    seconds = 30,
    from = newAddress(),
    lang = 'en',
    token,
  }: {
    seconds?: number;
    from?: string;
    lang?: string;
    token?: string;
  } = {},
) {
  const formTokenValue = token ?? (await formToken(from));
  t.app.clock.now = () => new Date(OPENED.getTime() + seconds * 1000);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/lease-inquiries',
    headers: { ...headers, 'x-language': lang },
    remoteAddress: from,
    payload: { formToken: formTokenValue, ...body },
  });
}

const rowOf = async (email: string) =>
  (await t.database.db.select().from(leaseInquiries).where(eq(leaseInquiries.email, email)))[0];

describe('POST /api/v1/lease-inquiries', () => {
  it('stores the inquiry with the address it came from and the terms version, audited without personal data', async () => {
    const body = inquiry();
    const res = await send(body, { from: '198.51.100.20' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(body.email);
    expect(row).toMatchObject({
      status: 'new',
      writer: body.writer,
      contact: '+821023456789',
      ipAddress: '198.51.100.20',
      termsVersion: '2026-11-24',
      language: 'en',
      sectors: ['it', 'finance'],
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'lease_inquiry'), eq(auditLog.targetId, String(row!.id))));
    expect(entries.map((e) => e.action)).toEqual(['create']);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${body.writer}|${body.email}|198\\.51\\.100\\.20|Office for`));
  });

  it('refuses a rental area of 101 characters with 400 naming the field, and takes 100', async () => {
    const long = await send(inquiry({ area: 'a'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { area: 'Please enter a rental area of 100 characters or fewer.' },
    });
    expect((await send(inquiry({ area: 'a'.repeat(100) }))).statusCode).toBe(201);
  });

  it("refuses an inquiry without consent with the spec's message", async () => {
    const res = await send(inquiry({ consent: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ consent: 'Please consent to collect and use of personal information' });
    const ko = await send(inquiry({ consent: undefined }), { lang: 'ko' });
    expect(ko.json().fields.consent).toBe('개인정보 수집 및 이용에 동의해 주세요.');
  });

  it('refuses a move-in date before today (Seoul) and a number that is not Korean, naming the field', async () => {
    const past = await send(inquiry({ moveInDate: '2026-11-23' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ moveInDate: 'The desired move-in date cannot be in the past.' });
    expect((await send(inquiry({ moveInDate: '2026-11-24' }))).statusCode).toBe(201);
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const body = inquiry({ website: 'http://spam.example' });
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SPAM_SUSPECTED');
    expect(await rowOf(body.email)).toBeUndefined();
  });

  it('refuses an inquiry sent within 3 seconds of opening the form; the same form goes later', async () => {
    const from = newAddress();
    const token = await formToken(from);
    const body = inquiry();
    const fast = await send(body, { seconds: 2, from, token });
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toMatchObject({ code: 'FORM_TOO_FAST' });
    expect(await rowOf(body.email)).toBeUndefined();
    expect((await send(body, { seconds: 3, from, token })).statusCode).toBe(201);
  });

  it('refuses an absent, altered, reused or day-old form token', async () => {
    const from = newAddress();
    const token = await formToken(from);
    const codes = async (over: Parameters<typeof send>[1]) => (await send(inquiry(), { from, ...over })).json().code as string;
    expect(await codes({ token: '' })).toBe('FORM_EXPIRED');
    expect(await codes({ token: `${token.slice(0, -2)}AA` })).toBe('FORM_EXPIRED');
    expect(await codes({ token, seconds: 25 * 3600 })).toBe('FORM_EXPIRED');
    expect((await send(inquiry(), { from, token })).statusCode).toBe(201);
    expect(await codes({ token })).toBe('FORM_EXPIRED');
  });

  it(`takes ${LEASE_INQUIRIES_PER_HOUR} inquiries an hour from one address, then answers 429`, async () => {
    const from = newAddress();
    for (let i = 0; i < LEASE_INQUIRIES_PER_HOUR; i++) expect((await send(inquiry(), { from })).statusCode).toBe(201);
    const over = await send(inquiry(), { from });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await send(inquiry(), { from: newAddress() })).statusCode).toBe(201);
  });
});

describe('the e-mail and the withdrawal of consent', () => {
  it('mails the sender a withdrawal link and the office a notice; the link deletes the personal data at once', async () => {
    const body = inquiry({ writer: 'Withdrawing Writer', email: 'withdraw.me@lease.example', title: 'Retail unit on B1' });
    expect((await send(body, { from: '198.51.100.77' })).statusCode).toBe(201);
    const mail = await takeMail(t, smtp, body.email);
    expect(mail.subject).toContain('We have received your lease inquiry');
    expect(mail.text).toContain('Hello Withdrawing Writer');
    const link = /https:\/\/portal\.example\/lease-inquiry\/withdraw\/([a-z2-9]{26})/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const code = link![1]!;
    const [manager] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.loginId, 'admin'));
    const office = await takeMail(t, smtp, manager!.email, 'Retail unit on B1');
    expect(office.subject).toContain('새 임대 문의: Retail unit on B1'); // the manager's own language
    expect(office.text).toContain('/admin/lease-inquiries?open=');
    expect(office.text).not.toContain('/lease-inquiry/withdraw/');

    const id = (await rowOf(body.email))!.id;
    await t.database.db
      .insert(leaseInquiryHistory)
      .values({ inquiryId: id, status: 'contacted', note: 'Called Withdrawing Writer', at: OPENED });

    const view = await t.app.inject({ url: `/api/v1/lease-inquiries/withdrawals/${code}`, headers });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ title: 'Retail unit on B1' });
    const [before] = await t.database.db
      .select({ n: sql<number>`coalesce(sum(${leaseWithdrawals.count}), 0)::int` })
      .from(leaseWithdrawals);

    const withdrawn = await t.app.inject({ method: 'POST', url: `/api/v1/lease-inquiries/withdrawals/${code}`, headers });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // The row, its pipeline notes and its notices are gone; the audit log names only the number.
    expect(await t.database.db.select().from(leaseInquiries).where(eq(leaseInquiries.id, id))).toEqual([]);
    expect(await t.database.db.select().from(leaseInquiryHistory).where(eq(leaseInquiryHistory.inquiryId, id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'lease_inquiry_received'), sql`${notifications.params}->>'inquiryId' = ${String(id)}`)),
    ).toEqual([]);
    const everything = JSON.stringify(await t.database.db.execute(sql`select * from audit_log`));
    expect(everything).not.toMatch(
      /Withdrawing Writer|withdraw\.me@lease\.example|Retail unit on B1|198\.51\.100\.77|\+821023456789/,
    );
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'lease_inquiry'), eq(auditLog.targetId, String(id))));
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    const [after] = await t.database.db.select({ n: sql<number>`sum(${leaseWithdrawals.count})::int` }).from(leaseWithdrawals);
    expect(after!.n).toBe(Number(before!.n) + 1);

    // The link opens nothing any more.
    expect((await t.app.inject({ url: `/api/v1/lease-inquiries/withdrawals/${code}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/lease-inquiries/withdrawals/${code}`, headers })).statusCode).toBe(
      404,
    );
    const list = await t.app.inject({ url: '/api/v1/admin/lease-inquiries', headers: admin });
    expect(list.json().items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(list.json().withdrawn).toBe(after!.n);
  });

  it('writes the e-mail in the language of the form', async () => {
    const body = inquiry({ writer: '김임차' });
    expect((await send(body, { lang: 'ko' })).statusCode).toBe(201);
    const mail = await takeMail(t, smtp, body.email);
    expect(mail.subject).toContain('임대 문의가 접수되었습니다');
    expect(mail.text).toContain('오피스');
  });
});

describe('the back-office pipeline', () => {
  it('sorts by the move-in day either way, the newest first among equals', async () => {
    for (const moveInDate of ['2027-05-03', '2027-04-01', '2027-06-01'])
      expect((await send(inquiry({ moveInDate, title: `Sorted move-in ${moveInDate}` }))).statusCode).toBe(201);
    const days = async (sort: string) =>
      (
        (await t.app.inject({ url: `/api/v1/admin/lease-inquiries?sort=${sort}`, headers: admin })).json().items as {
          moveInDate: string;
        }[]
      ).map((i) => i.moveInDate);
    const upward = await days('moveIn');
    expect(upward).toEqual([...upward].sort());
    const downward = await days('-moveIn');
    expect(downward).toEqual([...downward].sort().reverse());
    expect(downward[0]).toBe('2027-06-01');
  });

  it('refuses an order it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/lease-inquiries', admin, 'email');
  });

  it('lists by status, moves an inquiry with a note (kept out of the audit log) and shows its history', async () => {
    const body = inquiry({ title: 'Pipeline inquiry' });
    expect((await send(body)).statusCode).toBe(201);
    const id = (await rowOf(body.email))!.id;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/lease-inquiries/${id}/status`,
      headers: admin,
      payload: { status: 'viewing', note: 'Viewing on Friday with Ms Pipeline' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const viewing = await t.app.inject({ url: '/api/v1/admin/lease-inquiries?status=viewing', headers: admin });
    expect(viewing.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    const fresh = await t.app.inject({ url: '/api/v1/admin/lease-inquiries?status=new', headers: admin });
    expect(fresh.json().items.map((i: { id: number }) => i.id)).not.toContain(id);
    const detail = await t.app.inject({ url: `/api/v1/admin/lease-inquiries/${id}`, headers: admin });
    expect(detail.json()).toMatchObject({ status: 'viewing', detail: body.detail, termsVersion: '2026-11-24' });
    expect(detail.json().history.map((h: { status: string; note: string }) => [h.status, h.note])).toEqual([
      ['new', ''],
      ['viewing', 'Viewing on Friday with Ms Pipeline'],
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(JSON.stringify(audit)).not.toContain('Ms Pipeline');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'read_personal_data']);
  });

  it('exports the pipeline to Excel, without withdrawn inquiries', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/lease-inquiries/export?status=viewing', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await workbookOf(res);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(11).value).toBe('Title');
    expect(sheet.getRow(2).getCell(11).value).toBe('Pipeline inquiry');
    expect(sheet.rowCount).toBe(2);
    const all = await t.app.inject({ url: '/api/v1/admin/lease-inquiries/export', headers: admin });
    const whole = await workbookOf(all);
    const titles = whole.worksheets[0]!.getColumn(11).values;
    expect(titles).not.toContain('Retail unit on B1');
  });

  it('is the building office’s only: a member gets 403 and another inquiry number 404', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/lease-inquiries', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/lease-inquiries/2147483647', headers: admin })).statusCode).toBe(404);
  });
});
