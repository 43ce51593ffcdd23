import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { loginAs } from '../../test/auth-helpers';
import { factories } from '../../test/factories';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { issueQrToken } from './qr-token';

const QR_SECRET = 'test-qr-secret-0123456789';
let t: TestApp;
let acmeId: number;
let make: ReturnType<typeof factories>;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ QR_SECRET });
  const [acme] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'acme'));
  acmeId = acme!.id;
  make = factories(t.database.db);
  for (const id of ['acme.kim', 'acme.master', 'admin']) as[id] = await loginAs(t.app, id);
});
afterAll(async () => {
  await t.close();
});

function call(
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  extra: { lang?: 'ko' | 'en'; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...auth, 'x-language': extra.lang ?? 'en' },
    remoteAddress: extra.ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: '새이름',
  email: 'new.mail@fixture.example',
  mobile: '010-2222-3333',
  gender: 'male',
  floor: 14,
  ...overrides,
});

describe('anonymous callers', () => {
  const endpoints: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown][] = [
    ['GET', '/me/profile'],
    ['PUT', '/me/profile', profileBody()],
    ['PUT', '/me/profile', {}],
    ['PUT', '/me/password', { currentPassword: 'Member!2345', newPassword: 'Fresh!Pass1', newPasswordConfirm: 'Fresh!Pass1' }],
    ['GET', '/me/notifications'],
    ['POST', '/me/notifications/read'],
    ['GET', '/me/qr-token'],
    ['POST', '/qr/verify', { token: 'abc' }],
  ];
  for (const [method, url, payload] of endpoints) {
    it(`get 403 SESSION_EXPIRED on ${method} ${url}${payload && Object.keys(payload).length === 0 ? ' (empty body)' : ''}`, async () => {
      const res = await call(headers, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    });
  }
});

describe('GET /me/profile', () => {
  it("returns the member's own info with the company in both languages and its floors", async () => {
    const res = await call(as['acme.kim']!, 'GET', '/me/profile');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: '김민지',
      loginId: 'acme.kim',
      company: { id: acmeId, nameKo: '에이씨엠이코리아', nameEn: 'ACME Korea', floors: [12, 13, 14] },
      floor: 13,
      gender: 'female',
      role: 'member',
      email: 'acme.kim@tea-demo.example',
    });
    expect(body.mobile).toMatch(/^\+8210\d{8}$/);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('gives a building manager no company', async () => {
    const res = await call(as.admin!, 'GET', '/me/profile');
    expect(res.json()).toMatchObject({ loginId: 'admin', role: 'building_manager', company: null, floor: null });
  });
});

describe('PUT /me/profile', () => {
  it('saves the new values (contact as E.164), answers the session values and audits the change', async () => {
    const me = await make.user();
    const auth = await loginAs(t.app, me.loginId);
    const res = await call(auth, 'PUT', '/me/profile', profileBody(), { lang: 'ko' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      loginId: me.loginId,
      name: '새이름',
      email: 'new.mail@fixture.example',
      mobile: '+821022223333',
      gender: 'male',
      floor: 14,
      role: 'member',
      companyName: '에이씨엠이코리아',
    });
    const read = await call(auth, 'GET', '/me/profile');
    expect(read.json()).toMatchObject({ name: '새이름', mobile: '+821022223333', floor: 14, gender: 'male' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.targetId, String(me.id))));
    expect(entry).toMatchObject({ actorId: me.id, targetType: 'user', companyId: acmeId });
    expect((entry!.detail as { changed: string[] }).changed).toEqual(['name', 'email', 'mobile', 'gender', 'floor']);
  });

  it('names every missing field and changes nothing', async () => {
    const me = await make.user();
    const auth = await loginAs(t.app, me.loginId);
    const before = await userRow(me.id);
    const res = await call(auth, 'PUT', '/me/profile', {
      name: ' ',
      email: '',
      mobile: '',
      floor: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter your email.',
        mobile: 'Please enter your contact number.',
        gender: 'Please select your gender.',
        floor: 'Please select your floor.',
      },
    });
    expect(await userRow(me.id)).toEqual(before);
  });

  it.each([
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['mobile', { mobile: '010-12' }, 'Please enter a valid Korean phone number, e.g. 010-1234-5678.'],
    ['mobile', { mobile: '+1 202 555 0143' }, 'Please enter a valid Korean phone number, e.g. 010-1234-5678.'],
    ['gender', { gender: 'other' }, 'Please select your gender.'],
    ['floor', { floor: 20 }, 'Please select your floor.'],
    ['floor', { floor: null }, 'Please select your floor.'],
  ])('refuses a wrong %s (%j) with its field message and changes nothing', async (field, change, message) => {
    const me = await make.user();
    const auth = await loginAs(t.app, me.loginId);
    const before = await userRow(me.id);
    const res = await call(auth, 'PUT', '/me/profile', profileBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await userRow(me.id)).toEqual(before);
  });

  it('answers field messages in the request language', async () => {
    const me = await make.user();
    const res = await call(await loginAs(t.app, me.loginId), 'PUT', '/me/profile', profileBody({ mobile: '12' }), { lang: 'ko' });
    expect(res.json().fields.mobile).toBe('올바른 전화번호를 입력해 주세요. 예: 010-1234-5678');
  });

  it('lets a person without a company save without a floor', async () => {
    const boss = await make.user({ role: 'building_manager', companyId: null, floor: null });
    const res = await call(await loginAs(t.app, boss.loginId), 'PUT', '/me/profile', profileBody({ floor: 14 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: '새이름', floor: null, companyId: null });
  });
});

