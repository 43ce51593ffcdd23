import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppSignedIn } from '../../../test/auth-helpers';
import { workbookOf } from '../../../test/excel';
import type { TestApp } from '../../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let as: Record<string, Record<string, string>>;

beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'blue.park', 'blue.master', 'admin'], { now: () => NOW }));
});
afterAll(() => t.close());

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as[who],
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const v2 = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(who, method, `/api/v2${url}`, payload);
const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) => call('admin', method, `/api/v1/admin${url}`, payload);

const request = (over: Record<string, unknown> = {}) => ({
  date: '2026-12-10',
  start: '18:00',
  end: '21:00',
  purpose: 'Year-end reception',
  participants: 80,
  layout: 'seated',
  equipment: ['soundSystem'],
  paymentMethod: 'invoice',
  ...over,
});

async function ask(who: string, over: Record<string, unknown>) {
  const res = await v2(who, 'POST', '/reservations/lounge', request(over));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('requesting the executive lounge', () => {
  it('prices 330,000 KRW an hour with a 30% deposit', async () => {
    const quote = (await v2('acme.kim', 'POST', '/reservations/lounge/quote', request())).json();
    expect(quote).toMatchObject({ total: 990_000, deposit: 297_000, hours: 3 });
  });

  it('asks for equipment and services: what comes with the hire is free, a paid service joins the bill and the request', async () => {
    const asked = request({ date: '2027-01-20', equipment: ['soundSystem', 'catering'] });
    const quote = (await v2('acme.kim', 'POST', '/reservations/lounge/quote', asked)).json();
    expect(quote).toMatchObject({ total: 1_340_000, deposit: 402_000 });
    expect(quote.lines).toEqual([
      expect.objectContaining({ key: 'lounge', amount: 990_000 }),
      expect.objectContaining({ key: 'equipment', amount: 350_000, params: { code: 'catering' } }),
    ]);
    const id = await ask('acme.kim', { date: '2027-01-20', equipment: ['soundSystem', 'catering'] });
    const held = (await v2('acme.kim', 'GET', `/reservations/${id}`)).json();
    expect(held).toMatchObject({ total: 1_340_000, lounge: { equipment: ['soundSystem', 'catering'] } });
    const refused = await v2('acme.kim', 'POST', '/reservations/lounge/quote', request({ equipment: ['helicopter'] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('equipment');
  });

  it('shows the day’s held times before a time is chosen, with no one’s name, and a reference EL-…', async () => {
    const id = await ask('blue.park', { date: '2027-01-13', start: '13:00', end: '15:00' });
    const day = (await v2('acme.kim', 'GET', '/amenities/executive-lounge/availability?date=2027-01-13')).json();
    expect(day).toEqual({ date: '2027-01-13', closed: null, held: [{ start: '13:00', end: '15:00', status: 'pending' }] });
    expect(JSON.stringify(day)).not.toMatch(/blue|박|Blue/);
    expect((await v2('blue.park', 'GET', `/reservations/${id}`)).json().reference).toMatch(/^EL-20261123-\d{4}$/);
    const empty = (await v2('acme.kim', 'GET', '/amenities/executive-lounge/availability?date=2027-01-14')).json();
    expect(empty.held).toEqual([]);
  });

  it('holds the time while the request waits, and tells the building managers', async () => {
    const id = await ask('acme.kim', {});
    expect((await v2('acme.kim', 'GET', `/reservations/${id}`)).json()).toMatchObject({
      status: 'pending',
      canChange: true,
      lounge: { layout: 'seated' },
    });
    const clash = await v2('blue.park', 'POST', '/reservations/lounge', request({ start: '20:00', end: '22:00' }));
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'SLOT_TAKEN']);
    // The notice is written in the language the reader reads the portal in now.
    const subjects = async (lang: string) =>
      (await t.app.inject({ url: '/api/v1/me/notifications', headers: { ...as.admin, 'x-language': lang } }))
        .json()
        .items.map((n: { subject: string }) => n.subject);
    expect(await subjects('en')).toContain('Executive lounge request to decide: ACME Korea, Thu 10 Dec 2026');
    expect(await subjects('ko')).toContain('이그제큐티브 라운지 신청 검토: 에이씨엠이코리아, 2026년 12월 10일 (목)');
  });

  it('names the rules on their fields: three days ahead at least, two hours, seats by layout', async () => {
    const res = await v2(
      'acme.kim',
      'POST',
      '/reservations/lounge',
      request({ date: '2026-11-25', start: '21:00', end: '22:00', participants: 91 }),
    );
    expect(res.json().fields).toEqual({
      date: 'The executive lounge takes requests from 3 days to 3 months ahead.',
      end: 'Choose at least 2 whole hours between 09:00 and 22:00.',
      participants: 'The lounge seats 90 people.',
    });
    expect(
      (await v2('acme.kim', 'POST', '/reservations/lounge/quote', request({ layout: 'standing', participants: 150 }))).statusCode,
    ).toBe(200);
  });
});

describe('the back office decides', () => {
  it('approves: the request is confirmed and charged to the company', async () => {
    const id = await ask('acme.kim', { date: '2026-12-11' });
    expect((await admin('POST', `/reservations/${id}/approve`)).statusCode).toBe(204);
    expect((await v2('acme.kim', 'GET', `/reservations/${id}`)).json()).toMatchObject({
      status: 'confirmed',
      depositDue: '2026-11-23',
    });
    const charges = (await v2('acme.master', 'GET', '/company/charges?month=2026-12')).json();
    expect(charges.items.filter((i: { reservation: { id: number } }) => i.reservation.id === id)).toMatchObject([
      { kind: 'charge', amount: 990_000 },
    ]);
    expect((await admin('POST', `/reservations/${id}/approve`)).statusCode).toBe(409);
  });

  it('rejects with a reason the tenant reads; the time is free again', async () => {
    const id = await ask('blue.park', { date: '2026-12-14' });
    const noReason = await admin('POST', `/reservations/${id}/reject`, {});
    expect(noReason.json().fields).toEqual({ reason: 'Please enter the reason.' });
    expect(
      (await admin('POST', `/reservations/${id}/reject`, { reason: 'The lounge is closed for maintenance.' })).statusCode,
    ).toBe(204);
    expect((await v2('blue.park', 'GET', `/reservations/${id}`)).json()).toMatchObject({
      status: 'cancelled',
      decisionReason: 'The lounge is closed for maintenance.',
    });
    expect((await v2('acme.kim', 'POST', '/reservations/lounge', request({ date: '2026-12-14' }))).statusCode).toBe(201);
  });

  it('is for building managers only', async () => {
    const id = await ask('blue.park', { date: '2026-12-16' });
    for (const who of ['blue.park', 'blue.master', 'acme.master']) {
      expect((await call(who, 'POST', `/api/v1/admin/reservations/${id}/approve`)).json().code).toBe('ACCESS_DENIED');
    }
  });
});

describe('cancelling an approved booking', () => {
  async function approved(date: string) {
    const id = await ask('acme.kim', { date });
    await admin('POST', `/reservations/${id}/approve`);
    return id;
  }

  it.each([
    ['4 days ahead: everything back', '2026-12-01', '2026-11-27', 'fullRefund', 0],
    ['3 days ahead: the deposit is kept', '2026-12-02', '2026-11-29', 'depositKept', 297_000],
    ['1 day ahead: the deposit is kept', '2026-12-03', '2026-12-02', 'depositKept', 297_000],
    ['on the day: 100% charged', '2026-12-04', '2026-12-04', 'fullCharge', 990_000],
  ])('%s', async (_name, date, today, rule, fee) => {
    const id = await approved(date);
    t.app.clock.now = () => new Date(`${today}T01:00:00Z`);
    try {
      expect((await v2('acme.kim', 'GET', `/reservations/${id}/cancellation`)).json()).toMatchObject({
        allowed: true,
        rule,
        fee,
        refund: 990_000 - fee,
      });
      expect((await v2('acme.kim', 'POST', `/reservations/${id}/cancel`)).json()).toEqual({ fee });
    } finally {
      t.app.clock.now = () => NOW;
    }
    const charges = (await admin('GET', '/charges?month=2026-12')).json();
    const lines = charges.items.filter((i: { reservation: { id: number } }) => i.reservation.id === id);
    expect(lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(fee);
  });

  it('withdraws a waiting request for nothing', async () => {
    const id = await ask('acme.kim', { date: '2026-12-07' });
    expect((await v2('acme.kim', 'POST', `/reservations/${id}/cancel`)).json()).toEqual({ fee: 0 });
  });
});

describe('charges of the month', () => {
  it("show a tenant manager only their own company's lines", async () => {
    const blue = (await v2('blue.master', 'GET', '/company/charges?month=2026-12')).json();
    expect(blue.items.every((i: { company: { name: string } }) => i.company.name === 'Blue Ocean Partners')).toBe(true);
    expect((await v2('blue.park', 'GET', '/company/charges?month=2026-12')).json().code).toBe('ACCESS_DENIED');
    expect((await v2('blue.master', 'GET', '/company/charges?month=2026-13')).statusCode).toBe(400);
  });

  it('export to Excel line by line with the totals', async () => {
    const res = await admin('GET', '/charges.xlsx?month=2026-12');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await workbookOf(res);
    const sheet = book.getWorksheet('2026-12')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Company', 'Amenity', 'Amount (KRW)']));
    const json = (await admin('GET', '/charges?month=2026-12')).json();
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Month total');
    expect(last.getCell(10).value).toBe(json.total);
    expect(sheet.rowCount).toBeGreaterThan(json.items.length);
  });

  it('list every company in the back-office calendar, with a bounded range', async () => {
    const cal = (await admin('GET', '/reservations?from=2026-12-01&to=2026-12-31&amenity=lounge')).json();
    expect(new Set(cal.items.map((i: { company: { name: string } }) => i.company.name))).toEqual(
      new Set(['ACME Korea', 'Blue Ocean Partners']),
    );
    expect((await admin('GET', '/reservations?from=2026-12-01&to=2027-03-01')).statusCode).toBe(400);
  });
});
