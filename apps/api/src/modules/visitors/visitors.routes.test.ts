import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { companies } from '../../db/schema/companies.js';
import { notifications } from '../../db/schema/notifications.js';
import { companyVisitSettings, visits } from '../../db/schema/visitors.js';
import { createTestAppSignedIn, loginInEnglish } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { expectUnknownOrdersRefused } from '../../test/list-order';
import { factories, FACTORY_PASSWORD } from '../../test/factories';
import { headers, type TestApp } from '../../test/test-app';
import { forgetVisitPages } from './visit-pages.js';
import { VISIT_EXPORT_MAX, VISIT_STATUSES } from '@tea/shared/visitors/visit.rules';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let as: Record<string, Record<string, string>>;
let blueId: number;

beforeAll(async () => {
  ({ t, as } = await createTestAppSignedIn(['acme.kim', 'acme.master', 'blue.park', 'blue.master', 'admin'], { now: () => NOW }));
  const ids = await t.database.db.select({ id: companies.id, code: companies.code }).from(companies);
  blueId = ids.find((c) => c.code === 'blue')!.id;
});
afterAll(() => t.close());

const anonymous = { ...headers, 'x-language': 'en' };
function call(who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? as[who] : anonymous,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let seq = 0;
const visitor = (over: Record<string, unknown> = {}) => ({
  name: `Visitor ${++seq}`,
  company: 'Partner Co.',
  email: `visitor${seq}@partner.example`,
  mobile: '',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 90,
  purpose: 'Contract review',
  visitedPerson: '김민지',
  building: 'A',
  qrLang: 'en',
  ...over,
});
const personInCharge = { name: '김민지', building: 'A', floor: 12 };
const registration = (visitors: unknown[]) => ({ personInCharge, visitors });

async function register(who: string, visitors: unknown[]) {
  const res = await call(who, 'POST', '/visits', registration(visitors));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { registrationId: number; references: string[]; status: string };
}

/** A company whose visits wait for its tenant manager's approval, with a member and that manager signed in. */
async function companyAskingApproval() {
  const { company, user } = factories(t.database.db);
  const firm = await company({ floors: [7] });
  const member = await user({ companyId: firm.id });
  const manager = await user({ companyId: firm.id, role: 'tenant_manager' });
  await t.database.db.insert(companyVisitSettings).values({ companyId: firm.id, approval: 'manager' });
  as[member.loginId] = await loginInEnglish(t.app, member.loginId, FACTORY_PASSWORD);
  as[manager.loginId] = await loginInEnglish(t.app, manager.loginId, FACTORY_PASSWORD);
  return { member, manager };
}

async function visitsOf(registrationId: number) {
  return t.database.db.select().from(visits).where(eq(visits.registrationId, registrationId)).orderBy(visits.id);
}

async function outbox(kind: string, recipients: (string | null)[]) {
  return t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, kind),
        inArray(
          notifications.recipient,
          recipients.filter((r): r is string => !!r),
        ),
      ),
    );
}

