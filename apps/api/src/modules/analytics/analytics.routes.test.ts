import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../../test/test-app';
import { ANALYTICS_BATCHES_PER_ADDRESS_MINUTE, ANALYTICS_BATCHES_PER_SESSION_MINUTE } from './analytics.routes';
import { countPageViews } from './analytics.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (events: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/v1/analytics/events', headers, payload: { events } });

describe('analytics events', () => {
  it('stores a batch at the server’s time, whatever time the client claims, and counts by Seoul day and path', async () => {
    t.app.clock.now = () => new Date('2026-11-21T14:00:00Z'); // 23:00 in Seoul
    expect(
      (
        await post([
          { type: 'page_view', path: '/about', at: '2001-01-01T00:00:00Z' },
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

describe('analytics limits', () => {
  // Counters may live in a shared Redis: every run counts under addresses and sessions of its own.
  const run = Math.random().toString(36).slice(2, 10);
  const address = (n: number) => `198.18.${Math.floor(Math.random() * 250)}.${n}`;
  const send = (extra: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      remoteAddress,
      headers: { ...headers, ...extra },
      payload: { events: [{ type: 'page_view', path: '/' }] },
    });

  it('limits a session to 120 batches a minute, without touching another session at the same address', async () => {
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
