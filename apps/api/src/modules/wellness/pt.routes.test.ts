import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createTestAppSignedIn, loginAs, loginInEnglish, loginNewMember } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { factories, FACTORY_PASSWORD } from '../../test/factories';
import { ptTrainerBody } from '../../test/pt';
import { caller } from '../../test/requests';
import type { TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
const START = seoul('2026-11-23', '10:00');

let t: TestApp;
let now = START;
let fx: ReturnType<typeof factories>;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, fx, as } = await createTestAppSignedIn(['acme.master', 'admin'], { now: () => now }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = caller(() => t.app, '/api/v2');
const office = (method: Method, url: string, payload?: unknown) => call(as.admin!, method, `/admin/wellness/pt${url}`, payload);

/** A new member of ACME, logged in. */
async function member() {
  const { user, headers } = await loginNewMember(t.app, fx, { language: 'en' });
  return { user, call: (method: Method, url: string, payload?: unknown) => call(headers, method, `/wellness/pt${url}`, payload) };
}
type Member = Awaited<ReturnType<typeof member>>;

let n = 0;
/** A trainer of our own, Monday to Friday 07:00–12:00. */
async function trainer(): Promise<number> {
  n += 1;
  const res = await office('POST', '/trainers', ptTrainerBody({ ko: `트레이너 ${n}`, en: `Trainer ${n}` }));
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function buy(m: Member): Promise<number> {
  const res = await m.call('POST', '/packages', { paymentMethod: 'invoice' });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
const book = (m: Member, packageId: number, trainerId: number, date: string, start: string) =>
  m.call('POST', '/sessions', { packageId, trainerId, date, start });

describe('trainers and their free slots', () => {
  it('lists a trainer’s free session starts on the hour within the weekly hours, without past times or taken slots', async () => {
    now = START;
    const id = await trainer();
    const m = await member();
    const trainers = (await m.call('GET', '/trainers')).json();
    expect(trainers.items.find((x: { id: number }) => x.id === id)).toMatchObject({
      name: `Trainer ${n}`,
      availability: expect.any(Array),
    });
    const res = await m.call('GET', `/slots?trainerId=${id}&from=2026-11-23&to=2026-11-28`);
    expect(res.statusCode).toBe(200);
    const days = res.json().days as { date: string; starts: string[] }[];
    expect(days[0]).toEqual({ date: '2026-11-23', starts: ['11:00'] }); // 10:00 has begun
    expect(days[1]).toEqual({ date: '2026-11-24', starts: ['07:00', '08:00', '09:00', '10:00', '11:00'] });
    expect(days.find((d) => d.date === '2026-11-28')!.starts).toEqual([]); // Saturday
    const pkg = await buy(m);
    expect((await book(m, pkg, id, '2026-11-24', '08:00')).statusCode).toBe(201);
    const after = (await m.call('GET', `/slots?trainerId=${id}&from=2026-11-24&to=2026-11-24`)).json();
    expect(after.days[0].starts).toEqual(['07:00', '09:00', '10:00', '11:00']);
  });

  it('lets the office change the hours and remove a trainer; a removed trainer is not listed nor booked', async () => {
    const id = await trainer();
    const put = await office('PUT', `/trainers/${id}`, {
      nameKo: '새 이름',
      nameEn: 'New name',
      introKo: '소개',
      introEn: 'Intro',
      active: true,
      availability: [{ weekday: 2, start: '18:00', end: '20:00' }],
    });
    expect(put.statusCode).toBe(200);
    const m = await member();
    const slots = (await m.call('GET', `/slots?trainerId=${id}&from=2026-11-24&to=2026-11-24`)).json();
    expect(slots.days[0].starts).toEqual(['18:00', '19:00']);
    expect((await office('DELETE', `/trainers/${id}`)).statusCode).toBe(200);
    expect((await m.call('GET', '/trainers')).json().items.some((x: { id: number }) => x.id === id)).toBe(false);
    const all = (await office('GET', '/trainers')).json();
    expect(all.items.find((x: { id: number }) => x.id === id)).toMatchObject({ active: false, nameEn: 'New name' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'pt_trainer'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'delete')));
    expect(entry).toBeDefined();
  });

  it('refuses a member the office’s routes', async () => {
    const m = await member();
    const res = await call(
      (await loginAs(t.app, m.user.loginId, FACTORY_PASSWORD)) as Record<string, string>,
      'GET',
      '/admin/wellness/pt/trainers',
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('a package', () => {
  it('is 10 sessions for 880,000 KRW with VAT, charged to the company’s month, used 0 / remaining 10 until its first session', async () => {
    now = START;
    const m = await member();
    const id = await buy(m);
    const pkg = (await m.call('GET', `/packages/${id}`)).json();
    expect(pkg).toMatchObject({
      sessions: 10,
      price: 800_000,
      vat: 80_000,
      total: 880_000,
      used: 0,
      remaining: 10,
      bookable: 10,
      validUntil: null,
      state: 'notStarted',
      paymentMethod: 'invoice',
    });
    const charges = await call(as['acme.master']!, 'GET', '/company/charges?month=2026-11');
    expect(charges.statusCode).toBe(200);
    expect(charges.json().pt.find((l: { pt: { packageId: number } }) => l.pt.packageId === id)).toMatchObject({
      amount: 880_000,
      kind: 'charge',
    });
    // another member sees nothing of it
    const other = await member();
    expect((await other.call('GET', `/packages/${id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/packages')).json().items).toEqual([]);
  });

  it('is valid 30 days from its first session; a session on the 31st day is refused', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const id = await buy(m);
    expect((await book(m, id, tr, '2026-11-25', '09:00')).statusCode).toBe(201);
    const pkg = (await m.call('GET', `/packages/${id}`)).json();
    expect(pkg).toMatchObject({
      firstSessionDate: '2026-11-25',
      validUntil: '2026-12-24',
      state: 'active',
      booked: 1,
      bookable: 9,
    });
    expect((await book(m, id, tr, '2026-12-23', '09:00')).statusCode).toBe(201); // Wednesday, the 29th day
    now = seoul('2026-11-26', '10:00');
    const late = await book(m, id, tr, '2026-12-25', '09:00'); // Friday, the 31st day
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.date).toMatch(/valid until 2026-12-24/);
  });

  it('books at most 10 sessions (PT_NO_SESSIONS_LEFT), and a taken slot is SLOT_TAKEN', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const id = await buy(m);
    for (const start of ['07:00', '08:00', '09:00', '10:00', '11:00'])
      expect((await book(m, id, tr, '2026-11-24', start)).statusCode).toBe(201);
    for (const start of ['07:00', '08:00', '09:00', '10:00', '11:00'])
      expect((await book(m, id, tr, '2026-11-25', start)).statusCode).toBe(201);
    const eleventh = await book(m, id, tr, '2026-11-26', '07:00');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('PT_NO_SESSIONS_LEFT');
    const other = await member();
    const taken = await book(other, await buy(other), tr, '2026-11-24', '07:00');
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const off = await book(other, await buy(other), tr, '2026-11-24', '12:00');
    expect(off.statusCode).toBe(400);
  });

  it('gives one of 10 parallel bookings of a trainer’s slot, the others SLOT_TAKEN', async () => {
    now = START;
    const tr = await trainer();
    const people = await Promise.all(Array.from({ length: 10 }, () => member()));
    const packages = await Promise.all(people.map(buy));
    const answers = await Promise.all(people.map((m, i) => book(m, packages[i]!, tr, '2026-11-27', '10:00')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'SLOT_TAKEN')).toHaveLength(9);
  });
});

describe('moving and cancelling a session (24 hours before it)', () => {
  it('moves at 24:00 hours before, not at 23:59 (PT_CHANGE_CLOSED): the session is then locked, and used once it begins', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const id = await buy(m);
    const session = (await book(m, id, tr, '2026-11-25', '10:00')).json().id;
    now = seoul('2026-11-24', '09:00');
    expect((await m.call('PUT', `/sessions/${session}`, { trainerId: tr, date: '2026-11-25', start: '11:00' })).statusCode).toBe(
      200,
    );
    now = seoul('2026-11-24', '11:00'); // exactly 24:00 hours before 11:00 on the 25th
    expect((await m.call('PUT', `/sessions/${session}`, { trainerId: tr, date: '2026-11-26', start: '09:00' })).statusCode).toBe(
      200,
    );
    now = seoul('2026-11-25', '09:01'); // 23:59 hours before 09:00 on the 26th
    const late = await m.call('PUT', `/sessions/${session}`, { trainerId: tr, date: '2026-11-27', start: '09:00' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PT_CHANGE_CLOSED');
    const cancel = await m.call('POST', `/sessions/${session}/cancel`);
    expect(cancel.json().code).toBe('PT_CHANGE_CLOSED');
    const pkg = (await m.call('GET', `/packages/${id}`)).json();
    expect(pkg).toMatchObject({ used: 0, locked: 1, remaining: 10, booked: 0, bookable: 9 });
    expect(pkg.items[0]).toMatchObject({ date: '2026-11-26', start: '09:00', end: '09:50', state: 'locked', changeable: false });
    now = seoul('2026-11-26', '09:00');
    expect((await m.call('GET', `/packages/${id}`)).json()).toMatchObject({ used: 1, locked: 0, remaining: 9 });
    // the core's cancel follows the same rule
    const core = await call(
      await loginInEnglish(t.app, m.user.loginId, FACTORY_PASSWORD),
      'POST',
      `/reservations/${session}/cancel`,
    );
    expect(core.statusCode).toBe(409);
  });

  it('cancels at 24:00 hours before: the session returns to the package and the slot is free', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const id = await buy(m);
    const session = (await book(m, id, tr, '2026-11-25', '10:00')).json().id;
    now = seoul('2026-11-24', '10:00');
    expect((await m.call('POST', `/sessions/${session}/cancel`)).statusCode).toBe(200);
    const pkg = (await m.call('GET', `/packages/${id}`)).json();
    expect(pkg).toMatchObject({ used: 0, remaining: 10, bookable: 10, validUntil: null, state: 'notStarted' });
    expect(pkg.items[0]).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    const slots = (await m.call('GET', `/slots?trainerId=${tr}&from=2026-11-25&to=2026-11-25`)).json();
    expect(slots.days[0].starts).toContain('10:00');
    expect((await m.call('POST', `/sessions/${session}/cancel`)).json().code).toBe('NOT_CHANGEABLE');
  });

  it('answers 404 for another person’s session', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const session = (await book(m, await buy(m), tr, '2026-11-26', '10:00')).json().id;
    const other = await member();
    expect((await other.call('POST', `/sessions/${session}/cancel`)).statusCode).toBe(404);
    expect(
      (await other.call('PUT', `/sessions/${session}`, { trainerId: tr, date: '2026-11-26', start: '11:00' })).statusCode,
    ).toBe(404);
  });
});

describe('the back office', () => {
  it('lists the month’s packages with their sessions and exports them to Excel', async () => {
    now = START;
    const tr = await trainer();
    const m = await member();
    const id = await buy(m);
    await book(m, id, tr, '2026-11-30', '10:00');
    const list = (await office('GET', '/packages?month=2026-11')).json();
    expect(list.items.find((p: { id: number }) => p.id === id)).toMatchObject({ holder: { loginId: m.user.loginId }, booked: 1 });
    const res = await office('GET', '/packages/export?month=2026-11');
    expect(res.statusCode).toBe(200);
    const book2 = await workbookOf(res);
    const sheet = book2.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Holder');
    const ids = sheet.getColumn(1).values;
    expect(ids).toContain(id);
    expect(book2.worksheets[1]!.rowCount).toBeGreaterThan(1);
  });
});