describe('a member registers visitors', () => {
  it('approves at once by default, gives each visit a reference, and sends each visitor the pass in their QR language', async () => {
    const ko = visitor({ qrLang: 'ko', mobile: '010-2345-6789' });
    const en = visitor();
    const created = await register('acme.kim', [ko, en]);
    expect(created.status).toBe('approved');
    expect(created.references).toEqual([
      expect.stringMatching(/^VS-20261123-[A-KMNP-Z2-9]{8}$/),
      expect.stringMatching(/^VS-20261123-[A-KMNP-Z2-9]{8}$/),
    ]);
    const passes = await outbox('visit_pass', [ko.email, en.email, '+821023456789']);
    expect(passes.map((n) => [n.channel, n.recipient, n.language]).sort()).toEqual(
      [
        ['email', ko.email, 'ko'],
        ['email', en.email, 'en'],
        ['sms', '+821023456789', 'ko'],
      ].sort(),
    );
    const mine = (await call('acme.kim', 'GET', '/visits')).json();
    expect(
      mine.items
        .slice(0, 2)
        .map((v: { visitor: { name: string } }) => v.visitor.name)
        .sort(),
    ).toEqual([ko.name, en.name].sort());
    expect(mine.items[0]).toMatchObject({
      status: 'approved',
      personInCharge: '김민지',
      company: { name: 'ACME Korea' },
      floor: 12,
    });
  });

  it('takes five visitors in one registration and refuses a sixth', async () => {
    expect((await call('acme.kim', 'POST', '/visits', registration([1, 2, 3, 4, 5].map(() => visitor())))).statusCode).toBe(201);
    const six = await call('acme.kim', 'POST', '/visits', registration([1, 2, 3, 4, 5, 6].map(() => visitor())));
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { visitors: 'You can register up to 5 visitors at a time.' },
    });
  });

  it('takes twenty visitors in a group and refuses a twenty-first', async () => {
    const group = (n: number) =>
      call('acme.kim', 'POST', '/visits/group', registration(Array.from({ length: n }, () => visitor())));
    expect((await group(20)).statusCode).toBe(201);
    const res = await group(21);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.visitors).toBe('A group registration takes up to 20 visitors.');
  });

  it('needs at least one of e-mail or mobile, and says so under the e-mail', async () => {
    const res = await call('acme.kim', 'POST', '/visits', registration([visitor({ email: '', mobile: '' })]));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'visitors.0.email': 'A visitor needs at least one of email or mobile.' });
    expect(
      (await call('acme.kim', 'POST', '/visits', registration([visitor({ email: '', mobile: '010-9876-5432' })]))).statusCode,
    ).toBe(201);
  });

  it.each([
    ['today', '2026-11-23', '11:00', 201],
    ['three months ahead', '2027-02-23', '10:00', 201],
    ['a day past three months', '2027-02-24', '10:00', 400],
    ['yesterday', '2026-11-22', '10:00', 400],
    ['before office hours', '2026-12-01', '07:30', 400],
    ['at closing', '2026-12-01', '19:00', 400],
    ['an hour of today that has passed', '2026-11-23', '09:30', 400],
  ])('%s (%s %s) answers %i', async (_label, date, time, status) => {
    const res = await call('acme.kim', 'POST', '/visits', registration([visitor({ date, time })]));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(Object.keys(res.json().fields)[0]).toMatch(/^visitors\.0\.(date|time)$/);
  });

  it("waits for a tenant manager when the company asks for approval, but not a tenant manager's own", async () => {
    const { member, manager } = await companyAskingApproval();
    const guest = visitor();
    const pending = await register(member.loginId, [guest]);
    expect(pending.status).toBe('pending');
    expect(await outbox('visit_pass', [guest.email])).toHaveLength(0);
    expect(await outbox('visit_requested', [manager.email])).toHaveLength(1);
    expect((await register(manager.loginId, [visitor()])).status).toBe('approved');
  });
});

describe('an anonymous visitor applies', () => {
  const application = (over: Record<string, unknown> = {}) => ({
    companyId: blueId,
    personInCharge: { name: '박서준', building: 'B', floor: 20 },
    visitors: [visitor({ building: 'B' })],
    consent: true,
    ...over,
  });

  it('needs consent and a tenant office to visit', async () => {
    const noConsent = await call(null, 'POST', '/visits/external', application({ consent: false }));
    expect(noConsent.json().fields).toEqual({ consent: 'Please consent to collect and use of personal information' });
    const unknown = await call(null, 'POST', '/visits/external', application({ companyId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ companyId: 'Please select the tenant you are visiting.' });
  });

  it("waits for the tenant manager's approval, which another company can neither see nor give", async () => {
    const app = application();
    const created = await call(null, 'POST', '/visits/external', app);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('pending');
    const [visit] = await visitsOf(created.json().registrationId);
    const [blueMaster] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'blue.master'));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'visit_requested'), eq(notifications.userId, blueMaster!.id)));
    expect(told.map((n) => n.channel).sort()).toEqual(['email', 'in_app']);

    const waiting = (await call('blue.master', 'GET', '/visits?view=waiting')).json();
    expect(waiting.items.map((v: { id: number }) => v.id)).toContain(visit!.id);
    expect(waiting.items.find((v: { id: number }) => v.id === visit!.id).can).toEqual({
      approve: true,
      cancel: true,
      edit: false,
    });
    const acmeWaiting = (await call('acme.master', 'GET', '/visits?view=waiting')).json();
    expect(acmeWaiting.items.map((v: { id: number }) => v.id)).not.toContain(visit!.id);

    expect((await call('acme.master', 'POST', '/visits/approve', { ids: [visit!.id] })).statusCode).toBe(404);
    expect((await call('blue.park', 'POST', '/visits/approve', { ids: [visit!.id] })).statusCode).toBe(403);
    expect((await visitsOf(created.json().registrationId))[0]!.status).toBe('pending');

    expect((await call('blue.master', 'POST', '/visits/approve', { ids: [visit!.id] })).json()).toEqual({ changed: 1 });
    expect((await visitsOf(created.json().registrationId))[0]!.status).toBe('approved');
    const pass = await outbox('visit_pass', [app.visitors[0]!.email]);
    expect(pass.map((n) => n.language)).toEqual(['en']);
    expect((await call('blue.master', 'POST', '/visits/approve', { ids: [visit!.id] })).json()).toEqual({ changed: 0 });
  });

  it('rejects many at once with a reason that the visitors receive', async () => {
    const a = (await call(null, 'POST', '/visits/external', application())).json();
    const b = (await call(null, 'POST', '/visits/external', application())).json();
    const ids = [...(await visitsOf(a.registrationId)), ...(await visitsOf(b.registrationId))].map((v) => v.id);
    const res = await call('blue.master', 'POST', '/visits/reject', { ids, reason: 'The host is away that day' });
    expect(res.json()).toEqual({ changed: 2 });
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'visit_rejected'));
    expect(rows.filter((n) => n.channel === 'email')).toHaveLength(2);
    expect(rows[0]!.params).toMatchObject({ reason: 'The host is away that day' });
  });
});

