import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { consents, passwordTokens, sessions, users } from '../../db/schema/accounts';
import { companies } from '../../db/schema/companies';
import { notifications } from '../../db/schema/notifications';
import { loginAs } from '../../test/auth-helpers';
import { seededCompanyIds } from '../../test/factories';
import { createTestAppWithSmtp, type startSmtp, takeMail } from '../../test/smtp';
import { headers, type TestApp } from '../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let close: () => Promise<void>;
let acmeId: number;
let blueId: number;

beforeAll(async () => {
  ({ t, smtp, close } = await createTestAppWithSmtp());
  ({ acmeId, blueId } = await seededCompanyIds(t.database.db));
});
afterAll(() => close());

const mailTo = (address: string, containing?: string) => takeMail(t, smtp, address, containing);

const post = (url: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...headers, 'x-language': lang }, payload });

let seq = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    companyId: acmeId,
    floor: 13,
    name: '신입사원',
    loginId: `new.person${seq}`,
    idVerified: true,
    password: 'Tower!Gate42',
    passwordConfirm: 'Tower!Gate42',
    email: `new.person${seq}@example.com`,
    mobile: '010-2345-6789',
    gender: 'female',
    consents: { privacyRequired: true, termsRequired: true, marketingOptional: false },
    ...overrides,
  };
}

describe('login ID check', () => {
  const check = (loginId: string) =>
    t.app.inject({ url: `/api/v1/accounts/login-id-available?loginId=${encodeURIComponent(loginId)}`, headers });

  it('says a taken ID is not available and a free one is', async () => {
    expect((await check('acme.kim')).json()).toEqual({ available: false });
    expect((await check('fresh.person')).json()).toEqual({ available: true });
  });

  it('says an ID of the wrong form is not available', async () => {
    expect((await check('Bad Id')).json()).toEqual({ available: false });
    expect((await check('ab')).json()).toEqual({ available: false });
  });

  it("frees a deleted account's ID", async () => {
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.loginId, 'acme.staff24'));
    expect((await check('acme.staff24')).json()).toEqual({ available: true });
  });
});

