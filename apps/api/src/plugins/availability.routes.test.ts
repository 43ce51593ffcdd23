import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { tcpProxy } from '../test/tcp-proxy';
import { withServer } from '../test/template-database';
import { API_KEY, createTestApp, headers, type TestApp } from '../test/test-app';

const en = { ...headers, 'x-language': 'en' };

/** A server on the PostgreSQL database at `url`, as server.ts builds it (no migration: the database is ready or away). */
async function serverOn(url: string): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ url });
  const app = await buildApp(
    { ...loadConfig({ API_KEY, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), DATABASE_URL: url },
    database,
  );
  await app.ready();
  return { app, database };
}

/** Asks until `ok` holds for an answer, for at most `ms`; the answers seen, last first. */
async function until(ask: () => Promise<{ statusCode: number }>, ok: (status: number) => boolean, ms: number) {
  const seen: number[] = [];
  const started = performance.now();
  while (performance.now() - started < ms) {
    const { statusCode } = await ask();
    seen.unshift(statusCode);
    if (ok(statusCode)) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readiness', () => {
  it('says the replica is ready, where login pauses are counted, and what the outbox has not delivered', async () => {
    const res = await t.app.inject('/readyz');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 'ok', database: 'ok', counters: 'memory', outbox: { waiting: 0, oldestWaitingSeconds: 0, dead: 0 } },
    ]);
  });

  it('answers 503 draining once the replica stops, while the API is still served', async () => {
    const draining = await createTestApp();
    try {
      draining.app.startDraining();
      const ready = await draining.app.inject('/readyz');
      expect([ready.statusCode, ready.json().status]).toEqual([503, 'draining']);
      expect((await draining.app.inject({ url: '/api/v1/faq', headers })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('a database that cannot be reached', () => {
  let away: { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as during a restart.
    away = await serverOn('postgres://postgres@127.0.0.1:1/tea');
  });
  afterAll(async () => {
    await away.app.close();
    await away.database.close();
  });

  it("answers API requests 503 SERVICE_UNAVAILABLE in the API's shape within 2 s, never a 500", async () => {
    const started = performance.now();
    const res = await away.app.inject({ url: '/api/v1/faq', headers: en });
    expect(performance.now() - started).toBeLessThan(2000);
    expect([res.statusCode, res.json(), res.headers['retry-after']]).toEqual([
      503,
      { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy for a moment. Please try again shortly.' },
      '2',
    ]);
    const login = await away.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...headers, 'x-language': 'ko' },
      payload: { loginId: 'acme.kim', password: 'Member!2345' },
    });
    expect([login.statusCode, login.json().message]).toEqual([503, '서비스가 잠시 바쁩니다. 잠시 후 다시 시도해 주세요.']);
  });

  it('is not ready, and once found away answers without asking the database', async () => {
    const ready = await away.app.inject('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', database: 'unavailable', counters: 'memory', outbox: null },
    ]);
    expect(away.app.databaseWatch.reachable).toBe(false);
    const started = performance.now();
    const res = await away.app.inject({ url: '/api/v1/faq', headers });
    expect([res.statusCode, res.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(performance.now() - started).toBeLessThan(100);
    // The web app itself is still served (its pages say the service is busy).
    expect((await away.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL server lost and back', () => {
  it('answers 503 while the server is away and serves again by itself once it is back, without a restart', async () => {
    const target = new URL(t.url!);
    const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(t.url!);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const { app, database } = await serverOn(proxied.toString());
    const contacts = () => app.inject({ url: '/api/v1/faq', headers });
    try {
      expect((await contacts()).statusCode).toBe(200);
      await proxy.cut();
      const down = await until(contacts, (s) => s === 503, 2000);
      expect(down[0]).toBe(503);
      expect(down.every((s) => s === 200 || s === 503)).toBe(true);
      expect((await app.inject('/readyz')).statusCode).toBe(503);

      await proxy.restore();
      const back = await until(contacts, (s) => s === 200, 10_000);
      expect(back[0]).toBe(200);
      expect(back.every((s) => s === 200 || s === 503)).toBe(true);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
    }
  });

  it("keeps serving when the server ends every one of the portal's connections (what a failover does)", async () => {
    const contacts = () => t.app.inject({ url: '/api/v1/faq', headers });
    for (let i = 0; i < 5; i++) expect((await contacts()).statusCode).toBe(200);
    const name = new URL(t.url!).pathname.slice(1);
    const ended = await withServer(process.env.DATABASE_URL!, async (client) => {
      const { rowCount } = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        name,
      ]);
      return rowCount;
    });
    expect(ended).toBeGreaterThan(0);
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await contacts()).statusCode);
    // A request on a connection ended mid-way may be told to try again; none fails otherwise.
    expect(answers.every((s) => s === 200 || s === 503)).toBe(true);
    expect(answers.at(-1)).toBe(200);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('survives a connection ended while its transaction waits between statements: the transaction fails, the process lives', async () => {
    const inTransaction = t.database.db.transaction(async (tx) => {
      const [row] = await rawRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // The server ends this connection while the transaction's code runs between two statements.
      await withServer(process.env.DATABASE_URL!, (client) => client.query('select pg_terminate_backend($1)', [row!.pid]));
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(inTransaction).rejects.toThrow();
    expect((await t.app.inject({ url: '/api/v1/faq', headers })).statusCode).toBe(200);
  });
});
