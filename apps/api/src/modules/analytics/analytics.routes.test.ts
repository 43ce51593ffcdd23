import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import {
  ANALYTICS_BATCHES_PER_ADDRESS_MINUTE,
  ANALYTICS_BATCHES_PER_SESSION_MINUTE,
  ANALYTICS_EVENTS_PER_ADDRESS_MINUTE,
  ANALYTICS_EVENTS_PER_SESSION_MINUTE,
} from './analytics.routes';
import { countPageViews } from './analytics.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Counters may live in a shared Redis: every run counts under addresses and sessions of its own.
const run = Math.random().toString(36).slice(2, 10);
const address = (n: number) => `198.18.${Math.floor(Math.random() * 250)}.${n}`;

const post = (events: unknown[], remoteAddress = address(1), extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/analytics/events',
    remoteAddress,
    headers: { ...headers, ...extra },
    payload: { events },
  });

/** The page views counted at a path, all days together. */
const viewsAt = async (path: string) =>
  (await countPageViews(t.database.db, new Date('2000-01-01T00:00:00Z'), new Date('2100-01-01T00:00:00Z')))
    .filter((c) => c.path === path)
    .reduce((n, c) => n + c.views, 0);
/** A page view of `path`, `n` times over. */
const pageViews = (path: string, n = 1, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, () => ({ type: 'page_view', path, ...extra }));
/** After the first tests' days: Monday 7 December 2026, 10:00 in Seoul. */
const LATER = new Date('2026-12-07T01:00:00Z');
const minutesFrom = (minutes: number) => new Date(LATER.getTime() + minutes * 60_000).toISOString();

