import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/audit';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdministrator } from './administrator.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-24T00:30:00Z');
const office = { loginId: 'office.park', email: 'office.park@tea.example', name: '관리자', password: 'Tower!Gate42' };
const create = (input: Partial<typeof office & { passwordConfirm: string }>, lang: 'ko' | 'en' = 'en') =>
  createAdministrator(t.database.db, { ...office, passwordConfirm: office.password, ...input }, { lang, now });

describe('a building manager made at the console', () => {
  it('is an approved building manager who logs in with the password, with an audit entry of no actor', async () => {
    const result = await create({});
    expect(result).toEqual({ userId: expect.any(Number) });
    const userId = (result as { userId: number }).userId;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ loginId: 'office.park', role: 'building_manager', status: 'approved', companyId: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create'), eq(auditLog.targetId, String(userId)), isNull(auditLog.actorId)));
    expect(entries).toHaveLength(1);
    const session = await loginAs(t.app, 'office.park', office.password);
    const me = await t.app.inject({ url: '/api/v1/admin/users', headers: session });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an ID or an e-mail a live account has, naming each, and makes nothing', async () => {
    const before = await t.database.db.$count(users);
    expect(await create({ email: 'Office.Park@TEA.example', loginId: 'admin' })).toEqual({
      problems: { loginId: 'This ID is already in use.', email: 'This email is already in use.' },
    });
    expect(await create({ email: 'other@tea.example' }, 'ko')).toEqual({ problems: { loginId: '이미 사용 중인 아이디입니다.' } });
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('refuses a password the sign-up would refuse, a different confirmation, and a malformed ID or e-mail', async () => {
    const fresh = { loginId: 'office.choi', email: 'choi@tea.example' };
    expect(await create({ ...fresh, password: 'weakpass', passwordConfirm: 'weakpass' })).toEqual({
      problems: { password: 'Use 8 to 16 characters with upper case, lower case, a number and a special character.' },
    });
    expect(await create({ ...fresh, password: 'Password1!', passwordConfirm: 'Password1!' })).toEqual({
      problems: { password: 'This password is too common. Please choose another.' },
    });
    expect(await create({ ...fresh, passwordConfirm: 'Tower!Gate43' })).toEqual({
      problems: { passwordConfirm: 'You have entered different password' },
    });
    expect(await create({ loginId: 'Office Choi', email: 'choi' })).toEqual({
      problems: {
        loginId: "Use 4 to 20 characters: a lower-case letter first, then lower-case letters, numbers, '.', '_' or '-'.",
        email: 'Please enter a valid email address.',
      },
    });
    expect(await t.database.db.$count(users, eq(users.loginId, 'office.choi'))).toBe(0);
  });
});
