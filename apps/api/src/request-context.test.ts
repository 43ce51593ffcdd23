import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW_HEADER } from './clock.js';
import { loginAs } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The request's instant (decision 0030): a browser journey names it per request in test mode, so it
 * can ask for a Saturday lights-out at Friday 14:59 and again at 15:00 against one server. Outside
 * test mode the header changes nothing: nobody moves a deadline by sending it.
 */
const quote = { kind: 'lights', date: '2026-11-28', floors: [12], start: '09:00', end: '12:00' };
const FRIDAY_1459 = '2026-11-27T14:59:00+09:00';
const FRIDAY_1500 = '2026-11-27T15:00:00+09:00';

async function quoteAt(t: TestApp, session: Record<string, string>, instant?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/voc/extensions/quote',
    headers: { ...session, ...(instant ? { [TEST_NOW_HEADER]: instant } : {}) },
    payload: quote,
  });
  return res.statusCode;
}

describe('in test mode (a pinned clock)', () => {
  let t: TestApp;
  let session: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-24T09:30:00+09:00' });
    session = await loginAs(t.app, 'acme.kim');
  });
  afterAll(() => t.close());

  it('reads the deadline at the instant the request names: Friday 14:59 is taken, 15:00 refused', async () => {
    expect(await quoteAt(t, session, FRIDAY_1459)).toBe(200);
    expect(await quoteAt(t, session, FRIDAY_1500)).toBe(409);
  });

  it('falls back to the pinned clock without the header, or with one that is not an instant with its offset', async () => {
    expect(await quoteAt(t, session)).toBe(200); // Tuesday 24 November: before Friday's deadline
    for (const bad of ['2026-11-27T15:00:00', 'tomorrow', '2026-11-27T15:00:00+09:00x', ''])
      expect(await quoteAt(t, session, bad)).toBe(200);
  });
});

describe('outside test mode', () => {
  let t: TestApp;
  let session: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => new Date(FRIDAY_1459);
    session = await loginAs(t.app, 'acme.kim');
  });
  afterAll(() => t.close());

  it('ignores the header: the deadline is read on the server clock', async () => {
    expect(await quoteAt(t, session, FRIDAY_1500)).toBe(200);
    t.app.clock.now = () => new Date(FRIDAY_1500);
    expect(await quoteAt(t, session, FRIDAY_1459)).toBe(409);
  });
});