describe('PUT /me/password', () => {
  const change = (current: string, next: string, confirm = next) => ({
    currentPassword: current,
    newPassword: next,
    newPasswordConfirm: confirm,
  });
  const login = (loginId: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { loginId, password } });

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    const me = await make.user();
    const here = await loginAs(t.app, me.loginId);
    const elsewhere = await loginAs(t.app, me.loginId);
    const res = await call(here, 'PUT', '/me/password', change('Member!2345', 'Fresh!Pass77'));
    expect(res.statusCode).toBe(204);

    const other = await call(elsewhere, 'GET', '/me/profile');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('SESSION_EXPIRED');
    expect((await call(here, 'GET', '/me/profile')).statusCode).toBe(200);
    expect((await login(me.loginId, 'Member!2345')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(me.loginId, 'Fresh!Pass77')).statusCode).toBe(200);

    expect((await userRow(me.id)).passwordChangedAt).not.toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_change'), eq(auditLog.targetId, String(me.id))));
    expect(entry).toMatchObject({ actorId: me.id, companyId: acmeId });
    expect(JSON.stringify(entry)).not.toContain('Fresh!Pass77');
  });

  it('refuses a wrong current password on its field and keeps the password and the other sessions', async () => {
    const me = await make.user();
    const here = await loginAs(t.app, me.loginId);
    const elsewhere = await loginAs(t.app, me.loginId);
    const res = await call(here, 'PUT', '/me/password', change('Wrong!2345', 'Fresh!Pass77'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      fields: { currentPassword: 'The current password is incorrect.' },
    });
    expect((await call(elsewhere, 'GET', '/me/profile')).statusCode).toBe(200);
    expect((await login(me.loginId, 'Member!2345')).statusCode).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const me = await make.user();
    const res = await call(await loginAs(t.app, me.loginId), 'PUT', '/me/password', change('Member!2345', 'Member!2345'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ newPassword: 'Please choose a new password that differs from the current one.' });
    expect((await login(me.loginId, 'Member!2345')).statusCode).toBe(200);
  });

  it.each([
    ['a new password under the rule', change('Member!2345', 'short1!'), { newPassword: 'passwordRule' }],
    [
      'a different confirmation',
      change('Member!2345', 'Fresh!Pass77', 'Fresh!Pass78'),
      { newPasswordConfirm: 'passwordMismatch' },
    ],
    ['a common password', change('Member!2345', 'Password1!'), { newPassword: 'passwordCommon' }],
    [
      'empty fields',
      change('', '', ''),
      {
        currentPassword: 'currentPasswordRequired',
        newPassword: 'passwordRequired',
        newPasswordConfirm: 'passwordConfirmRequired',
      },
    ],
  ])('refuses %s with the field messages', async (_, body, keys) => {
    const texts: Record<string, string> = {
      passwordRule: 'Use 8 to 16 characters with upper case, lower case, a number and a special character.',
      passwordMismatch: 'You have entered different password',
      passwordCommon: 'This password is too common. Please choose another.',
      currentPasswordRequired: 'Please enter your current password.',
      passwordRequired: 'Please enter your password.',
      passwordConfirmRequired: 'Please confirm your password.',
    };
    const me = await make.user();
    const res = await call(await loginAs(t.app, me.loginId), 'PUT', '/me/password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toEqual(Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, texts[k]])));
    expect((await login(me.loginId, 'Member!2345')).statusCode).toBe(200);
  });

  it('pauses guessing after five wrong current passwords, even with the right one', async () => {
    const me = await make.user();
    const auth = await loginAs(t.app, me.loginId);
    const ip = '10.9.8.7';
    for (let i = 0; i < 5; i += 1) {
      const res = await call(auth, 'PUT', '/me/password', change(`Wrong!234${i}`, 'Fresh!Pass77'), { ip });
      expect(res.json().code).toBe('WRONG_CURRENT_PASSWORD');
    }
    const paused = await call(auth, 'PUT', '/me/password', change('Member!2345', 'Fresh!Pass77'), { ip });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('LOGIN_PAUSED');
    expect((await login(me.loginId, 'Member!2345')).statusCode).toBe(200);
  });
});

