import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { notifications } from '../db/schema/notifications';
import { listenForMetrics } from './metrics';
import { createTestApp, headers, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const deployFile = (name: string) => readFileSync(new URL(`../../../../deploy/${name}`, import.meta.url), 'utf8');

/** The metric families a scrape names (`# TYPE name kind`). */
const families = (text: string) => new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
/** The metric names a PromQL expression reads (a histogram's series named by their family). */
const namesIn = (expr: string) =>
  [...expr.matchAll(/\b((?:tea|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, ''));

/** When the outbox's waiting e-mail of these tests was written. */
const written = new Date(Date.now() - 90_000);

let plain: TestApp;
let t: TestApp;
beforeAll(async () => {
  [plain, t] = await Promise.all([createTestApp(), createTestApp({ METRICS_TOKEN: TOKEN })]);
  // Before the first read of the outbox, which /metrics and /readyz keep for a few seconds.
  const row = { kind: 'account_approved', channel: 'email' as const, recipient: 'waits@example.com', createdAt: written };
  await t.database.db.insert(notifications).values([row, { ...row, status: 'dead' }]);
});
afterAll(() => Promise.all([plain.close(), t.close()]));

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('/metrics on the public port', () => {
  it('is an unknown address (404, not the web app) without METRICS_TOKEN, even to a bearer of one', async () => {
    for (const h of [{}, bearer]) {
      const res = await plain.app.inject({ url: '/metrics', headers: h });
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('is an unknown address without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([authorization, res.statusCode]).toEqual([authorization, 404]);
    }
  });

  it("answers Prometheus' text format to the token, with Node's own figures", async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8']);
    const names = families(res.body);
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_cpu_user_seconds_total', 'process_resident_memory_bytes'])
      expect(names).toContain(name);
    expect(res.body).toMatch(/^tea_database_up 1$/m);
    expect(res.body).toMatch(/^tea_board_screens 0$/m);
  });
});

describe('what the metrics count', () => {
  it('times answers by route pattern and status, never by the address asked', async () => {
    await t.app.inject({ url: '/api/v1/faq', headers });
    await t.app.inject({ url: '/api/v1/employees/123456', headers });
    await t.app.inject({ url: '/api/v1/employees/654321', headers });
    await t.app.inject({ url: '/no/such/file.js' });
    const text = await scrape();
    expect(text).toMatch(/^tea_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/faq",status_code="200"\} 1$/m);
    expect(text).toMatch(
      /^tea_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/v1\/faq",status_code="200"\} \d$/m,
    );
    expect(text).toMatch(
      /^tea_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/employees\/:id",status_code="403"\} 2$/m,
    );
    expect(text).not.toMatch(/123456|654321|no\/such/);
  });

  it('counts failed logins, and the limit that refuses the next ones', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers,
        payload: { loginId: 'acme.kim', password: 'Wrong!2345' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const text = await scrape();
    expect(text).toMatch(/^tea_failed_logins_total 5$/m);
    expect(text).toMatch(/^tea_limit_refusals_total\{route="\/api\/v1\/auth\/login"\} 1$/m);
  });

  it("reports the outbox's waiting mail, the oldest one's age and the dead ones, on /readyz too", async () => {
    // The two answers share one read of the outbox.
    const ready = (await t.app.inject('/readyz')).json();
    expect(ready.outbox).toMatchObject({ waiting: 1, dead: 1 });
    expect(ready.outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
    const text = await scrape();
    expect(text).toMatch(/^tea_outbox_waiting 1$/m);
    expect(text).toMatch(/^tea_outbox_dead 1$/m);
    expect(Number(/^tea_outbox_oldest_waiting_seconds (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(90);
  });

  it("exports each job's period, last success and duration", async () => {
    t.app.metrics.jobStarted('purge-something', 3_600_000);
    t.app.metrics.jobSucceeded('purge-something', 250);
    const text = await scrape();
    expect(text).toMatch(/^tea_job_interval_seconds\{job="purge-something"\} 3600$/m);
    expect(text).toMatch(/^tea_job_last_duration_seconds\{job="purge-something"\} 0.25$/m);
    const at = Number(/^tea_job_last_success_timestamp_seconds\{job="purge-something"\} (\S+)$/m.exec(text)?.[1]);
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics alone on a listener of its own, with the token when one is set', async () => {
    const server = await listenForMetrics(t.app, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      expect((await fetch(`${base}/healthz`, { headers: bearer })).status).toBe(404);
      const res = await fetch(`${base}/metrics`, { headers: bearer });
      expect(res.status).toBe(200);
      expect(families(await res.text())).toContain('tea_http_request_duration_seconds');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the alert rules and the dashboard in deploy/', () => {
  it('are valid, and every figure they read is one the server exports', async () => {
    t.app.metrics.jobStarted('some-job', 60_000);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { loginId: 'x', password: 'y' } });
    const exported = families(await scrape());
    // The pool's figures are PostgreSQL's: the embedded database has none.
    if (t.database.kind === 'pglite') for (const name of ['tea_db_pool_connections', 'tea_db_pool_waiting']) exported.add(name);

    const rules = (
      parse(deployFile('prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string }[] }[] }
    ).groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert).sort()).toEqual(
      ['TeaDatabaseDown', 'TeaErrorRate', 'TeaJobNotRun', 'TeaOutboxDead', 'TeaOutboxWaitingTooLong', 'TeaSlowAnswers'].sort(),
    );
    const dashboard = JSON.parse(deployFile('grafana/dashboard.json')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = [...rules.map((r) => r.expr), ...dashboard.panels.flatMap((p) => p.targets.map((x) => x.expr))];
    for (const expr of exprs) {
      expect(namesIn(expr).length, expr).toBeGreaterThan(0);
      for (const name of namesIn(expr)) expect(exported, `${name} in ${expr}`).toContain(name);
    }
  });
});
