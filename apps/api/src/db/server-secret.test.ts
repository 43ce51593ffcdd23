import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { serverSecret } from './server-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the installation's own secret", () => {
  it('is drawn once, at random, and the same for every later start or replica of the database', async () => {
    const db = t.database.db;
    const first = await serverSecret(db, 'test-secret');
    expect(first).toMatch(/^[\w-]{43}$/);
    const together = await Promise.all([serverSecret(db, 'test-secret'), serverSecret(db, 'test-secret')]);
    expect(together).toEqual([first, first]);
    expect(await serverSecret(db, 'another-secret')).not.toBe(first);
  });

  it("signs this app's passes when no QR_SECRET is given, never the published one", async () => {
    expect(await t.app.qrSecret()).toBe(await serverSecret(t.database.db, 'qr'));
    expect(await t.app.qrSecret()).not.toBe('tea-dev-qr-secret-change-me');
  });
});