describe('who sees and changes a visit', () => {
  it('shows a member their own, a tenant manager the company, and building managers every one', async () => {
    const created = await register('acme.kim', [visitor()]);
    const [visit] = await visitsOf(created.registrationId);
    const ids = async (who: string, query = '') =>
      ((await call(who, 'GET', `/visits${query}`)).json().items as { id: number }[]).map((v) => v.id);
    expect(await ids('acme.kim')).toContain(visit!.id);
    expect(await ids('acme.master', '?view=company')).toContain(visit!.id);
    expect(await ids('acme.master')).not.toContain(visit!.id); // "mine" is the manager's own registrations
    expect(await ids('blue.master', '?view=company')).not.toContain(visit!.id);
    expect(await ids('blue.park', '?view=company')).not.toContain(visit!.id); // a member's view is always their own
    expect(await ids('admin', '?view=company')).toContain(visit!.id);
    expect((await call('blue.park', 'GET', `/visits/registrations/${created.registrationId}`)).statusCode).toBe(404);
    expect((await call('blue.park', 'POST', '/visits/cancel', { ids: [visit!.id] })).statusCode).toBe(404);
  });

  it('edits a registration: a changed visitor gets a new pass, a removed one is cancelled and told, a new one is added', async () => {
    const first = visitor();
    const second = visitor();
    const created = await register('acme.kim', [first, second]);
    const [one, two] = await visitsOf(created.registrationId);
    const loaded = (await call('acme.kim', 'GET', `/visits/registrations/${created.registrationId}`)).json();
    expect(loaded.visits).toHaveLength(2);
    const third = visitor();
    const res = await call('acme.kim', 'PUT', `/visits/registrations/${created.registrationId}`, {
      personInCharge: { ...personInCharge, floor: 13 },
      visitors: [{ ...first, id: one!.id, time: '14:00' }, third],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await visitsOf(created.registrationId);
    expect(after.map((v) => [v.visitorName, v.status, v.time])).toEqual([
      [first.name, 'approved', '14:00'],
      [second.name, 'cancelled', '10:00'],
      [third.name, 'approved', '10:00'],
    ]);
    expect(await outbox('visit_pass', [first.email])).toHaveLength(2);
    expect(await outbox('visit_cancelled', [second.email])).toHaveLength(1);
    const someoneElses = await call('acme.kim', 'PUT', `/visits/registrations/${created.registrationId}`, {
      personInCharge,
      visitors: [{ ...first, id: two!.id + 100_000 }],
    });
    expect(someoneElses.statusCode).toBe(409);
  });

  it("sends a member's change of who, whom, when or how long back to the approval the company asks for, with a new pass; a number written another way, or the manager's own change, keeps it", async () => {
    const { member, manager } = await companyAskingApproval();
    const host = { name: '김민지', building: 'A', floor: 7 };
    const a = visitor({ mobile: '010-2345-6789' });
    const b = visitor();
    const created = (await call(member.loginId, 'POST', '/visits', { personInCharge: host, visitors: [a, b] })).json();
    const [one, two] = await visitsOf(created.registrationId);
    expect((await call(manager.loginId, 'POST', '/visits/approve', { ids: [one!.id, two!.id] })).json()).toEqual({ changed: 2 });
    const asked = (await outbox('visit_requested', [manager.email])).length;

    // The same number written another way and another purpose keep a's approval; b moved to another
    // day waits again, and so does a visitor added by the change.
    const c = visitor();
    const changed = await call(member.loginId, 'PUT', `/visits/registrations/${created.registrationId}`, {
      personInCharge: host,
      visitors: [
        { ...a, id: one!.id, mobile: '01023456789', purpose: 'Another purpose' },
        { ...b, id: two!.id, date: '2026-12-03' },
        c,
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().status).toBe('pending');
    const after = await visitsOf(created.registrationId);
    expect(after.map((v) => [v.visitorName, v.status, v.code === one!.code || v.code === two!.code])).toEqual([
      [a.name, 'approved', true],
      [b.name, 'pending', false],
      [c.name, 'pending', false],
    ]);
    // b's old pass opens nothing at once; its new one waits for the approval; the managers are asked.
    expect((await call(null, 'GET', `/visits/scan/${two!.code}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/visits/scan/${after[1]!.code}`)).json()).toEqual({ state: 'pending' });
    expect(await outbox('visit_requested', [manager.email])).toHaveLength(asked + 1);
    expect(await outbox('visit_pass', [c.email])).toHaveLength(0);

    // Swapping a for someone else, or stretching the stay, waits too; the manager's own change does not.
    const swap = await call(member.loginId, 'PUT', `/visits/registrations/${created.registrationId}`, {
      personInCharge: host,
      visitors: [
        { ...a, id: one!.id, name: 'Someone Else', mobile: '01023456789' },
        { ...b, id: two!.id, date: '2026-12-03' },
        { ...c, id: after[2]!.id },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((await visitsOf(created.registrationId))[0]!.status).toBe('pending');
    await call(manager.loginId, 'POST', '/visits/approve', { ids: after.map((v) => v.id) });
    const own = await call(manager.loginId, 'PUT', `/visits/registrations/${created.registrationId}`, {
      personInCharge: { ...host, floor: 7 },
      visitors: [
        { ...a, id: one!.id, name: 'Someone Else', durationMinutes: 480 },
        { ...b, id: two!.id, date: '2026-12-03' },
        { ...c, id: after[2]!.id },
      ],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await visitsOf(created.registrationId)).map((v) => v.status)).toEqual(['approved', 'approved', 'approved']);
  });

  it('cancels, and tells a visitor who held a pass', async () => {
    const guest = visitor();
    const created = await register('acme.kim', [guest]);
    const [visit] = await visitsOf(created.registrationId);
    expect((await call('acme.kim', 'POST', '/visits/cancel', { ids: [visit!.id] })).json()).toEqual({ changed: 1 });
    expect(await outbox('visit_cancelled', [guest.email])).toHaveLength(1);
    const pass = (await call(null, 'GET', `/visits/pass/${visit!.code}`)).json();
    expect(pass.state).toBe('cancelled');
  });
});

describe('the pass and the desk', () => {
  async function approvedVisit() {
    const created = await register('acme.kim', [visitor({ date: '2026-12-01', time: '10:00', durationMinutes: 90 })]);
    return (await visitsOf(created.registrationId))[0]!;
  }
  const at = (iso: string) => (t.app.clock.now = () => new Date(iso));

  it('opens an hour before the visit and closes at the end of the stay', async () => {
    const visit = await approvedVisit();
    const state = async () => (await call(null, 'GET', `/visits/scan/${visit.code}`)).json().state;
    try {
      at('2026-11-30T23:59:00Z'); // 08:59 Seoul
      expect(await state()).toBe('notYet');
      at('2026-12-01T00:00:00Z'); // 09:00 Seoul: an hour before 10:00
      expect(await state()).toBe('valid');
      at('2026-12-01T02:29:59Z'); // 11:29:59 Seoul
      expect(await state()).toBe('valid');
      at('2026-12-01T02:30:00Z'); // 11:30 Seoul: the stay is over
      expect(await state()).toBe('expired');
    } finally {
      t.app.clock.now = () => NOW;
    }
  });

  it('shows the visitor their pass, and anyone else only whether it opens', async () => {
    const visit = await approvedVisit();
    const pass = (await call(null, 'GET', `/visits/pass/${visit.code}`)).json();
    expect(pass).toMatchObject({
      state: 'notYet',
      visitorName: visit.visitorName,
      host: '김민지',
      company: 'ACME Korea',
      floor: 12,
    });
    const scan = await call(null, 'GET', `/visits/scan/${visit.code}`);
    expect(scan.json()).toEqual({ state: 'notYet' });
    expect((await call(null, 'GET', '/visits/scan/abcdefghijkmnpqrstuvwxyz23')).statusCode).toBe(404);
  });

  it('lets the desk check a visitor in while the pass opens, audited, and tells the host', async () => {
    const visit = await approvedVisit();
    expect((await call('admin', 'GET', `/admin/visits/by-code/${visit.code}`)).json()).toMatchObject({
      id: visit.id,
      status: 'approved',
      passState: 'notYet',
    });
    expect((await call('acme.master', 'GET', `/admin/visits/by-code/${visit.code}`)).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/admin/visits/${visit.id}/check-in`)).statusCode).toBe(409); // not open yet
    try {
      at('2026-12-01T00:30:00Z');
      const res = await call('admin', 'POST', `/admin/visits/${visit.id}/check-in`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'checked_in', checkedInAt: '2026-12-01T00:30:00.000Z', passState: 'checkedIn' });
      expect((await call(null, 'GET', `/visits/scan/${visit.code}`)).json()).toEqual({ state: 'checkedIn' });
      expect((await call('admin', 'POST', `/admin/visits/${visit.id}/check-in`)).statusCode).toBe(409);
    } finally {
      t.app.clock.now = () => NOW;
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'visit'), eq(auditLog.targetId, String(visit.id))));
    expect(entries.map((e) => e.detail)).toContainEqual({ checkedIn: true });
    const arrival = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'visit_checked_in'), eq(notifications.channel, 'in_app')));
    expect(arrival.length).toBeGreaterThan(0);
  });
});

describe('a visitor finds their own visit', () => {
  /** The links sent to `email`, once the work of the searches answered so far is done. */
  async function linkSentTo(email: string) {
    await t.app.settled();
    const rows = await t.database.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.kind, 'visit_access'), eq(notifications.recipient, email)));
    return rows.map((r) => new URL(r.link!, 'http://portal').searchParams.get('token')!);
  }
  const asVisitor = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...anonymous, 'x-visitor-token': token },
      ...(payload ? { payload: payload as object } : {}),
    });

  it('answers the same whether or not a visit matches, and sends the link only to the contact on file', async () => {
    const guest = visitor({ mobile: '010-3456-7890' });
    const created = await register('acme.kim', [guest, visitor()]);
    const wrong = await call(null, 'POST', '/visits/search', {
      name: guest.name,
      contact: 'someone@else.example',
      date: guest.date,
    });
    const right = await call(null, 'POST', '/visits/search', {
      name: guest.name.toUpperCase(),
      contact: '01034567890',
      date: guest.date,
    });
    expect([wrong.statusCode, wrong.body]).toEqual([right.statusCode, right.body]);
    expect(right.json()).toEqual({ sent: true });
    expect(await linkSentTo('someone@else.example')).toEqual([]);
    const [token] = await linkSentTo(guest.email);
    expect(token).toMatch(/^[a-km-np-z2-9]{26}$/);

    // The link opens that registration only: its visits, none of another.
    const mine = await asVisitor(token!, 'GET', '/visits/visitor');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((v: { registrationId: number }) => v.registrationId)).toEqual([
      created.registrationId,
      created.registrationId,
    ]);
    const other = await register('acme.kim', [visitor()]);
    const [otherVisit] = await visitsOf(other.registrationId);
    expect((await asVisitor(token!, 'POST', '/visits/visitor/cancel', { ids: [otherVisit!.id] })).statusCode).toBe(404);
    const [own] = await visitsOf(created.registrationId);
    expect((await asVisitor(token!, 'POST', '/visits/visitor/cancel', { ids: [own!.id] })).json()).toEqual({ changed: 1 });

    expect((await asVisitor(token!, 'POST', '/visits/visitor/logout')).statusCode).toBe(204);
    expect((await asVisitor(token!, 'GET', '/visits/visitor')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/visits/visitor')).statusCode).toBe(404);
  });

  it('finds a visit by its reference, and sends the link to its visitor', async () => {
    const guest = visitor();
    const created = await register('acme.kim', [guest]);
    expect((await call(null, 'POST', '/visits/search', { reference: created.references[0]!.toLowerCase() })).statusCode).toBe(
      202,
    );
    expect(await linkSentTo(guest.email)).toHaveLength(1);
    const bad = await call(null, 'POST', '/visits/search', { reference: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  /** A search from its own address: these tests search more than one address may in an hour. */
  const searchFrom = (address: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/visits/search', headers: anonymous, payload, remoteAddress: address });

  it('answers a match at once, without waiting for its link, as it answers a search that matches nothing', async () => {
    const guest = visitor();
    await register('acme.kim', [guest]);
    // Writing a match's message takes as long as it takes: here, until the test lets it go.
    const enqueue = t.app.outbox.enqueue.bind(t.app.outbox);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    t.app.outbox.enqueue = async (db, notice) => {
      if (notice.kind === 'visit_access') await held;
      return enqueue(db, notice);
    };
    try {
      const match = searchFrom('10.40.0.1', { name: guest.name, contact: guest.email, date: guest.date });
      const first = await Promise.race([match, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000))]);
      release();
      const right = await match;
      expect(first).toBe(right);
      const wrong = await searchFrom('10.40.0.1', { name: guest.name, contact: 'someone@else.example', date: guest.date });
      expect([right.statusCode, right.body]).toEqual([202, JSON.stringify({ sent: true })]);
      expect([wrong.statusCode, wrong.body]).toEqual([right.statusCode, right.body]);
    } finally {
      release();
      t.app.outbox.enqueue = enqueue;
    }
    expect(await linkSentTo(guest.email)).toHaveLength(1);
  });

  it('sends one visit at most three links a day, however many addresses search for it, with the same answer each time', async () => {
    const guest = visitor({ mobile: '010-4567-8901' });
    const [reference] = (await register('acme.kim', [guest])).references;
    for (let i = 1; i <= 5; i++) {
      const res = await searchFrom(
        `10.41.0.${i}`,
        i % 2 ? { reference: reference! } : { name: guest.name, contact: guest.email, date: guest.date },
      );
      expect([res.statusCode, res.json()]).toEqual([202, { sent: true }]);
    }
    expect(await linkSentTo(guest.email)).toHaveLength(3);
    expect(await outbox('visit_access', ['+821045678901'])).toHaveLength(3);
    // Another visit's contact is not held back by it.
    const other = visitor();
    await register('acme.kim', [other]);
    await searchFrom('10.41.0.9', { name: other.name, contact: other.email, date: other.date });
    expect(await linkSentTo(other.email)).toHaveLength(1);
  });

  it("gives visits made one after the other references that tell nothing of each other's, and still finds a visit by a numbered one", async () => {
    const group = await register('acme.kim', [visitor(), visitor(), visitor()]);
    const next = await register('acme.kim', [visitor()]);
    const references = [...group.references, ...next.references];
    const suffixes = references.map((r) => /^VS-20261123-([A-KMNP-Z2-9]{8})$/.exec(r)?.[1]);
    expect(suffixes).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String)]);
    expect(new Set(suffixes).size).toBe(4);
    // A visit made before the references were random keeps its numbered one, and is found by it.
    const old = visitor();
    const [made] = await visitsOf((await register('acme.kim', [old])).registrationId);
    await t.database.db.update(visits).set({ reference: 'VS-20261120-0042' }).where(eq(visits.id, made!.id));
    expect((await searchFrom('10.42.0.1', { reference: 'vs-20261120-0042' })).statusCode).toBe(202);
    expect(await linkSentTo(old.email)).toHaveLength(1);
  });

  it("changes the visitor's own application only, while it is open and before the visit; an approved one changed waits for the tenant again", async () => {
    const guest = visitor({ building: 'B', email: 'own.application@partner.example' });
    const second = visitor({ building: 'B' });
    const applied = await call(null, 'POST', '/visits/external', {
      companyId: blueId,
      personInCharge: { name: '박서준', building: 'B', floor: 20 },
      visitors: [guest, second],
      consent: true,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const { registrationId } = applied.json() as { registrationId: number };
    const [first, other] = await visitsOf(registrationId);
    expect((await call('blue.master', 'POST', '/visits/approve', { ids: [first!.id] })).json()).toEqual({ changed: 1 });
    await call(null, 'POST', '/visits/search', { name: guest.name, contact: guest.email, date: guest.date });
    const [token] = await linkSentTo(guest.email);

    // What the link opens: the application, the pass's code of the approved visit, and the change.
    const visits = (await asVisitor(token!, 'GET', '/visits/visitor')).json() as { id: number; passCode?: string; can: object }[];
    expect(visits.map((v) => [v.id, v.passCode ?? null])).toEqual([
      [first!.id, first!.code],
      [other!.id, null],
    ]);
    expect(visits[0]!.can).toEqual({ approve: false, cancel: true, edit: true });
    const read = await asVisitor(token!, 'GET', `/visits/visitor/registrations/${registrationId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().personInCharge).toEqual({ name: '박서준', building: 'B', floor: 20 });

    // Another registration is not found, to read or to change, whoever made it.
    const member = await register('acme.kim', [visitor()]);
    const elsewhere = (
      await call(null, 'POST', '/visits/external', {
        companyId: blueId,
        personInCharge: { name: '박서준', building: 'B', floor: 20 },
        visitors: [visitor({ building: 'B' })],
        consent: true,
      })
    ).json() as { registrationId: number };
    const change = (over: Record<string, unknown> = {}) => ({
      personInCharge: { name: '박서준', building: 'B', floor: 21 },
      visitors: [
        { ...guest, id: first!.id, time: '14:00', ...over },
        { ...second, id: other!.id },
      ],
    });
    for (const id of [member.registrationId, elsewhere.registrationId]) {
      expect((await asVisitor(token!, 'GET', `/visits/visitor/registrations/${id}`)).statusCode).toBe(404);
      expect((await asVisitor(token!, 'PUT', `/visits/visitor/registrations/${id}`, change())).statusCode).toBe(404);
    }
    expect((await call(null, 'PUT', `/visits/visitor/registrations/${registrationId}`, change())).statusCode).toBe(404);

    // Field errors on their fields; no visitor added; a visit of another registration is not changeable.
    const invalid = await asVisitor(token!, 'PUT', `/visits/visitor/registrations/${registrationId}`, change({ name: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ 'visitors.0.name': "Please enter the visitor's name." });
    const added = await asVisitor(token!, 'PUT', `/visits/visitor/registrations/${registrationId}`, {
      ...change(),
      visitors: [...change().visitors, visitor({ building: 'B' })],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().fields).toEqual({ visitors: 'A new visitor needs an application of their own.' });
    const [foreign] = await visitsOf(elsewhere.registrationId);
    expect(
      (await asVisitor(token!, 'PUT', `/visits/visitor/registrations/${registrationId}`, change({ id: foreign!.id }))).statusCode,
    ).toBe(409);

    const [{ email: blueMasterEmail }] = (await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.loginId, 'blue.master'))) as [{ email: string }];
    const requestedBefore = (await outbox('visit_requested', [blueMasterEmail])).length;
    const saved = await asVisitor(token!, 'PUT', `/visits/visitor/registrations/${registrationId}`, change());
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await visitsOf(registrationId);
    // The approved visit moved to another hour (and its host's floor changed): the tenant decides again,
    // its old pass opens nothing, and no new pass goes before the approval (decision 0050).
    expect(after.map((v) => [v.time, v.status])).toEqual([
      ['14:00', 'pending'],
      ['10:00', 'pending'],
    ]);
    expect(after[0]!.code).not.toBe(first!.code);
    expect((await call(null, 'GET', `/visits/scan/${first!.code}`)).statusCode).toBe(404);
    expect(await outbox('visit_pass', [guest.email])).toHaveLength(1);
    expect(await outbox('visit_requested', [blueMasterEmail])).toHaveLength(requestedBefore + 1);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(registrationId)));
    expect(entries.some((e) => e.targetType === 'visit_registration' && e.action === 'update' && e.actorId === null)).toBe(true);

    // Once the visit has begun it is no longer the visitor's to change.
    t.app.clock.now = () => new Date('2026-12-01T05:30:00Z'); // 14:30 in Seoul on the visit day
    try {
      await call(null, 'POST', '/visits/search', { reference: after[0]!.reference });
      const fresh = (await linkSentTo(guest.email)).at(-1)!;
      expect(fresh).not.toBe(token);
      const late = await asVisitor(fresh, 'PUT', `/visits/visitor/registrations/${registrationId}`, {
        ...change({ date: '2026-12-02' }),
        visitors: [{ ...guest, id: first!.id, date: '2026-12-02' }],
      });
      expect(late.statusCode).toBe(409);
    } finally {
      t.app.clock.now = () => NOW;
    }
  });
});

describe('the back office and the company setting', () => {
  it("lists a day's visits in the order of arrival, filtered by company, status and name, for building managers only", async () => {
    const late = visitor({ date: '2026-12-02', time: '15:00', name: 'Zed Late' });
    const early = visitor({ date: '2026-12-02', time: '09:00', name: 'Amy Early' });
    await register('acme.kim', [late, early]);
    const day = (await call('admin', 'GET', '/admin/visits?date=2026-12-02')).json();
    expect(day.items.map((v: { visitor: { name: string } }) => v.visitor.name)).toEqual(['Amy Early', 'Zed Late']);
    const named = (await call('admin', 'GET', '/admin/visits?q=zed%20l')).json();
    expect(named.items.map((v: { visitor: { name: string } }) => v.visitor.name)).toEqual(['Zed Late']);
    expect((await call('admin', 'GET', `/admin/visits?date=2026-12-02&companyId=${blueId}`)).json().total).toBe(0);
    expect((await call('admin', 'GET', '/admin/visits?q=100%25')).json().total).toBe(0); // % is a character, not a wildcard
    expect((await call('acme.master', 'GET', '/admin/visits')).statusCode).toBe(403);
  });

  it('sorts the visits by the visitor, the day or the status either way, on the server', async () => {
    await register('acme.kim', [
      visitor({ date: '2026-12-04', time: '10:00', name: 'Mia Sorted' }),
      visitor({ date: '2026-12-04', time: '11:00', name: 'Bo Sorted' }),
      visitor({ date: '2026-12-05', time: '09:00', name: 'Kai Sorted' }),
    ]);
    const names = async (sort: string) =>
      ((await call('admin', 'GET', `/admin/visits?q=sorted&sort=${sort}`)).json().items as { visitor: { name: string } }[]).map(
        (v) => v.visitor.name,
      );
    expect(await names('visitor')).toEqual(['Bo Sorted', 'Kai Sorted', 'Mia Sorted']);
    expect(await names('-visitor')).toEqual(['Mia Sorted', 'Kai Sorted', 'Bo Sorted']);
    expect(await names('date')).toEqual(['Mia Sorted', 'Bo Sorted', 'Kai Sorted']);
    expect(await names('-date')).toEqual(['Kai Sorted', 'Bo Sorted', 'Mia Sorted']);
    const statuses = ((await call('admin', 'GET', '/admin/visits?sort=-status')).json().items as { status: string }[]).map(
      (v) => v.status,
    );
    // A status sorts in the order of the workflow: waiting, approved, rejected, cancelled, checked in.
    const rank = (status: string) => VISIT_STATUSES.indexOf(status as (typeof VISIT_STATUSES)[number]);
    expect(statuses.map(rank)).toEqual(statuses.map(rank).sort((a, b) => b - a));
  });

  it('refuses an order of the visits it does not know, naming the field', async () => {
    await expectUnknownOrdersRefused(t.app, '/api/v1/admin/visits', as.admin!, 'mobile');
  });

  it('exports the filtered visits as a workbook with the headers in the request language, for building managers only', async () => {
    const guest = visitor({ date: '2026-12-03', time: '11:00', name: 'Export Guest' });
    await register('acme.kim', [guest, visitor({ date: '2026-12-03', name: 'Other Guest' })]);
    const workbook = async (lang: 'ko' | 'en') => {
      const res = await t.app.inject({
        url: '/api/v1/admin/visits/export?date=2026-12-03&q=export',
        headers: { ...as.admin, 'x-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe('attachment; filename="visits-2026-12-03.xlsx"');
      const book = await workbookOf(res);
      const sheet = book.worksheets[0]!;
      return {
        sheet,
        rows: sheet
          .getSheetValues()
          .slice(1)
          .map((r) => (r as unknown[]).slice(1)),
      };
    };
    const en = await workbook('en');
    expect(en.rows[0]!.slice(0, 5)).toEqual(['Reference', 'Visit date', 'Time', 'Stay (minutes)', 'Visitor']);
    expect(en.rows).toHaveLength(2);
    expect(en.rows[1]!.slice(1, 6)).toEqual(['2026-12-03', '11:00', 90, 'Export Guest', 'Partner Co.']);
    expect(en.rows[1]).toContain('Approved');
    const ko = await workbook('ko');
    expect(ko.rows[0]!.slice(0, 2)).toEqual(['예약 번호', '방문일']);
    expect(ko.rows[1]).toContain('승인됨');
    expect((await call('acme.master', 'GET', '/admin/visits/export')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/admin/visits/export?status=nope')).statusCode).toBe(400);
  });

  it('exports at most VISIT_EXPORT_MAX visits, the first in order of arrival, and says more were left out', async () => {
    const { registrationId } = await register('acme.kim', [
      visitor({ date: '2027-02-10', time: '08:00', name: 'First Arrival' }),
    ]);
    const [first] = await visitsOf(registrationId);
    // VISIT_EXPORT_MAX more on the same day, later in it: copies of the first with their own reference and code.
    await t.database.db.execute(sql`
      insert into visits (registration_id, company_id, created_by, reference, code, status, visitor_name, visitor_company,
        email, mobile, qr_lang, date, time, duration_minutes, purpose, visited_person, building, created_at, updated_at)
      select registration_id, company_id, created_by, reference || '-' || g, code || g, status, 'Copy ' || g, visitor_company,
        email, mobile, qr_lang, date, '09:00', duration_minutes, purpose, visited_person, building, created_at, updated_at
      from visits, generate_series(1, ${VISIT_EXPORT_MAX}) g where id = ${first!.id}`);
    const res = await t.app.inject({ url: '/api/v1/admin/visits/export?date=2027-02-10', headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    const book = await workbookOf(res);
    const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][]; // after the headers
    expect(rows).toHaveLength(VISIT_EXPORT_MAX + 1);
    expect(rows[0]).toContain('First Arrival');
    expect(rows.at(-1)![1]).toBe(`Only the first ${VISIT_EXPORT_MAX} visits are here. Narrow the filters and export again.`);
  });

  it("lets the tenant manager ask for approval of the company's registrations, audited", async () => {
    expect((await call('acme.master', 'GET', '/company/visit-settings')).json()).toEqual({ approval: 'auto' });
    expect((await call('acme.kim', 'PUT', '/company/visit-settings', { approval: 'manager' })).statusCode).toBe(403);
    expect((await call('acme.master', 'PUT', '/company/visit-settings', { approval: 'manager' })).json()).toEqual({
      approval: 'manager',
    });
    try {
      expect((await register('acme.kim', [visitor()])).status).toBe('pending');
    } finally {
      await call('acme.master', 'PUT', '/company/visit-settings', { approval: 'auto' });
    }
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'company_visit_settings'));
    expect(entries.map((e) => e.detail)).toEqual([{ approval: 'manager' }, { approval: 'auto' }]);
  });
});

describe('a long list', () => {
  it('counts up to a thousand and says there are more, so a page costs the same at 30,000 waiting visits', async () => {
    const [reg] = await rawRows<{ id: number }>(
      t.database.db,
      sql`insert into visit_registrations (source, company_id, created_by, person_in_charge, building, floor, created_at, updated_at)
          values ('external', ${blueId}, null, 'Long list', 'A', 3, now(), now()) returning id`,
    );
    const insert = (from: number, to: number) =>
      t.database.db.execute(sql`
        insert into visits (registration_id, company_id, reference, code, status, visitor_name, visitor_company, email,
                            mobile, qr_lang, date, time, duration_minutes, purpose, visited_person, building, created_at, updated_at)
        select ${reg!.id}, ${blueId}, 'VL-' || n, md5('long-' || n), 'pending', 'Long ' || n, 'Co.', 'long' || n || '@example.com',
               '', 'ko', '2026-12-02', '10:00', 60, 'Long', 'Host', 'A', now(), now()
        from generate_series(${from}::int, ${to}::int) n`);
    const waiting = async () => (await call('blue.master', 'GET', '/visits?view=waiting')).json();

    const before = (await waiting()).total as number; // what earlier tests left waiting
    await insert(1, 1000 - before);
    forgetVisitPages();
    expect(await waiting()).toMatchObject({ total: 1000, capped: false, pageSize: 20 });
    await insert(1001, 1001);
    forgetVisitPages(); // written behind the API's back, as another replica would
    const page = await waiting();
    expect(page).toMatchObject({ total: 1000, capped: true });
    expect(page.items).toHaveLength(20);
    await t.database.db.delete(visits).where(eq(visits.registrationId, reg!.id));
  });
});
