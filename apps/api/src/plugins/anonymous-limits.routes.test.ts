import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, headers, type TestApp } from '../test/test-app';
import { limitsPerAddress } from './rate-limit';
import type { RouteEntry } from './route-table';

/**
 * Per-address caps on every anonymous write and stream, generated from the server's own route table
 * (not a hand-kept list): whatever anyone may send without a session, one address cannot send without
 * end, nor hold every stream. A new public write or stream joins by existing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Requests a write route may take from one address before refusing; no route's limit is above it. */
const MAX_WRITES = 200;

/**
 * Held per address another way, by design: an address's failed logins space out its attempts
 * (login-throttle.ts, decision 0053) rather than a count of requests shutting a whole office out.
 */
const THROTTLED_OTHERWISE = ['POST /api/v1/auth/login'];

/** Answers that stay open: the live boards' server-sent events. */
const streams = (r: RouteEntry) => {
  const ok = (r.schema?.response as Record<number, unknown> | undefined)?.[200];
  return ok instanceof z.ZodType && /text\/event-stream/.test(ok.description ?? '');
};
const anonymous = () =>
  t.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.includes('*') &&
      r.access === 'public' &&
      (r.method !== 'GET' || streams(r)) &&
      !THROTTLED_OTHERWISE.includes(`${r.method} ${r.url}`),
  );
const urlOf = (r: RouteEntry) => r.url.replace(/:(\w+)/g, (_, name: string) => (name === 'date' ? '2026-06-15' : '1'));

// Counters may live in a shared Redis: every run counts under addresses of its own (IPv6 networks, a /64 each).
const run = Math.floor(Math.random() * 0xffff).toString(16);
let networks = 0;
const newAddress = () => `2001:db8:${run}:${(++networks).toString(16)}::1`;

/** A write that fails validation: a limit counts it all the same, and nothing is written. */
const send = (r: RouteEntry, remoteAddress: string) =>
  t.app.inject({
    method: r.method,
    url: urlOf(r),
    remoteAddress,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{not json',
  });

describe('per-address caps on every anonymous write and stream', () => {
  it('puts a per-address limit on each of them', () => {
    const routes = anonymous();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter(streams).map((r) => r.url)).toEqual(['/api/v1/dashboards/:board/events']);
    expect(routes.filter((r) => !r.onRequest.some(limitsPerAddress)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it(`refuses one address (an IPv6 /64) within ${MAX_WRITES} writes to each, and goes on serving another address`, async () => {
    const failures: string[] = [];
    for (const r of anonymous().filter((x) => !streams(x))) {
      const address = newAddress();
      let sent = 0;
      while (sent < MAX_WRITES && (await send(r, address)).statusCode !== 429) sent++;
      if (sent === MAX_WRITES) failures.push(`${r.method} ${r.url}: no 429 after ${MAX_WRITES} writes from one address`);
      // The same client by another address of its /64.
      else if ((await send(r, address.replace(/::1$/, '::2'))).statusCode !== 429)
        failures.push(`${r.method} ${r.url}: the same /64 let through`);
      else if ((await send(r, newAddress())).statusCode === 429)
        failures.push(`${r.method} ${r.url}: another address refused too`);
    }
    expect(failures).toEqual([]);
  });
});
