import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.js';
import { gxPrograms } from '../../db/schema/wellness.js';
import { closeGxRegistration } from '../../jobs/close-gx-registration.js';
import { runExclusively } from '../../jobs/scheduler.js';
import { createTestAppSignedIn } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { gxProgramBody } from '../../test/gx';
import type { factories } from '../../test/factories';
import { headers, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions.service.js';

/** December 2026's programs register from Monday 2 November to Friday 13 November (the second Friday). */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
const IN_WINDOW = seoul('2026-11-10', '10:00');

let t: TestApp;
let now = IN_WINDOW;
let as: Record<string, Record<string, string>>;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  ({ t, fx: make, as } = await createTestAppSignedIn(['acme.staff01', 'acme.master', 'admin'], { now: () => now }));
});
afterAll(() => t.close());

function call(who: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v2${url}`,
    headers: who,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let n = 0;
async function program(over: Record<string, unknown> = {}): Promise<number> {
  n += 1;
  const res = await call(
    as.admin!,
    'POST',
    '/admin/wellness/gx/programs',
    gxProgramBody({ ko: `요가 ${n}`, en: `Yoga ${n}` }, over),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** `count` new members of one new company, each with a session of their own (no login per person). */
async function people(count: number) {
  const company = await make.company();
  const policy = { idleMinutes: 60, absoluteHours: 12 };
  const out: { id: number; headers: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await make.user({ companyId: company.id });
    const token = await createSession(t.database.db, policy, user.id, {});
    out.push({ id: user.id, headers: { ...headers, authorization: `Bearer ${token}`, 'x-language': 'en' } });
  }
  return { company, people: out };
}

const register = (who: Record<string, string>, programId: number) =>
  call(who, 'POST', '/wellness/gx/registrations', { programId });

describe('GX programs', () => {
  it("list the month's programs with price, VAT, the registration days and places taken", async () => {
    const id = await program();
    const res = await call(as['acme.staff01']!, 'GET', '/wellness/gx/programs?month=2026-12');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.window).toEqual({ opens: '2026-11-02', closes: '2026-11-13', open: true });
    expect(list.items.find((p: { id: number }) => p.id === id)).toMatchObject({
      name: `Yoga ${n}`,
      weekdays: [1, 3, 5],
      price: 150_000,
      vat: 15_000,
      firstSession: '2026-12-02',
      // Thirteen Mondays, Wednesdays and Fridays, less Christmas (Friday 25 December).
      sessionCount: 12,
      registration: { opens: '2026-11-02', closes: '2026-11-13', open: true },
      registered: 0,
      waitlisted: 0,
      mine: null,
    });
    expect((await call(as['acme.staff01']!, 'GET', '/wellness/gx/programs?month=2026-13')).statusCode).toBe(400);
  });

  it('skip public holidays: March 2027’s Mon/Wed/Fri course starts on Wednesday 3 March (1 March is a holiday), 13 classes', async () => {
    const id = await program({ month: '2027-03' });
    const listed = (await call(as['acme.staff01']!, 'GET', '/wellness/gx/programs?month=2027-03')).json();
    expect(listed.items.find((p: { id: number }) => p.id === id)).toMatchObject({ firstSession: '2027-03-03', sessionCount: 13 });
    const roster = (await call(as.admin!, 'GET', `/admin/wellness/gx/programs/${id}/roster`)).json();
    expect(roster.sessions).toHaveLength(13);
    expect(roster.sessions).not.toContain('2027-03-01');
  });

  it('refuse a registration outside the window, with its days', async () => {
    const id = await program();
    now = seoul('2026-11-14', '00:00');
    const late = await register(as['acme.staff01']!, id);
    now = seoul('2026-11-01', '23:59');
    const early = await register(as['acme.staff01']!, id);
    now = IN_WINDOW;
    for (const res of [late, early]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'REGISTRATION_CLOSED',
        message: 'Registration is closed. It runs from 2026-11-02 to 2026-11-13.',
      });
    }
  });

  it('take a late round on the days the office set', async () => {
    const id = await program({ registrationOpens: '2026-11-20', registrationCloses: '2026-11-27' });
    now = seoul('2026-11-24', '09:30');
    const res = await register(as['acme.staff01']!, id);
    now = IN_WINDOW;
    expect(res.statusCode, res.body).toBe(201);
  });

  it('gives 20 places and 10 in line to 300 people at once, and refuses 270 WAITLIST_FULL; 5 withdrawals promote exactly 5', async () => {
    const id = await program({ capacity: 20, waitlistLength: 10 });
    const { people: crowd } = await people(300);
    const answers = await Promise.all(crowd.map((p) => register(p.headers, id)));
    const codes = answers.map((r) => (r.statusCode === 201 ? r.json().status : `${r.statusCode} ${r.json().code}`));
    const tally = (code: string) => codes.filter((c) => c === code).length;
    expect(tally('registered')).toBe(20);
    expect(tally('waitlisted')).toBe(10);
    expect(tally('409 WAITLIST_FULL')).toBe(270);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Additional reservations are not available as waiting list is full.',
    );
    const positions = answers
      .filter((r) => r.statusCode === 201 && r.json().status === 'waitlisted')
      .map((r) => r.json().position);
    expect(positions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const registered = crowd.filter((_, i) => codes[i] === 'registered');
    const leaving = registered.slice(0, 5);
    const cancels = await Promise.all(
      leaving.map((p) => call(p.headers, 'POST', `/wellness/gx/registrations/${answers[crowd.indexOf(p)]!.json().id}/cancel`)),
    );
    for (const res of cancels) expect(res.json()).toEqual({ fee: 16_500, refund: 148_500 });
    expect(cancels.length).toBe(5);

    const list = (await call(as['acme.staff01']!, 'GET', '/wellness/gx/programs?month=2026-12')).json();
    expect(list.items.find((p: { id: number }) => p.id === id)).toMatchObject({ registered: 20, waitlisted: 5 });
    // The first five in line moved up, and each is told.
    const firstInLine = answers
      .map((r, i) => ({ r, p: crowd[i]! }))
      .filter(({ r }) => r.statusCode === 201 && r.json().status === 'waitlisted')
      .sort((a, b) => a.r.json().position - b.r.json().position)
      .slice(0, 5)
      .map(({ p }) => p.id);
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'gx_promoted'),
          eq(notifications.channel, 'in_app'),
          inArray(notifications.userId, firstInLine),
        ),
      );
    expect(told.map((r) => r.userId).sort()).toEqual([...firstInLine].sort());
    const mine = (await call(crowd.find((p) => p.id === firstInLine[0])!.headers, 'GET', '/wellness/gx/registrations')).json();
    expect(mine.items[0]).toMatchObject({ status: 'registered', position: null, total: 165_000 });
  });

  it("keep one registration per person; another person's answers 404; the waiting list withdraws free", async () => {
    const id = await program({ capacity: 1, waitlistLength: 2 });
    const { people: two } = await people(2);
    expect((await register(two[0]!.headers, id)).json().status).toBe('registered');
    expect((await register(two[0]!.headers, id)).json().code).toBe('ALREADY_RESERVED');
    const waiting = (await register(two[1]!.headers, id)).json();
    expect(waiting).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await call(two[0]!.headers, 'POST', `/wellness/gx/registrations/${waiting.id}/cancel`)).statusCode).toBe(404);
    expect((await call(two[1]!.headers, 'POST', `/wellness/gx/registrations/${waiting.id}/cancel`)).json()).toEqual({
      fee: 0,
      refund: 0,
    });
    // Once the course has started (Wednesday 2 December), not online.
    const [held] = (await call(two[0]!.headers, 'GET', '/wellness/gx/registrations')).json().items;
    now = seoul('2026-12-02', '06:00');
    const res = await call(two[0]!.headers, 'POST', `/wellness/gx/registrations/${held.id}/cancel`);
    now = IN_WINDOW;
    expect(res.json().code).toBe('GX_NOT_CANCELLABLE');
  });
});

describe('the close of registration', () => {
  it('cancels a program of 5, keeps one of 6, tells everyone and charges only what runs', async () => {
    const five = await program({ capacity: 5, waitlistLength: 2 });
    const six = await program({ capacity: 6, waitlistLength: 0 });
    const { company, people: crowd } = await people(13);
    for (const p of crowd.slice(0, 7)) expect((await register(p.headers, five)).statusCode).toBe(201);
    for (const p of crowd.slice(7)) expect((await register(p.headers, six)).json().status).toBe('registered');
    // A withdrawal from the program that runs keeps its fee.
    const leaver = crowd[12]!;
    const [held] = (await call(leaver.headers, 'GET', '/wellness/gx/registrations')).json().items;
    expect((await call(leaver.headers, 'POST', `/wellness/gx/registrations/${held.id}/cancel`)).json().fee).toBe(16_500);
    expect((await register(crowd[11]!.headers, six)).json().code).toBe('ALREADY_RESERVED');
    expect((await register(crowd[0]!.headers, six)).json().status).toBe('registered');

    expect(await runExclusively(t.database.db, closeGxRegistration, seoul('2026-11-13', '23:59'), t.app)).toMatchObject({
      cancelled: 0,
    });
    const result = await runExclusively(t.database.db, closeGxRegistration, seoul('2026-11-14', '00:00'), t.app);
    expect(result).toMatchObject({ cancelled: expect.any(Number) });
    const [a, b] = await Promise.all(
      [five, six].map(async (id) => (await t.database.db.select().from(gxPrograms).where(eq(gxPrograms.id, id)))[0]!),
    );
    expect(a!.status).toBe('cancelled');
    expect(b!.status).toBe('open');
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'gx_program_cancelled'), eq(notifications.channel, 'in_app')));
    expect(told.filter((r) => crowd.slice(0, 7).some((p) => p.id === r.userId))).toHaveLength(7);
    const again = await runExclusively(t.database.db, closeGxRegistration, seoul('2026-11-14', '00:05'), t.app);
    expect(again).toEqual({ kept: 0, cancelled: 0 });

    const charges = await t.app.inject({ method: 'GET', url: '/api/v1/admin/charges?month=2026-12', headers: as.admin! });
    expect(charges.statusCode, charges.body).toBe(200);
    const lines = (charges.json().gx as { company: { id: number }; amount: number; gx: { status: string } }[]).filter(
      (l) => l.company.id === company.id,
    );
    // Six places of the program that runs at 165,000 and one withdrawal's fee; nothing for the cancelled program.
    expect(lines.map((l) => l.amount).sort()).toEqual([16_500, ...Array(6).fill(165_000)].sort());
  });
});

describe('the back office', () => {
  it('copies the previous month, keeps a roster with attendance and exports it', async () => {
    const id = await program({ month: '2027-01', nameKo: '필라테스', nameEn: 'Pilates', weekdays: [2, 4] });
    const copied = await call(as.admin!, 'POST', '/admin/wellness/gx/programs/copy', { month: '2027-02' });
    expect(copied.json()).toEqual({ copied: 1 });
    expect((await call(as.admin!, 'POST', '/admin/wellness/gx/programs/copy', { month: '2027-02' })).json()).toEqual({
      copied: 0,
    });
    const feb = (await call(as.admin!, 'GET', '/admin/wellness/gx/programs?month=2027-02')).json();
    expect(feb.items).toHaveLength(1);
    expect(feb.items[0]).toMatchObject({ name: 'Pilates', weekdays: [2, 4], price: 150_000, registered: 0 });

    const dec = await program();
    expect((await register(as['acme.staff01']!, dec)).statusCode).toBe(201);
    const roster = (await call(as.admin!, 'GET', `/admin/wellness/gx/programs/${dec}/roster`)).json();
    expect(roster.sessions[0]).toBe('2026-12-02');
    const [row] = roster.items;
    expect(row).toMatchObject({ status: 'registered', loginId: 'acme.staff01', attended: [] });
    const mark = await call(as.admin!, 'PUT', `/admin/wellness/gx/registrations/${row.id}/attendance`, {
      date: '2026-12-02',
      attended: true,
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const wrongDay = await call(as.admin!, 'PUT', `/admin/wellness/gx/registrations/${row.id}/attendance`, {
      date: '2026-12-03',
      attended: true,
    });
    expect(wrongDay.statusCode).toBe(400);
    expect((await call(as.admin!, 'GET', `/admin/wellness/gx/programs/${dec}/roster`)).json().items[0].attended).toEqual([
      '2026-12-02',
    ]);

    const file = await call(as.admin!, 'GET', `/admin/wellness/gx/programs/${dec}/roster/export`);
    expect(file.statusCode).toBe(200);
    const book = await workbookOf(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.getRow(2).getCell(2).value).toBe('acme.staff01');
    expect(sheet.getRow(2).getCell(6).value).toBe('O');

    expect((await call(as['acme.staff01']!, 'GET', '/admin/wellness/gx/programs?month=2026-12')).statusCode).toBe(403);
    expect(id).toBeGreaterThan(0);
  });
});
