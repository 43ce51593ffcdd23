import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { stopGracefully } from './lifecycle';
import { createTestApp, headers, type TestApp } from './test/test-app';

const SLOW_MS = 800;
const DRAIN_MS = 400;

let t: TestApp;
let base: string;
beforeAll(async () => {
  // A request still running when the replica is told to stop (a booking's transaction, say).
  t = await createTestApp(
    {},
    {
      beforeReady: (app) =>
        app.get('/slow', { config: { access: 'public' } }, async () => {
          await new Promise((r) => setTimeout(r, SLOW_MS));
          return { done: true };
        }),
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('a replica told to stop (SIGTERM)', () => {
  it('leaves the rotation first, serves through the drain, finishes what runs, then stops accepting and closes the pool', async () => {
    const steps: string[] = [];
    const slow = fetch(`${base}/slow`).then(async (r) => [r.status, await r.json()]);
    await new Promise((r) => setTimeout(r, 50));
    const stopping = stopGracefully(t.app, {
      drainMs: DRAIN_MS,
      stopJobs: async () => void steps.push('jobs'),
      database: { close: async () => void steps.push('pool') } as unknown as Database,
    });

    // During the drain: not ready, still serving, each answer closing its connection.
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, ((await ready.json()) as { status: string }).status]).toEqual([503, 'draining']);
    const served = await fetch(`${base}/api/v1/faq`, { headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    expect(steps).toEqual([]);

    await stopping;
    // The request that was running got its answer; only then did the jobs and the pool stop.
    expect(await slow).toEqual([200, { done: true }]);
    expect(steps).toEqual(['jobs', 'pool']);
    // No longer accepting.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('stops within a bound, and says so, when work still holds a pool connection', async () => {
    const warnings: string[] = [];
    const app = {
      startDraining: () => undefined,
      close: async () => undefined,
      server: { closeIdleConnections: () => undefined },
      log: { info: () => undefined, warn: (_: unknown, message: string) => void warnings.push(message) },
    } as unknown as Parameters<typeof stopGracefully>[0];
    const started = Date.now();
    await stopGracefully(app, {
      drainMs: 0,
      stopJobs: async () => undefined,
      // A pool whose end waits for a connection that is never given back.
      database: { close: () => new Promise<void>(() => undefined) } as unknown as Database,
      poolCloseMs: 200,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings).toEqual(['the pool did not close: work still held a connection; stopping anyway']);
  });
});
