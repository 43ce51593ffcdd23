import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { notifications } from '../../db/schema/notifications.js';
import { createTestAppAsAdmin } from '../../test/auth-helpers';
import type { factories } from '../../test/factories';
import { gxProgramBody } from '../../test/gx';
import { ptTrainerBody } from '../../test/pt';
import { headers, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions.service.js';
import { issueQrToken } from '../me/qr-token.js';

const QR_SECRET = 'test-qr-secret-gx-desk-0123456789';
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
/** December 2026's programs register from 2 to 13 November. */
const IN_WINDOW = seoul('2026-11-10', '10:00');

let t: TestApp;
let now = IN_WINDOW;
let admin: Record<string, string>;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  ({ t, fx: make, admin } = await createTestAppAsAdmin({ env: { QR_SECRET }, now: () => now }));
});
afterAll(() => t.close());

function call(who: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `/api/v2${url}`, headers: who, ...(payload ? { payload } : {}) });
}

let n = 0;
async function program(over: Record<string, unknown> = {}): Promise<number> {
  n += 1;
  const res = await call(
    admin,
    'POST',
    '/admin/wellness/gx/programs',
    gxProgramBody({ ko: `필라테스 ${n}`, en: `Pilates ${n}` }, over),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function person() {
  const user = await make.user();
  const token = await createSession(t.database.db, { idleMinutes: 60, absoluteHours: 12 }, user.id, {});
  return { user, headers: { ...headers, authorization: `Bearer ${token}`, 'x-language': 'en' } };
}
const register = async (who: { headers: Record<string, string> }, programId: number) => {
  now = IN_WINDOW;
  const res = await call(who.headers, 'POST', '/wellness/gx/registrations', { programId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
};
const scan = (token: string) => call(admin, 'POST', '/admin/wellness/gx/attendance/scan', { token });

let trainers = 0;
/** A package bought by the person and one session booked with a new trainer (weekdays 07:00–12:00). */
async function ptSession(who: { headers: Record<string, string> }, date: string, start: string) {
  trainers += 1;
  const trainer = await call(
    admin,
    'POST',
    '/admin/wellness/pt/trainers',
    ptTrainerBody({ ko: `데스크 트레이너 ${trainers}`, en: `Desk trainer ${trainers}` }),
  );
  expect(trainer.statusCode, trainer.body).toBe(201);
  const pkg = await call(who.headers, 'POST', '/wellness/pt/packages', { paymentMethod: 'invoice' });
  expect(pkg.statusCode, pkg.body).toBe(201);
  const booked = await call(who.headers, 'POST', '/wellness/pt/sessions', {
    packageId: pkg.json().id,
    trainerId: trainer.json().id,
    date,
    start,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { session: booked.json().id as number, trainer: `Desk trainer ${trainers}` };
}

describe('attendance by member QR', () => {
  it("records today's session of the member's program once, and says who it was", async () => {
    const id = await program();
    const kim = await person();
    await register(kim, id);
    now = seoul('2026-12-02', '06:55'); // a Wednesday
    const token = issueQrToken(kim.user.id, new Date(now.getTime() + 60_000), QR_SECRET);
    const res = await scan(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'recorded',
      person: { loginId: kim.user.loginId },
      program: { id, name: `Pilates ${n}`, time: '07:00–07:50' },
      date: '2026-12-02',
    });
    expect((await scan(token)).json().result).toBe('already_recorded');
    const roster = (await call(admin, 'GET', `/admin/wellness/gx/programs/${id}/roster`)).json();
    expect(roster.items[0].attended).toEqual(['2026-12-02']);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'gx_attendance'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('tells an expired or foreign QR, and a member with no session today', async () => {
    const id = await program({ weekdays: [2, 4] });
    const lee = await person();
    await register(lee, id);
    now = seoul('2026-12-02', '07:00'); // a Wednesday: the program meets Tue/Thu
    expect((await scan(issueQrToken(lee.user.id, new Date(now.getTime() + 60_000), QR_SECRET))).json()).toMatchObject({
      result: 'no_session',
      person: { loginId: lee.user.loginId },
      program: null,
    });
    expect((await scan(issueQrToken(lee.user.id, new Date(now.getTime() - 1000), QR_SECRET))).json().result).toBe('expired');
    expect((await scan(issueQrToken(lee.user.id, new Date(now.getTime() + 60_000), 'another-secret'))).json().result).toBe(
      'invalid',
    );
  });

  it('records a PT session of now (30 minutes before its start to its end) once, naming the trainer and the time', async () => {
    const park = await person();
    now = seoul('2026-11-30', '10:00');
    const pt = await ptSession(park, '2026-12-03', '08:00'); // a Thursday
    now = seoul('2026-12-03', '07:25'); // before the window
    const qr = () => issueQrToken(park.user.id, new Date(now.getTime() + 60_000), QR_SECRET);
    expect((await scan(qr())).json()).toMatchObject({ result: 'no_session', program: null });
    now = seoul('2026-12-03', '07:30');
    const res = await scan(qr());
    expect(res.json()).toMatchObject({
      result: 'recorded',
      person: { loginId: park.user.loginId },
      program: { kind: 'pt', id: pt.session, name: pt.trainer, time: '08:00–08:50' },
      date: '2026-12-03',
    });
    now = seoul('2026-12-03', '08:50');
    expect((await scan(qr())).json()).toMatchObject({ result: 'already_recorded', program: { kind: 'pt', id: pt.session } });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetType, 'pt_session'), eq(auditLog.targetId, String(pt.session)), eq(auditLog.action, 'update')),
      );
    expect(audit?.detail).toMatchObject({ status: 'completed', via: 'member_qr' });
    const mine = (await call(park.headers, 'GET', '/wellness/pt/packages')).json() as {
      items: { used: number; items: { id: number; status: string }[] }[];
    };
    expect(mine.items[0]!.items.find((s) => s.id === pt.session)?.status).toBe('completed');
    expect(mine.items[0]!.used).toBe(1);
    now = seoul('2026-12-03', '08:51'); // after its end
    expect((await scan(qr())).json().result).toBe('no_session');
  });

  it('with a GX and a PT session today, records the one whose window holds the time', async () => {
    const id = await program(); // Monday, Wednesday and Friday at 07:00
    const choi = await person();
    await register(choi, id);
    now = seoul('2026-11-30', '10:00');
    const pt = await ptSession(choi, '2026-12-02', '09:00');
    now = seoul('2026-12-02', '06:55');
    const qr = () => issueQrToken(choi.user.id, new Date(now.getTime() + 60_000), QR_SECRET);
    expect((await scan(qr())).json()).toMatchObject({ result: 'recorded', program: { kind: 'gx', id } });
    now = seoul('2026-12-02', '08:40');
    expect((await scan(qr())).json()).toMatchObject({ result: 'recorded', program: { kind: 'pt', id: pt.session } });
  });

  it('is for the building office only', async () => {
    const kim = await person();
    expect((await call(kim.headers, 'POST', '/admin/wellness/gx/attendance/scan', { token: 'x.y' })).statusCode).toBe(403);
  });
});

describe('the office cancels one registration', () => {
  it('cancels it with a reason, charges nothing, tells the member and promotes the first in line', async () => {
    const id = await program({ capacity: 1, waitlistLength: 2 });
    const first = await person();
    const second = await person();
    const placed = await register(first, id);
    expect((await register(second, id)).status).toBe('waitlisted');
    now = seoul('2026-11-20', '10:00');
    const res = await call(admin, 'POST', `/admin/wellness/gx/registrations/${placed.id}/cancel`, {
      reason: 'Medical advice',
    });
    expect(res.statusCode, res.body).toBe(200);
    const roster = (await call(admin, 'GET', `/admin/wellness/gx/programs/${id}/roster`)).json();
    const byLogin = (login: string) => roster.items.find((i: { loginId: string }) => i.loginId === login);
    expect(byLogin(first.user.loginId).status).toBe('cancelled');
    expect(byLogin(second.user.loginId).status).toBe('registered');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, first.user.id), eq(notifications.kind, 'gx_cancelled_by_office')));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.params).toMatchObject({ reason: 'Medical advice' });
    const promoted = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, second.user.id), eq(notifications.kind, 'gx_promoted')));
    expect(promoted.length).toBeGreaterThan(0);
    const mine = (await call(first.headers, 'GET', '/wellness/gx/registrations')).json();
    expect(mine.items[0]).toMatchObject({ status: 'cancelled' });

    const again = await call(admin, 'POST', `/admin/wellness/gx/registrations/${placed.id}/cancel`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect((await call(admin, 'POST', `/admin/wellness/gx/registrations/${placed.id}/cancel`, { reason: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(first.headers, 'POST', `/admin/wellness/gx/registrations/${placed.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(403);
  });
});