describe('in-app notifications', () => {
  it("lists only the person's in-app notifications, newest first with the unread count, and marks them read", async () => {
    const me = await make.user();
    const someone = await make.user();
    const auth = await loginAs(t.app, me.loginId);
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 2, 3, minutes));
    await t.database.db.insert(notifications).values([
      { kind: 'a', channel: 'in_app', userId: me.id, subject: 'older', body: 'b1', status: 'sent', createdAt: at(1) },
      { kind: 'a', channel: 'in_app', userId: me.id, subject: 'newer', body: 'b2', link: '/x', status: 'sent', createdAt: at(2) },
      {
        kind: 'a',
        channel: 'in_app',
        userId: me.id,
        subject: 'seen',
        body: 'b3',
        status: 'sent',
        createdAt: at(0),
        readAt: at(5),
      },
      { kind: 'a', channel: 'email', userId: me.id, recipient: 'x@y.z', subject: 'mail', body: 'b', status: 'kept' },
      { kind: 'a', channel: 'in_app', userId: someone.id, subject: 'not mine', body: 'b', status: 'sent' },
    ]);
    const list = await call(auth, 'GET', '/me/notifications');
    expect(list.statusCode).toBe(200);
    expect(list.json().unread).toBe(2);
    expect(list.json().items.map((n: { subject: string }) => n.subject)).toEqual(['newer', 'older', 'seen']);
    expect(list.json().items[0]).toMatchObject({ link: '/x', readAt: null, createdAt: at(2).toISOString() });
    expect((await call(auth, 'GET', '/me/notifications?limit=1')).json().items).toHaveLength(1);

    const read = await call(auth, 'POST', '/me/notifications/read');
    expect(read.json()).toEqual({ updated: 2 });
    const after = await call(auth, 'GET', '/me/notifications');
    expect(after.json().unread).toBe(0);
    expect(after.json().items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
    const [theirs] = await t.database.db.select().from(notifications).where(eq(notifications.userId, someone.id));
    expect(theirs!.readAt).toBeNull();
  });
});

describe('member QR', () => {
  const verify = (token: string, auth = as.admin!) => call(auth, 'POST', '/qr/verify', { token });

  it('issues a token that expires in 60 seconds and that the front desk verifies', async () => {
    const res = await call(as['acme.kim']!, 'GET', '/me/qr-token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = res.json();
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(token.length).toBeLessThan(100);
    const check = await verify(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      user: { name: '김민지', company: 'ACME Korea', role: 'member', status: 'approved' },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'read_personal_data'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ targetType: 'user', detail: { via: 'member_qr' } });
  });

  it('issues a different token on every request', async () => {
    const a = (await call(as['acme.kim']!, 'GET', '/me/qr-token')).json().token;
    const b = (await call(as['acme.kim']!, 'GET', '/me/qr-token')).json().token;
    expect(a).not.toBe(b);
    expect((await verify(b)).json().valid).toBe(true);
  });

  it('calls a tampered or foreign token invalid', async () => {
    const { token } = (await call(as['acme.kim']!, 'GET', '/me/qr-token')).json() as { token: string };
    const [payload, signature] = token.split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const me = (await call(as['acme.kim']!, 'GET', '/me/profile')).json();
    const otherId = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(`.${me.id}.`, '.1.')).toString('base64url');
    for (const bad of [
      `${flip(payload, 3)}.${signature}`,
      `${payload}.${flip(signature, 10)}`,
      `${otherId}.${signature}`,
      issueQrToken(me.id, new Date(Date.now() + 60_000), 'another-secret-0123456789'),
      'not a token',
    ]) {
      expect((await verify(bad)).json(), bad).toEqual({ valid: false, reason: 'invalid' });
    }
  });

  it('calls an expired token expired', async () => {
    const me = (await call(as['acme.kim']!, 'GET', '/me/profile')).json();
    const past = issueQrToken(me.id, new Date(Date.now() - 1000), QR_SECRET);
    expect((await verify(past)).json()).toEqual({ valid: false, reason: 'expired' });
  });

  it('calls the token of a suspended or deleted person inactive', async () => {
    const suspended = await make.user({ status: 'suspended' });
    const deleted = await make.user({ deletedAt: new Date() });
    for (const person of [suspended, deleted]) {
      const token = issueQrToken(person.id, new Date(Date.now() + 60_000), QR_SECRET);
      expect((await verify(token)).json()).toEqual({ valid: false, reason: 'inactive' });
    }
  });

  it('lets only building managers verify: a member and a tenant manager get 403 ACCESS_DENIED', async () => {
    const { token } = (await call(as['acme.kim']!, 'GET', '/me/qr-token')).json() as { token: string };
    for (const who of ['acme.kim', 'acme.master']) {
      const res = await verify(token, as[who]!);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCESS_DENIED');
      expect(res.body).not.toContain('김민지');
    }
  });
});
