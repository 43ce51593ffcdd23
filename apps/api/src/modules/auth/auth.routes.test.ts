import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/accounts';
import { loginAs } from '../../test/auth-helpers';
import { forgetSessions, hashToken } from './sessions.service';
import { createTestApp, headers, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_IP_ALLOWLIST: '10.9.8.7' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, extra: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { ...headers, ...extra }, payload, remoteAddress });

describe('login', () => {
  it('returns a token and the stored-user values for an approved member', async () => {
    const res = await login({ loginId: 'acme.kim', password: 'Member!2345' }, { 'x-language': 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      loginId: 'acme.kim',
      role: 'member',
      companyName: 'ACME Korea',
      companyNameKo: '에이씨엠이코리아',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('stores only a hash of the token', async () => {
    const res = await login({ loginId: 'acme.kim', password: 'Member!2345' });
    const token = res.json().accessToken as string;
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses a wrong password and an unknown ID with the same answer', async () => {
    const wrong = await login({ loginId: 'acme.kim', password: 'Wrong!2345' }, {}, '10.0.0.1');
    const unknown = await login({ loginId: 'nobody.here', password: 'Wrong!2345' }, {}, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("tells an unapproved ID's status only to its right password: a wrong one reads as an unknown ID", async () => {
    const right = await login({ loginId: 'acme.lee', password: 'Member!2345' }, { 'x-language': 'en' }, '10.3.0.1');
    const wrong = await login({ loginId: 'acme.lee', password: 'Wrong!2345' }, { 'x-language': 'en' }, '10.3.0.1');
    const unknown = await login({ loginId: 'nobody.here', password: 'Wrong!2345' }, { 'x-language': 'en' }, '10.3.0.1');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_NOT_APPROVED' });
    expect(right.json().message).toMatch(/not been approved/);
    expect([wrong.statusCode, wrong.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a building manager outside the allow-list the same whether or not the password is right', async () => {
    const right = await login({ loginId: 'admin', password: 'Admin!2345' }, {}, '10.3.0.2');
    const wrong = await login({ loginId: 'admin', password: 'Wrong!2345' }, {}, '10.3.0.2');
    expect([right.statusCode, right.json().code]).toEqual([403, 'IP_NOT_ALLOWED']);
    expect([wrong.statusCode, wrong.json()]).toEqual([right.statusCode, right.json()]);
  });

  it('does not let one person’s wrong passwords pause the others behind the same address', async () => {
    const office = '10.4.0.1';
    for (let i = 0; i < 30; i++) await login({ loginId: 'acme.staff02', password: 'Wrong!2345' }, {}, office);
    const them = await login({ loginId: 'acme.staff02', password: 'Member!2345' }, { 'x-language': 'en' }, office);
    expect([them.statusCode, them.json().code]).toEqual([429, 'LOGIN_PAUSED']);
    expect(them.json().message).toMatch(/try again in 15 minutes/);
    expect((await login({ loginId: 'acme.staff03', password: 'Member!2345' }, {}, office)).statusCode).toBe(200);
    expect((await login({ loginId: 'blue.master', password: 'Master!2345' }, {}, office)).statusCode).toBe(200);
  });

  it('names each missing field', async () => {
    const res = await login({}, { 'x-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ loginId: 'Please enter your ID.', password: 'Please enter your password.' });
  });

  it('lets building managers in only from the allow-listed address', async () => {
    const outside = await login({ loginId: 'admin', password: 'Admin!2345' }, {}, '10.0.0.2');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('IP_NOT_ALLOWED');
    expect((await login({ loginId: 'admin', password: 'Admin!2345' }, {}, '10.9.8.7')).statusCode).toBe(200);
  });

  it('pauses an account after five failures from one address, but not from another address', async () => {
    for (let i = 0; i < 5; i++) await login({ loginId: 'blue.park', password: 'Wrong!2345' }, {}, '10.1.1.1');
    const paused = await login({ loginId: 'blue.park', password: 'Member!2345' }, { 'x-language': 'en' }, '10.1.1.1');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'LOGIN_PAUSED',
      message: 'Too many failed logins. Please try again in 15 minutes, or reset your password.',
    });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await login({ loginId: 'blue.park', password: 'Member!2345' }, {}, '10.2.2.2')).statusCode).toBe(200);
  });

  it('pauses guessing spread over many addresses, but lets the owner in from an address they used before', async () => {
    expect((await login({ loginId: 'acme.staff01', password: 'Member!2345' }, {}, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 20; i++) await login({ loginId: 'acme.staff01', password: 'Wrong!2345' }, {}, `10.6.0.${i}`);
    const stranger = await login({ loginId: 'acme.staff01', password: 'Member!2345' }, {}, '10.7.0.1');
    expect([stranger.statusCode, stranger.json().code]).toEqual([429, 'LOGIN_PAUSED']);
    expect((await login({ loginId: 'acme.staff01', password: 'Member!2345' }, {}, '10.5.0.1')).statusCode).toBe(200);
  });

  it('takes the address from the connection: a client cannot name its own with X-Forwarded-For', async () => {
    const spoofed = await login({ loginId: 'admin', password: 'Admin!2345' }, { 'x-forwarded-for': '10.9.8.7' }, '10.0.0.3');
    expect([spoofed.statusCode, spoofed.json().code]).toEqual([403, 'IP_NOT_ALLOWED']);
  });

  it('records logins and failed logins with the address in the audit log', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login_failed'));
    expect(rows.some((r) => r.ip === '10.1.1.1' && r.detail && (r.detail as { loginId?: string }).loginId === 'blue.park')).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toMatch(/Wrong!2345/);
  });
});

describe('known devices (decision 0053)', () => {
  /** The device cookie a login's answer sets, as a Cookie header. */
  const deviceOf = (res: { cookies: { name: string; value: string }[] }) => {
    const cookie = res.cookies.find((c) => c.name === 'tea_device');
    return `tea_device=${cookie!.value}`;
  };

  it('marks the browser of a login with a cookie only the login route receives and no script reads', async () => {
    const res = await login({ loginId: 'acme.staff13', password: 'Member!2345' }, {}, '10.20.0.1');
    const cookie = res.cookies.find((c) => c.name === 'tea_device');
    expect(cookie).toMatchObject({ path: '/api/v1/auth/login', httpOnly: true, sameSite: 'Strict' });
    expect(cookie!.maxAge).toBeGreaterThan(100 * 86_400);
  });

  it('slows an address with many failures instead of shutting it: each person there still gets in, a known device at once', async () => {
    const office = '10.21.0.1';
    const known = deviceOf(await login({ loginId: 'acme.staff14', password: 'Member!2345' }, {}, '10.21.9.9'));
    for (let i = 0; i < 1_000; i++) await t.app.loginThrottle.failed(`guess-${i % 400}`, office);
    expect((await login({ loginId: 'acme.staff15', password: 'Member!2345' }, {}, office)).statusCode).toBe(200);
    const next = await login({ loginId: 'acme.staff16', password: 'Member!2345' }, { 'x-language': 'en' }, office);
    expect([next.statusCode, next.json().code]).toEqual([429, 'LOGIN_SLOW_DOWN']);
    expect(next.json().message).toMatch(/wait [1-5] s and try again/);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(5);
    const device = await login({ loginId: 'acme.staff14', password: 'Member!2345' }, { cookie: known }, office);
    expect(device.statusCode).toBe(200);
  });

  it('lets the owner in on their known device from a new address while strangers’ guesses pause the account', async () => {
    const known = deviceOf(await login({ loginId: 'acme.staff19', password: 'Member!2345' }, {}, '10.22.0.1'));
    for (let i = 1; i <= 20; i++) await login({ loginId: 'acme.staff19', password: 'Wrong!2345' }, {}, `10.23.0.${i % 4}`);
    const elsewhere = await login({ loginId: 'acme.staff19', password: 'Member!2345' }, {}, '10.24.0.1');
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([429, 'LOGIN_PAUSED']);
    const device = await login({ loginId: 'acme.staff19', password: 'Member!2345' }, { cookie: known }, '10.24.0.1');
    expect(device.statusCode).toBe(200);
    // A guesser's own address, even with the owner's cookie, gets no further once the device has failed five times.
    for (let i = 0; i < 5; i++) await login({ loginId: 'acme.staff19', password: 'Wrong!2345' }, { cookie: known }, '10.24.0.2');
    const spent = await login({ loginId: 'acme.staff19', password: 'Member!2345' }, { cookie: known }, '10.24.0.3');
    expect([spent.statusCode, spent.json().code]).toEqual([429, 'LOGIN_PAUSED']);
  });

  it('ignores a cookie altered, or made for another person', async () => {
    const mine = deviceOf(await login({ loginId: 'acme.staff20', password: 'Member!2345' }, {}, '10.25.0.1'));
    for (let i = 1; i <= 20; i++) await login({ loginId: 'acme.staff21', password: 'Wrong!2345' }, {}, `10.26.0.${i}`);
    const other = await login({ loginId: 'acme.staff21', password: 'Member!2345' }, { cookie: mine }, '10.25.0.2');
    expect([other.statusCode, other.json().code]).toEqual([429, 'LOGIN_PAUSED']);
    const altered = `${mine.slice(0, -3)}${mine.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const forged = await login({ loginId: 'acme.staff21', password: 'Member!2345' }, { cookie: altered }, '10.25.0.2');
    expect(forged.json().code).toBe('LOGIN_PAUSED');
  });
});

describe('sessions', () => {
  it('answers /auth/me with the person, and 403 SESSION_EXPIRED without or with a bad token', async () => {
    const auth = await loginAs(t.app, 'acme.master');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: auth });
    expect(me.json()).toMatchObject({ loginId: 'acme.master', role: 'tenant_manager' });
    const none = await t.app.inject({ url: '/api/v1/auth/me', headers });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('SESSION_EXPIRED');
    const bad = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { ...headers, authorization: 'Bearer not-a-real-token-aaaaaaaaaaaa' },
    });
    expect(bad.json().code).toBe('SESSION_EXPIRED');
  });

  it('revokes the session on logout', async () => {
    const auth = await loginAs(t.app, 'blue.master');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: auth })).statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/v1/auth/me', headers: auth });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('expires a session older than the absolute limit even while it is in use', async () => {
    const auth = await loginAs(t.app, 'acme.staff02');
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 12 * 3_600_000 - 60_000),
        expiresAt: new Date(Date.now() - 60_000),
        lastSeenAt: new Date(),
      })
      .where(eq(sessions.tokenHash, hashToken(auth.authorization!.slice('Bearer '.length))));
    forgetSessions(); // a second passing: the replica no longer keeps the session it just saw
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).json().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a session at its absolute expiry even when the replica checked it a moment before', async () => {
    const auth = await loginAs(t.app, 'acme.staff03');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.tokenHash, hashToken(auth.authorization!.slice('Bearer '.length))));
    forgetSessions();
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).statusCode).toBe(200); // kept, for 300 ms only
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).json().code).toBe('SESSION_EXPIRED');
  });

  it('reads the token whatever the case of its scheme, and refuses a malformed header', async () => {
    const auth = await loginAs(t.app, 'acme.staff04');
    const token = auth.authorization!.slice('Bearer '.length);
    const me = (authorization: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { ...headers, authorization } });
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}x!`)).json().code).toBe('SESSION_EXPIRED');
    expect((await me(`Basic ${token}`)).json().code).toBe('SESSION_EXPIRED');
  });

  it('expires a session left idle longer than the idle limit', async () => {
    const auth = await loginAs(t.app, 'acme.kim');
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: auth })).json().code).toBe('SESSION_EXPIRED');
  });
});