describe('sign-up', () => {
  it('creates a pending member with each consent item recorded, and answers 201 pending', async () => {
    const body = signupBody({ consents: { privacyRequired: true, termsRequired: true, marketingOptional: true } });
    const res = await post('/accounts/signup', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'pending' });
    const [user] = await t.database.db.select().from(users).where(eq(users.loginId, body.loginId));
    expect(user).toMatchObject({ status: 'pending', role: 'member', companyId: acmeId, floor: 13, mobile: '+821023456789' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const items = await t.database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(items.map((c) => [c.item, c.agreed]).sort()).toEqual([
      ['marketingOptional', true],
      ['privacyRequired', true],
      ['termsRequired', true],
    ]);
    expect(items.every((c) => c.version.length > 0)).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'signup'), eq(auditLog.targetId, String(user!.id))));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain('Tower!Gate42');
  });

  it('cannot be logged in until approved', async () => {
    const body = signupBody();
    await post('/accounts/signup', body);
    const res = await post('/auth/login', { loginId: body.loginId, password: body.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_NOT_APPROVED');
  });

  it("notifies the company's tenant manager in the portal and by a real e-mail, in the manager's language", async () => {
    const body = signupBody({ name: '김알림' });
    await post('/accounts/signup', body, 'ko');
    const [manager] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.master'));
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'signup_pending'), eq(notifications.userId, manager!.id)));
    const mine = rows.filter((r) => (r.params as { loginId?: string }).loginId === body.loginId);
    expect(mine.map((r) => r.channel).sort()).toEqual(['email', 'in_app']);
    expect(mine.every((r) => r.link === '/tenant-manager/employee-management')).toBe(true);
    expect(mine.find((r) => r.channel === 'email')).toMatchObject({
      status: 'queued',
      recipient: 'acme.master@tea-demo.example',
    });
    const mail = (await mailTo('acme.master@tea-demo.example', body.loginId)).text;
    const [sent] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, mine.find((r) => r.channel === 'email')!.id)));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mail).toContain('김알림');
    expect(mail).toContain('에이씨엠이코리아');
    expect(mail).toContain('https://portal.example/tenant-manager/employee-management');
  });

  it('writes to a manager who uses the portal in English in English, whatever the applicant uses', async () => {
    const login = await post('/auth/login', { loginId: 'blue.master', password: 'Master!2345' }, 'en');
    expect(login.statusCode).toBe(200);
    const body = signupBody({ companyId: blueId, floor: 20, name: '이영어' });
    expect((await post('/accounts/signup', body, 'ko')).statusCode).toBe(201);
    const mail = (await mailTo('blue.master@tea-demo.example', body.loginId)).text;
    expect(mail).toContain('Blue Ocean Partners');
    expect(mail).not.toContain('블루오션파트너스');
  });

  it('asks the building management office to decide when the company has no tenant manager yet', async () => {
    const [haneul] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'haneul'));
    const body = signupBody({ companyId: haneul!.id, floor: 9, name: '하늘신입' });
    expect((await post('/accounts/signup', body, 'ko')).statusCode).toBe(201);
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'));
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'signup_pending'), eq(notifications.userId, admin!.id)));
    const mine = rows.filter((r) => (r.params as { loginId?: string }).loginId === body.loginId);
    expect(mine.map((r) => r.channel).sort()).toEqual(['email', 'in_app']);
    expect(mine[0]).toMatchObject({ link: '/admin/users?status=pending' });
    const mail = (await mailTo('admin@tea-demo.example', body.loginId)).text;
    expect(mail).toContain('하늘소프트');
    expect(mail).toContain('https://portal.example/admin/users?status=pending');
  });

  it("does not notify another company's manager", async () => {
    const body = signupBody();
    await post('/accounts/signup', body);
    const [blue] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'blue.master'));
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, blue!.id));
    expect(rows.filter((r) => (r.params as { loginId?: string }).loginId === body.loginId)).toEqual([]);
  });

  it('refuses an ID that is already taken with 409 LOGIN_ID_TAKEN', async () => {
    const res = await post('/accounts/signup', signupBody({ loginId: 'acme.kim' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LOGIN_ID_TAKEN', fields: { loginId: 'This ID is already in use.' } });
  });

  it('names every missing field with its own message', async () => {
    const res = await post('/accounts/signup', { consents: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toEqual({
      companyId: 'Please select your company.',
      floor: 'Please select your floor.',
      name: 'Please enter your name.',
      loginId: 'Please enter your ID.',
      idVerified: 'Your ID is not verified',
      password: 'Please enter your password.',
      passwordConfirm: 'Please confirm your password.',
      email: 'Please enter your email.',
      mobile: 'Please enter your contact number.',
      gender: 'Please select your gender.',
      'consents.privacyRequired': 'Please consent to collect and use of personal information',
      'consents.termsRequired': 'Please consent to collect and use of personal information',
    });
  });

  it.each([
    [
      'a missing required consent',
      { consents: { privacyRequired: false, termsRequired: true, marketingOptional: true } },
      'consents.privacyRequired',
      'Please consent to collect and use of personal information',
    ],
    ['an unverified ID', { idVerified: false }, 'idVerified', 'Your ID is not verified'],
    ['a different confirmation', { passwordConfirm: 'Tower!Gate43' }, 'passwordConfirm', 'You have entered different password'],
    [
      'a password outside the rule',
      { password: 'short1!', passwordConfirm: 'short1!' },
      'password',
      'Use 8 to 16 characters with upper case, lower case, a number and a special character.',
    ],
    [
      'a common password',
      { password: 'Password1!', passwordConfirm: 'Password1!' },
      'password',
      'This password is too common. Please choose another.',
    ],
    ['a malformed ID', { loginId: '9lives' }, 'loginId', expect.stringContaining('4 to 20 characters')],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [
      'a non-Korean phone number',
      { mobile: '+1 415 555 2671' },
      'mobile',
      'Please enter a valid Korean phone number, e.g. 010-1234-5678.',
    ],
    ['a floor the company does not occupy', { floor: 20 }, 'floor', 'Please select your floor.'],
    ['an unknown company', { companyId: 99999 }, 'companyId', 'Please select your company.'],
    ['a gender outside the list', { gender: 'other' }, 'gender', 'Please select your gender.'],
  ])('refuses %s on its field', async (_, overrides, field, message) => {
    const body = signupBody(overrides);
    const res = await post('/accounts/signup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    const created = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, body.loginId));
    expect(created).toEqual([]);
  });

  it('translates field messages into Korean', async () => {
    const res = await post('/accounts/signup', signupBody({ passwordConfirm: 'Tower!Gate43' }), 'ko');
    expect(res.json().fields).toEqual({ passwordConfirm: '비밀번호가 일치하지 않습니다.' });
  });

  it('refuses a suspended company and a retail tenant as if unknown', async () => {
    const [retail] = await t.database.db.select().from(companies).where(eq(companies.kind, 'retail')).limit(1);
    const toRetail = await post('/accounts/signup', signupBody({ companyId: retail!.id, floor: -1 }));
    expect(toRetail.json().fields).toEqual({ companyId: 'Please select your company.' });
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, blueId));
    const toSuspended = await post('/accounts/signup', signupBody({ companyId: blueId, floor: 20 }));
    await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, blueId));
    expect(toSuspended.statusCode).toBe(400);
    expect(toSuspended.json().fields).toEqual({ companyId: 'Please select your company.' });
  });
});

