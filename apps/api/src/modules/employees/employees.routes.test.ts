import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import { loginAs } from '../../test/auth-helpers';
import { createTestAppWithSmtp, type startSmtp, takeMail } from '../../test/smtp';
import { factories, seededCompanyIds } from '../../test/factories';
import { headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let close: () => Promise<void>;
let acmeId: number;
let blueId: number;
let make: ReturnType<typeof factories>;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
  ({ acmeId, blueId } = await seededCompanyIds(t.database.db));
  make = factories(t.database.db);
  for (const id of ['acme.master', 'acme.kim', 'blue.master', 'admin']) as[id] = await loginAs(t.app, id);
});
afterAll(() => close());

/** A pending staff account of ACME made directly in the database (password Member!2345). */
const makeUser = (overrides: Partial<typeof users.$inferInsert> = {}) => make.user({ status: 'pending', ...overrides });
const makeCompany = async () => (await make.company()).id;

function call(auth: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...auth, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const mailTo = async (address: string) => (await takeMail(t, smtp, address)).text;

const editBody = (overrides: Record<string, unknown> = {}) => ({
  name: '수정된 이름',
  email: 'edited@fixture.example',
  mobile: '010-2222-3333',
  gender: 'male',
  floor: 13,
  ...overrides,
});

type Target = Awaited<ReturnType<typeof makeUser>>;
interface Endpoint {
  name: string;
  /** The target a call needs (made fresh for each call, so the successful calls do not disturb each other). */
  target: () => Promise<Target>;
  request: (target: Target, companyQuery: string) => [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown];
  ok: number;
}

let created = 0;
const ENDPOINTS: Endpoint[] = [
  { name: 'list', target: () => makeUser(), request: (_, q) => ['GET', `/employees?size=100${q && `&${q}`}`], ok: 200 },
  { name: 'detail', target: () => makeUser(), request: (u, q) => ['GET', `/employees/${u.id}?${q}`], ok: 200 },
  { name: 'approve', target: () => makeUser(), request: (u, q) => ['POST', `/employees/${u.id}/approve?${q}`], ok: 200 },
  { name: 'reject', target: () => makeUser(), request: (u, q) => ['POST', `/employees/${u.id}/reject?${q}`], ok: 200 },
  {
    name: 'bulk decision',
    target: () => makeUser(),
    request: (u, q) => ['POST', `/employees/decisions?${q}`, { ids: [u.id], decision: 'approve' }],
    ok: 200,
  },
  {
    name: 'create',
    target: () => makeUser(),
    request: (_, q) => {
      created += 1;
      const body = {
        name: '신입',
        loginId: `fx.new${created}`,
        email: `fx.new${created}@x.example`,
        mobile: '010-3333-4444',
        gender: 'male',
        floor: 12,
      };
      return ['POST', `/employees?${q}`, body];
    },
    ok: 201,
  },
  {
    name: 'update',
    target: () => makeUser({ status: 'approved' }),
    request: (u, q) => ['PUT', `/employees/${u.id}?${q}`, editBody()],
    ok: 200,
  },
  {
    name: 'delete',
    target: () => makeUser({ status: 'approved' }),
    request: (u, q) => ['DELETE', `/employees/${u.id}?${q}`],
    ok: 204,
  },
  {
    name: 'role',
    target: () => makeUser({ status: 'approved' }),
    request: (u, q) => ['PUT', `/employees/${u.id}/role?${q}`, { role: 'tenant_manager' }],
    ok: 200,
  },
];

describe('authorization matrix', () => {
  for (const endpoint of ENDPOINTS) {
    describe(endpoint.name, () => {
      it('answers an anonymous caller 403 SESSION_EXPIRED and changes nothing', async () => {
        const target = await endpoint.target();
        const before = await userRow(target.id);
        const res = await call(headers, ...endpoint.request(target, ''));
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('SESSION_EXPIRED');
        expect(await userRow(target.id)).toEqual(before);
      });

      it('answers a member 403 ACCESS_DENIED and changes nothing', async () => {
        const target = await endpoint.target();
        const before = await userRow(target.id);
        const res = await call(as['acme.kim']!, ...endpoint.request(target, ''));
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('ACCESS_DENIED');
        expect(await userRow(target.id)).toEqual(before);
      });

      it('lets the tenant manager of the same company do it', async () => {
        const res = await call(as['acme.master']!, ...endpoint.request(await endpoint.target(), ''));
        expect(res.statusCode).toBe(endpoint.ok);
      });

      it('lets a building manager do it for a company they name', async () => {
        const res = await call(as.admin!, ...endpoint.request(await endpoint.target(), `companyId=${acmeId}`));
        expect(res.statusCode).toBe(endpoint.ok);
      });

      if (endpoint.name === 'list' || endpoint.name === 'create') return;
      it("answers the other company's tenant manager 404 with nothing of the person, and changes nothing", async () => {
        const target = await endpoint.target();
        const before = await userRow(target.id);
        // Even naming ACME as the company does not widen a tenant manager's scope.
        const res = await call(as['blue.master']!, ...endpoint.request(target, `companyId=${acmeId}`));
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested item was not found.' });
        expect(res.body).not.toContain(target.name);
        expect(res.body).not.toContain(target.loginId);
        expect(await userRow(target.id)).toEqual(before);
      });
    });
  }

  it("keeps the other company's tenant manager to their own staff in the list, even when naming ACME", async () => {
    const res = await call(as['blue.master']!, 'GET', `/employees?size=100&companyId=${acmeId}`);
    expect(res.statusCode).toBe(200);
    const logins = (res.json().items as { loginId: string }[]).map((i) => i.loginId);
    expect(logins).toContain('blue.park');
    expect(logins.some((l) => l.startsWith('acme.') || l.startsWith('fx.'))).toBe(false);
    expect(res.body).not.toContain('김민지');
  });

  it("adds an employee of the other company's tenant manager to their own company, even when naming ACME", async () => {
    const res = await call(as['blue.master']!, 'POST', `/employees?companyId=${acmeId}`, {
      name: '블루 신입',
      loginId: 'blue.newbie',
      email: 'blue.newbie@x.example',
      mobile: '010-4444-5555',
      gender: 'female',
      floor: 20,
    });
    expect(res.statusCode).toBe(201);
    expect((await userRow(res.json().id)).companyId).toBe(blueId);
  });

  it('asks a building manager adding an employee which company', async () => {
    const res = await call(as.admin!, 'POST', '/employees', {
      name: '누구',
      loginId: 'fx.nocompany',
      email: 'fx.nocompany@x.example',
      mobile: '010-4444-5555',
      gender: 'female',
      floor: 12,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['companyId']);
  });
});

describe('list', () => {
  it('shows pending sign-ups first, then the newest, numbered across pages', async () => {
    const res = await call(as['blue.master']!, 'GET', '/employees');
    expect(res.statusCode).toBe(200);
    const first = res.json() as { items: { no: number; status: string; createdAt: string }[]; total: number };
    const acme = await call(as['acme.master']!, 'GET', '/employees?size=100');
    const all = acme.json().items as { no: number; status: string; createdAt: string; loginId: string }[];
    const firstApproved = all.findIndex((i) => i.status !== 'pending');
    expect(firstApproved).toBeGreaterThan(0);
    expect(all.slice(firstApproved).some((i) => i.status === 'pending')).toBe(false);
    const approvedDates = all.slice(firstApproved).map((i) => i.createdAt);
    expect(approvedDates).toEqual([...approvedDates].sort().reverse());
    expect(all.map((i) => i.no)).toEqual(all.map((_, i) => i + 1));
    expect(first.total).toBeGreaterThanOrEqual(2);

    const page2 = (await call(as['acme.master']!, 'GET', '/employees?page=2&size=10')).json();
    expect(page2.items).toHaveLength(10);
    expect(page2.total).toBe(acme.json().total);
    expect(page2.items[0].no).toBe(11);
    expect(page2.items.map((i: { loginId: string }) => i.loginId)).toEqual(all.slice(10, 20).map((i) => i.loginId));
  });

  it('filters by status', async () => {
    const res = await call(as['acme.master']!, 'GET', '/employees?status=pending&size=100');
    const items = res.json().items as { status: string; loginId: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'pending')).toBe(true);
    expect(items.map((i) => i.loginId)).toContain('acme.lee');
    expect(res.json().total).toBe(items.length);
  });

  it('searches by name, login ID, e-mail and the digits of the contact number', async () => {
    const person = await makeUser({
      name: '검색대상',
      loginId: 'fx.findme',
      email: 'findme@search.example',
      mobile: '+821098765432',
    });
    const search = async (q: string) =>
      ((await call(as['acme.master']!, 'GET', `/employees?q=${encodeURIComponent(q)}`)).json().items as { id: number }[]).map(
        (i) => i.id,
      );
    expect(await search('검색대상')).toEqual([person.id]);
    expect(await search('FX.FINDME')).toEqual([person.id]);
    expect(await search('search.example')).toEqual([person.id]);
    expect(await search('010-9876-5432')).toEqual([person.id]);
    expect(await search('98765')).toEqual([person.id]);
    expect(await search('nobody-like-this')).toEqual([]);
    expect(await search('%')).toEqual([]); // a wildcard is text, not "everything"
  });

  it('leaves deleted people out', async () => {
    const gone = await makeUser({ status: 'approved', name: '사라진사람' });
    await call(as['acme.master']!, 'DELETE', `/employees/${gone.id}`);
    const res = await call(as['acme.master']!, 'GET', '/employees?size=100');
    expect((res.json().items as { id: number }[]).some((i) => i.id === gone.id)).toBe(false);
  });

  it('records in the audit log whose personal data a list showed, and to whom', async () => {
    const res = await call(as['acme.master']!, 'GET', '/employees?size=5');
    const shown = (res.json().items as { id: number }[]).map((i) => i.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read_personal_data'), eq(auditLog.targetType, 'user_list')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorLoginId: 'acme.master', companyId: acmeId, detail: { ids: shown } });
  });
});

describe('detail', () => {
  it('has account status and type, floor, gender, and audits the read', async () => {
    const person = await makeUser({ floor: 14, gender: 'male' });
    const res = await call(as['acme.master']!, 'GET', `/employees/${person.id}`);
    expect(res.json()).toMatchObject({
      id: person.id,
      status: 'pending',
      role: 'member',
      floor: 14,
      gender: 'male',
      decidedAt: null,
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read_personal_data'), eq(auditLog.targetId, String(person.id))));
    expect(rows).toHaveLength(1);
  });
});

describe('sign-up decisions', () => {
  it('approves one: the person can log in, is told in-app and by e-mail in their language, and the decision is audited', async () => {
    const person = await makeUser({ language: 'en' }); // signed up in English
    const refused = await call(headers, 'POST', '/auth/login', { loginId: person.loginId, password: 'Member!2345' });
    expect(refused.json().code).toBe('ACCOUNT_NOT_APPROVED');
    const res = await call(as['acme.master']!, 'POST', `/employees/${person.id}/approve`);
    expect(res.json()).toEqual({ updated: 1 });
    const row = await userRow(person.id);
    expect(row.status).toBe('approved');
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect((await call(headers, 'POST', '/auth/login', { loginId: person.loginId, password: 'Member!2345' })).statusCode).toBe(
      200,
    );

    const mail = await mailTo(person.email);
    expect(mail).toContain(
      `Hello ${person.name}, your tenant manager at ACME Korea has approved your account (${person.loginId})`,
    );
    expect(mail).toContain('https://portal.example/login');
    const outbox = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(outbox.map((n) => [n.kind, n.channel, n.status]).sort()).toEqual([
      ['account_approved', 'email', 'sent'],
      ['account_approved', 'in_app', 'sent'],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(person.id)));
    expect(audits.find((a) => a.action === 'approve')).toMatchObject({ companyId: acmeId });
  });

  it('rejects one: the ID stays unusable and the person gets an e-mail in their language, not the manager’s', async () => {
    const person = await makeUser({ language: 'ko' }); // the manager's requests here are in English
    expect((await call(as['acme.master']!, 'POST', `/employees/${person.id}/reject`)).statusCode).toBe(200);
    expect((await userRow(person.id)).status).toBe('rejected');
    expect(await mailTo(person.email)).toContain('회원가입을 승인하지 않았습니다');
    const login = await call(headers, 'POST', '/auth/login', { loginId: person.loginId, password: 'Member!2345' });
    expect(login.json().code).toBe('ACCOUNT_NOT_APPROVED');
  });

  it('refuses to decide twice', async () => {
    const person = await makeUser();
    await call(as['acme.master']!, 'POST', `/employees/${person.id}/approve`);
    const again = await call(as['acme.master']!, 'POST', `/employees/${person.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect((await userRow(person.id)).status).toBe('approved');
  });

  it('approves several at once, auditing each', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const res = await call(as['acme.master']!, 'POST', '/employees/decisions', { ids: [a.id, b.id], decision: 'approve' });
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(inArray(users.id, [a.id, b.id]));
    expect(rows.map((r) => r.status)).toEqual(['approved', 'approved']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approve'), inArray(auditLog.targetId, [String(a.id), String(b.id)])));
    expect(audits).toHaveLength(2);
    await mailTo(a.email);
    await mailTo(b.email);
  });

  it("changes nothing when one of the ids is another company's (404)", async () => {
    const mine = await makeUser();
    const theirs = await makeUser({ companyId: blueId });
    const res = await call(as['acme.master']!, 'POST', '/employees/decisions', {
      ids: [mine.id, theirs.id],
      decision: 'approve',
    });
    expect(res.statusCode).toBe(404);
    expect((await userRow(mine.id)).status).toBe('pending');
    expect((await userRow(theirs.id)).status).toBe('pending');
  });

  it('changes nothing when one of the accounts is not pending (409)', async () => {
    const pending = await makeUser();
    const approved = await makeUser({ status: 'approved' });
    const res = await call(as['acme.master']!, 'POST', '/employees/decisions', {
      ids: [pending.id, approved.id],
      decision: 'reject',
    });
    expect(res.statusCode).toBe(409);
    expect((await userRow(pending.id)).status).toBe('pending');
    expect((await userRow(approved.id)).status).toBe('approved');
  });
});

describe('adding an employee', () => {
  it('creates an approved member and e-mails an invitation link that sets the password', async () => {
    const res = await call(as['acme.master']!, 'POST', '/employees', {
      name: '한초대',
      loginId: 'fx.invited',
      email: 'invited@fixture.example',
      mobile: '010-5555-6666',
      gender: 'female',
      floor: 13,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ loginId: 'fx.invited', status: 'approved', role: 'member', mobile: '+821055556666', floor: 13 });
    expect(body).not.toHaveProperty('passwordHash');

    const mail = await mailTo('invited@fixture.example');
    expect(mail).toContain('Hello 한초대');
    const token = /\/findid\/reset\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const [stored] = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, body.id));
    expect(stored).toMatchObject({
      purpose: 'invite',
      tokenHash: createHash('sha256').update(token!).digest('hex'),
      usedAt: null,
    });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'create'), eq(auditLog.targetId, String(body.id)))),
    ).toHaveLength(1);

    // No password works until the person sets one with the link.
    expect((await call(headers, 'POST', '/auth/login', { loginId: 'fx.invited', password: 'Member!2345' })).statusCode).toBe(401);
    const set = await call(headers, 'POST', '/accounts/password-reset/confirm', {
      token,
      password: 'Invite!2345',
      passwordConfirm: 'Invite!2345',
    });
    expect(set.statusCode).toBe(204);
    expect((await call(headers, 'POST', '/auth/login', { loginId: 'fx.invited', password: 'Invite!2345' })).statusCode).toBe(200);
  });

  it('refuses a login ID in use, naming the field', async () => {
    const res = await call(as['acme.master']!, 'POST', '/employees', {
      name: '중복',
      loginId: 'acme.kim',
      email: 'dup@x.example',
      mobile: '010-5555-6666',
      gender: 'female',
      floor: 13,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LOGIN_ID_TAKEN', fields: { loginId: 'This ID is already in use.' } });
  });

  it('names each missing or wrong field, and refuses a floor outside the company', async () => {
    const empty = await call(as['acme.master']!, 'POST', '/employees', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: 'Please enter your name.',
      loginId: 'Please enter your ID.',
      email: 'Please enter your email.',
      mobile: 'Please enter your contact number.',
      gender: 'Please select your gender.',
      floor: 'Please select your floor.',
    });
    const floor = await call(as['acme.master']!, 'POST', '/employees', {
      name: '층',
      loginId: 'fx.floor',
      email: 'floor@x.example',
      mobile: '010-5555-6666',
      gender: 'female',
      floor: 20,
    });
    expect(floor.statusCode).toBe(400);
    expect(floor.json().fields).toEqual({ floor: 'Please select your floor.' });
  });
});

describe('editing', () => {
  it('saves the personal data (phone as E.164) and audits which fields changed', async () => {
    const person = await makeUser({ status: 'approved' });
    const res = await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody());
    expect(res.json()).toMatchObject({
      name: '수정된 이름',
      email: 'edited@fixture.example',
      mobile: '+821022223333',
      floor: 13,
      gender: 'male',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.targetId, String(person.id))));
    expect((entry!.detail as { changed: string[] }).changed.sort()).toEqual(['email', 'floor', 'gender', 'mobile', 'name']);
  });

  it('suspending ends the sessions of the person; reactivating lets them log in again', async () => {
    const person = await makeUser({ status: 'approved' });
    const session = await loginAs(t.app, person.loginId, 'Member!2345');
    const res = await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'suspended' }));
    expect(res.json().status).toBe('suspended');
    expect((await call(session, 'GET', '/auth/me')).json().code).toBe('SESSION_EXPIRED');
    expect((await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'approved' }))).statusCode).toBe(
      200,
    );
    expect((await call(headers, 'POST', '/auth/login', { loginId: person.loginId, password: 'Member!2345' })).statusCode).toBe(
      200,
    );
  });

  it('tells the old address, in the person’s language, when the tenant manager changes the e-mail', async () => {
    const person = await makeUser({ status: 'approved', language: 'en' });
    const res = await call(
      as['acme.master']!,
      'PUT',
      `/employees/${person.id}`,
      editBody({ email: 'moved.away@fixture.example' }),
    );
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(person.email);
    expect(mail).toContain('was changed by your tenant manager to mo********@fixture.example');
    expect(mail).not.toContain('moved.away@');
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'email_changed'), eq(notifications.recipient, person.email)));
    expect(row).toBeDefined();
    // An edit that keeps the address tells nobody.
    await call(
      as['acme.master']!,
      'PUT',
      `/employees/${person.id}`,
      editBody({ email: 'moved.away@fixture.example', name: 'Again' }),
    );
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'moved.away@fixture.example')),
    ).toEqual([]);
  });

  it('leaves a suspension by the building management office to the office: the tenant manager cannot lift it', async () => {
    const person = await makeUser({ status: 'approved' });
    expect((await call(as.admin!, 'POST', `/admin/users/${person.id}/suspend`)).statusCode).toBe(204);
    const lift = await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'approved' }));
    expect([lift.statusCode, lift.json().code]).toEqual([409, 'SUSPENDED_BY_OFFICE']);
    expect(lift.json().message).toMatch(/only the office can lift/);
    expect((await userRow(person.id)).status).toBe('suspended');
    // Their other details stay editable meanwhile, and the office lifts it.
    expect((await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'suspended' }))).statusCode).toBe(
      200,
    );
    expect((await call(as.admin!, 'POST', `/admin/users/${person.id}/reactivate`)).statusCode).toBe(204);
    expect((await userRow(person.id)).status).toBe('approved');
    // A suspension of the tenant manager's own is theirs to lift.
    await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'suspended' }));
    expect((await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'approved' }))).statusCode).toBe(
      200,
    );
  });

  it('does not set the status of a pending sign-up (that is approve or reject)', async () => {
    const person = await makeUser();
    const res = await call(as['acme.master']!, 'PUT', `/employees/${person.id}`, editBody({ status: 'approved' }));
    expect(res.statusCode).toBe(409);
    expect((await userRow(person.id)).status).toBe('pending');
  });
});

describe('deleting', () => {
  it('anonymises the person, ends their sessions, frees the login ID and audits it', async () => {
    const person = await makeUser({ status: 'approved', loginId: 'fx.leaving', mobile: '+821012121212' });
    const session = await loginAs(t.app, 'fx.leaving', 'Member!2345');
    await t.database.db.insert(notifications).values({
      kind: 'account_approved',
      channel: 'email',
      userId: person.id,
      recipient: person.email,
      subject: `${person.name}, welcome`,
      body: `Hello ${person.name} (fx.leaving)`,
      link: 'https://portal.example/login',
      status: 'kept',
    });
    expect((await call(as['acme.master']!, 'DELETE', `/employees/${person.id}`)).statusCode).toBe(204);
    const row = await userRow(person.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toMatch(/fx\.leaving|픽스처|1012121212/);
    const outbox = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(outbox).toHaveLength(1);
    expect(JSON.stringify(outbox)).not.toMatch(/fx\.leaving|픽스처/);
    expect((await call(session, 'GET', '/auth/me')).json().code).toBe('SESSION_EXPIRED');
    expect((await call(as['acme.master']!, 'GET', `/employees/${person.id}`)).statusCode).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'delete'), eq(auditLog.targetId, String(person.id)))),
    ).toHaveLength(1);

    const again = await call(as['acme.master']!, 'POST', '/employees', {
      name: '새 사람',
      loginId: 'fx.leaving',
      email: 'new.leaving@x.example',
      mobile: '010-1212-1212',
      gender: 'male',
      floor: 12,
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps who approved a sign-up in the audit log after the approver is deleted', async () => {
    const boss = await makeUser({ status: 'approved', role: 'tenant_manager', loginId: 'fx.boss' });
    const applicant = await makeUser();
    const bossSession = await loginAs(t.app, 'fx.boss', 'Member!2345');
    expect(
      (await call(bossSession, 'POST', '/employees/decisions', { ids: [applicant.id], decision: 'approve' })).statusCode,
    ).toBe(200);
    expect((await call(as['acme.master']!, 'DELETE', `/employees/${boss.id}`)).statusCode).toBe(204);
    const log = await call(as['admin']!, 'GET', '/admin/audit?action=approve&size=100');
    const entry = (log.json().items as { target: { id: string }; actor: { loginId: string } | null }[]).find(
      (i) => i.target.id === String(applicant.id),
    );
    expect(entry?.actor?.loginId).toBe('fx.boss');
  });

  it('never deletes or suspends oneself', async () => {
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.master'));
    const del = await call(as['acme.master']!, 'DELETE', `/employees/${me!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('SELF_ACTION_NOT_ALLOWED');
    const suspend = await call(as['acme.master']!, 'PUT', `/employees/${me!.id}`, editBody({ status: 'suspended' }));
    expect(suspend.json().code).toBe('SELF_ACTION_NOT_ALLOWED');
    expect((await userRow(me!.id)).status).toBe('approved');
  });
});

describe('the tenant-manager role', () => {
  it('never leaves a company without an approved tenant manager', async () => {
    const companyId = await makeCompany();
    const a = await makeUser({ companyId, floor: 3, status: 'approved', role: 'tenant_manager' });
    const b = await makeUser({ companyId, floor: 3, status: 'approved' });
    const asA = await loginAs(t.app, a.loginId, 'Member!2345');

    const lastSelf = await call(asA, 'PUT', `/employees/${a.id}/role`, { role: 'member' });
    expect(lastSelf.statusCode).toBe(409);
    expect(lastSelf.json()).toMatchObject({
      code: 'LAST_TENANT_MANAGER',
      message: 'The company needs at least one tenant manager.',
    });
    for (const [method, url, payload] of [
      ['PUT', `/employees/${a.id}?companyId=${companyId}`, editBody({ floor: 3, status: 'suspended' })],
      ['DELETE', `/employees/${a.id}?companyId=${companyId}`, undefined],
    ] as const) {
      const res = await call(as.admin!, method, url, payload);
      expect(res.json().code).toBe('LAST_TENANT_MANAGER');
    }
    expect(await userRow(a.id)).toMatchObject({ role: 'tenant_manager', status: 'approved', deletedAt: null });

    expect((await call(asA, 'PUT', `/employees/${b.id}/role`, { role: 'tenant_manager' })).json().role).toBe('tenant_manager');
    expect((await call(asA, 'PUT', `/employees/${a.id}/role`, { role: 'member' })).json().role).toBe('member');
    // A is a member now: the manager pages are closed to them.
    expect((await call(asA, 'GET', '/employees')).json().code).toBe('ACCESS_DENIED');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role_change'), eq(auditLog.targetId, String(a.id))));
    expect(audits.map((x) => x.detail)).toEqual([{ from: 'tenant_manager', to: 'member' }]);
  });

  it('makes only approved accounts tenant managers', async () => {
    const pending = await makeUser();
    const res = await call(as['acme.master']!, 'PUT', `/employees/${pending.id}/role`, { role: 'tenant_manager' });
    expect(res.statusCode).toBe(409);
    expect((await userRow(pending.id)).role).toBe('member');
  });
});