describe('analytics events', () => {
  it('stores a batch at the server’s time, not the time the client claims, and counts by Seoul day and path', async () => {
    t.app.clock.now = () => new Date('2026-11-21T14:58:00Z'); // 23:58 in Seoul
    expect(
      (
        await post([
          // The browser's clock four minutes ahead: by it the next day in Seoul, not by the server's.
          { type: 'page_view', path: '/about', at: '2026-11-21T15:02:00Z' },
          { type: 'logout', path: '/my-page' },
        ])
      ).statusCode,
    ).toBe(204);
    t.app.clock.now = () => new Date('2026-11-21T15:30:00Z'); // 00:30 the next day in Seoul
    expect(
      (
        await post([
          { type: 'page_view', path: '/about' },
          { type: 'page_view', path: '/parking' },
        ])
      ).statusCode,
    ).toBe(204);
    const counts = await countPageViews(t.database.db, new Date('2000-01-01T00:00:00Z'), new Date('2026-11-23T00:00:00Z'));
    expect(counts).toEqual([
      { day: '2026-11-21', path: '/about', views: 1 },
      { day: '2026-11-22', path: '/about', views: 1 },
      { day: '2026-11-22', path: '/parking', views: 1 },
    ]);
  });

  it('refuses an empty batch and one of more than 50 events', async () => {
    expect((await post([])).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' }));
    expect((await post(many)).statusCode).toBe(400);
  });

  it('refuses an unknown event type', async () => {
    const res = await post([{ type: 'purchase', path: '/' }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['events.0.type']);
  });

  it('refuses a path longer than 512 characters and a body over 32 KB', async () => {
    expect((await post([{ type: 'page_view', path: `/${'a'.repeat(512)}` }])).statusCode).toBe(400);
    const big = Array.from({ length: 50 }, () => ({ type: 'page_view', path: `/${'a'.repeat(500)}`, extra: 'x'.repeat(200) }));
    expect((await post(big)).statusCode).toBe(413);
  });
});

describe('what analytics counts', () => {
  it('counts a page view only at a page of the app, at the path as the app spells it', async () => {
    t.app.clock.now = () => LATER;
    const before = await viewsAt('/notice-details/7');
    const res = await post([
      ...pageViews('/notice-details/7'),
      ...pageViews('/Notice-Details/7/'),
      ...pageViews('/wp-login.php'),
      ...pageViews('/notice-details'),
      ...pageViews('/notice-details/7/extra'),
    ]);
    expect(res.statusCode).toBe(204);
    expect(await viewsAt('/notice-details/7')).toBe(before + 2);
    for (const made of ['/wp-login.php', '/notice-details', '/notice-details/7/extra', '/Notice-Details/7/'])
      expect([made, await viewsAt(made)]).toEqual([made, 0]);
  });

  it('leaves out an event stamped more than five minutes from the server’s time, and counts the rest of its batch', async () => {
    t.app.clock.now = () => LATER;
    const before = await viewsAt('/gallery');
    const res = await post([
      ...pageViews('/gallery', 1, { at: minutesFrom(-6) }),
      ...pageViews('/gallery', 1, { at: minutesFrom(6) }),
      ...pageViews('/gallery', 1, { at: '2001-01-01T00:00:00Z' }),
      ...pageViews('/gallery', 1, { at: minutesFrom(-4) }),
      ...pageViews('/gallery', 1, { at: minutesFrom(4) }),
      ...pageViews('/gallery'),
    ]);
    expect(res.statusCode).toBe(204);
    expect(await viewsAt('/gallery')).toBe(before + 3);
  });

  it(`counts ${ANALYTICS_EVENTS_PER_ADDRESS_MINUTE} page views of an address a minute however they are batched, and another address's still`, async () => {
    t.app.clock.now = () => LATER;
    const before = await viewsAt('/location');
    const one = address(20);
    for (let i = 0; i < 3; i++) expect((await post(pageViews('/location', 50), one)).statusCode).toBe(204);
    expect(await viewsAt('/location')).toBe(before + ANALYTICS_EVENTS_PER_ADDRESS_MINUTE);
    expect((await post(pageViews('/location'), address(21))).statusCode).toBe(204);
    expect(await viewsAt('/location')).toBe(before + ANALYTICS_EVENTS_PER_ADDRESS_MINUTE + 1);
  });

  it(`counts ${ANALYTICS_EVENTS_PER_SESSION_MINUTE} page views of a session a minute, and another session's at the same address still`, async () => {
    t.app.clock.now = () => LATER;
    const before = await viewsAt('/parking');
    const office = address(22);
    const first = { authorization: `Bearer views-one-${run}` };
    expect((await post(pageViews('/parking', 50), office, first)).statusCode).toBe(204);
    expect((await post(pageViews('/parking'), office, first)).statusCode).toBe(204);
    expect(await viewsAt('/parking')).toBe(before + ANALYTICS_EVENTS_PER_SESSION_MINUTE);
    expect((await post(pageViews('/parking'), office, { authorization: `Bearer views-two-${run}` })).statusCode).toBe(204);
    expect(await viewsAt('/parking')).toBe(before + ANALYTICS_EVENTS_PER_SESSION_MINUTE + 1);
  });
});

describe('analytics limits', () => {
  const send = (extra: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      remoteAddress,
      headers: { ...headers, ...extra },
      payload: { events: [{ type: 'page_view', path: '/' }] },
    });

  it('limits a session’s batches a minute, without touching another session at the same address', async () => {
    const one = { authorization: `Bearer session-one-${run}` };
    const shared = address(5);
    for (let i = 0; i < ANALYTICS_BATCHES_PER_SESSION_MINUTE; i++) expect((await send(one, shared)).statusCode).toBe(204);
    const refused = await send(one, shared);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send({ authorization: `Bearer session-two-${run}` }, shared)).statusCode).toBe(204);
  });

  it('limits an address high enough for an office behind it, then refuses', async () => {
    const office = address(9);
    let last = 0;
    for (let i = 0; i <= ANALYTICS_BATCHES_PER_ADDRESS_MINUTE; i++) last = (await send({}, office)).statusCode;
    expect(last).toBe(429);
    expect((await send({}, address(10))).statusCode).toBe(204);
  });
});