describe('find ID', () => {
  it('answers the same for an unknown and a known address, and mails the IDs only to the known one', async () => {
    const unknown = await post('/accounts/find-id', { email: 'nobody@example.com' });
    const known = await post('/accounts/find-id', { email: 'ACME.KIM@tea-demo.example' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = (await mailTo('acme.kim@tea-demo.example')).text;
    expect(mail).toContain('acme.kim');
    expect(smtp.mails.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
  });

  it('does not reveal the ID of an account waiting for approval', async () => {
    const res = await post('/accounts/find-id', { email: 'acme.lee@tea-demo.example' });
    expect(res.statusCode).toBe(202);
    await t.deliver();
    expect(smtp.mails.filter((m) => m.to.includes('acme.lee@tea-demo.example'))).toEqual([]);
  });

  it('asks for a valid address', async () => {
    const res = await post('/accounts/find-id', { email: 'nope' });
    expect(res.json().fields).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('mails one address at most five times an hour, however many clients ask, with the same answer each time', async () => {
    for (let i = 1; i <= 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/find-id',
        headers,
        payload: { email: 'blue.park@tea-demo.example' },
        remoteAddress: `10.30.0.${i}`,
      });
      expect(res.statusCode).toBe(202);
    }
    for (let i = 0; i < 5; i++) await mailTo('blue.park@tea-demo.example');
    expect(smtp.mails.filter((m) => m.to.includes('blue.park@tea-demo.example'))).toEqual([]);
  });

  it('answers 429 with Retry-After once one address has asked 30 times in 15 minutes', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/find-id',
        headers: { ...headers, 'x-language': 'en' },
        payload: { email: 'nobody@example.com' },
        remoteAddress: '10.31.0.1',
      });
    for (let i = 0; i < 30; i++) expect((await ask()).statusCode).toBe(202);
    const refused = await ask();
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => /\/findid\/reset\?token=([\w-]+)/.exec(text)?.[1];

  async function requestLink(loginId: string, lang = 'en') {
    const res = await post('/accounts/password-reset', { loginId, email: `${loginId}@tea-demo.example` }, lang);
    expect(res.statusCode).toBe(202);
    const text = (await mailTo(`${loginId}@tea-demo.example`)).text;
    expect(text).toContain('https://portal.example/findid/reset?token=');
    return { text, token: tokenFrom(text)! };
  }

  it('answers the same for an unknown account, a wrong e-mail and a match, and mails only the match', async () => {
    const unknown = await post('/accounts/password-reset', { loginId: 'nobody.here', email: 'nobody@example.com' });
    const wrongMail = await post('/accounts/password-reset', { loginId: 'acme.staff01', email: 'acme.staff02@tea-demo.example' });
    const match = await post('/accounts/password-reset', { loginId: 'acme.staff01', email: 'acme.staff01@tea-demo.example' });
    expect([unknown.statusCode, wrongMail.statusCode, match.statusCode]).toEqual([202, 202, 202]);
    expect(unknown.json()).toEqual(match.json());
    expect(wrongMail.json()).toEqual(match.json());
    await mailTo('acme.staff01@tea-demo.example');
    expect(
      smtp.mails.filter((m) => m.to.includes('acme.staff02@tea-demo.example') || m.to.includes('nobody@example.com')),
    ).toEqual([]);
  });

  it('stores only a sha-256 hash of the token, expiring in 30 minutes', async () => {
    const before = Date.now();
    const { token } = await requestLink('acme.staff03');
    const rows = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.purpose, 'reset'));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash.length === 64 && r.expiresAt.getTime() > before + 29 * 60_000);
    expect(row).toBeDefined();
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('writes the e-mail in the language of the request', async () => {
    const { text } = await requestLink('acme.staff04', 'ko');
    expect(text).toContain('비밀번호');
    expect(text).toContain('30분');
  });

  it('sets the new password once, ends every session and records it', async () => {
    const auth = await loginAs(t.app, 'acme.staff05');
    const { token } = await requestLink('acme.staff05');
    expect((await post('/accounts/password-reset/check', { token })).json()).toEqual({ valid: true, purpose: 'reset' });
    const res = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(res.statusCode).toBe(204);
    // The browser that used the link is the owner's known device: strangers' guesses never keep it out (decision 0053).
    expect(res.cookies.find((c) => c.name === 'tea_device')).toMatchObject({ path: '/api/v1/auth/login', httpOnly: true });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).json().code).toBe('SESSION_EXPIRED');
    expect((await post('/auth/login', { loginId: 'acme.staff05', password: 'Member!2345' })).statusCode).toBe(401);
    expect((await post('/auth/login', { loginId: 'acme.staff05', password: 'Fresh!Start77' })).statusCode).toBe(200);
    const again = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Other!Start77',
      passwordConfirm: 'Other!Start77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await post('/accounts/password-reset/check', { token })).json()).toEqual({ valid: false, purpose: null });
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.staff05'));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_reset'), eq(auditLog.targetId, String(user!.id))));
    expect(entries).toHaveLength(1);
  });

  it('refuses a link past its 30 minutes', async () => {
    const { token } = await requestLink('acme.staff07');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'acme.staff07'));
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user!.id));
    const res = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_LINK_INVALID', message: expect.stringContaining('expired') });
    expect((await post('/auth/login', { loginId: 'acme.staff07', password: 'Member!2345' })).statusCode).toBe(200);
  });

  it('keeps the link usable after a refused new password', async () => {
    const { token } = await requestLink('acme.staff08');
    const mismatch = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start78',
    });
    expect(mismatch.json().fields).toEqual({ passwordConfirm: 'You have entered different password' });
    const common = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Password1!',
      passwordConfirm: 'Password1!',
    });
    expect(common.json().fields).toEqual({ password: 'This password is too common. Please choose another.' });
    const ok = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(ok.statusCode).toBe(204);
  });

  it('uses up older links of the person when one is used', async () => {
    const first = await requestLink('acme.staff09');
    const second = await requestLink('acme.staff09');
    const ok = await post('/accounts/password-reset/confirm', {
      token: second.token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(ok.statusCode).toBe(204);
    const old = await post('/accounts/password-reset/confirm', {
      token: first.token,
      password: 'Fresh!Start78',
      passwordConfirm: 'Fresh!Start78',
    });
    expect(old.json().code).toBe('RESET_LINK_INVALID');
  });

  it('kills a link as soon as a newer one is sent', async () => {
    const first = await requestLink('acme.staff10');
    const second = await requestLink('acme.staff10');
    expect((await post('/accounts/password-reset/check', { token: first.token })).json()).toEqual({
      valid: false,
      purpose: null,
    });
    const old = await post('/accounts/password-reset/confirm', {
      token: first.token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(old.json().code).toBe('RESET_LINK_INVALID');
    expect((await post('/accounts/password-reset/check', { token: second.token })).json()).toEqual({
      valid: true,
      purpose: 'reset',
    });
  });

  it('kills a link when the password is changed another way after it was sent', async () => {
    const { token } = await requestLink('acme.staff11');
    const auth = await loginAs(t.app, 'acme.staff11');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      headers: auth,
      payload: { currentPassword: 'Member!2345', newPassword: 'Changed!Pass88', newPasswordConfirm: 'Changed!Pass88' },
    });
    expect(changed.statusCode).toBe(204);
    const res = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(res.json().code).toBe('RESET_LINK_INVALID');
    expect((await post('/auth/login', { loginId: 'acme.staff11', password: 'Changed!Pass88' })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post('/accounts/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'Fresh!Start77',
      passwordConfirm: 'Fresh!Start77',
    });
    expect(res.json().code).toBe('RESET_LINK_INVALID');
  });

  it('sets the password of an invitation link the same way, without approving the account', async () => {
    const [pending] = await t.database.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.loginId, 'acme.lee'));
    const token = 'invite-token-for-acme-lee-0123456789';
    const { hashToken } = await import('../auth/sessions.service');
    await t.database.db.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId: pending!.id,
      purpose: 'invite',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await post('/accounts/password-reset/check', { token })).json()).toEqual({ valid: true, purpose: 'invite' });
    const res = await post('/accounts/password-reset/confirm', {
      token,
      password: 'Invited!Pass5',
      passwordConfirm: 'Invited!Pass5',
    });
    expect(res.statusCode).toBe(204);
    const [after] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, pending!.id));
    expect(after!.status).toBe('pending');
    const login = await post('/auth/login', { loginId: 'acme.lee', password: 'Invited!Pass5' });
    expect(login.json().code).toBe('ACCOUNT_NOT_APPROVED');
  });

  it('does not end sessions of anyone else', async () => {
    const other = await loginAs(t.app, 'acme.kim');
    const { token } = await requestLink('acme.staff10');
    await post('/accounts/password-reset/confirm', { token, password: 'Fresh!Start77', passwordConfirm: 'Fresh!Start77' });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: other })).statusCode).toBe(200);
    const open = await t.database.db.select().from(sessions);
    expect(open.length).toBeGreaterThan(0);
  });
});
