// The list benches (DESIGN.md §9, wave 2: lists over 100,000 rows answer at p99 ≤ 50 ms at 50
// connections, beside a bare route in the same run): bench:visits and bench:complaints. Each writes
// its rows straight into the database (`seed`), then loads each of its lists as the portal's pages
// ask for them, from wrk, and writes results/<name>.json. On PostgreSQL only.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareFastify } from './bare-fastify.mjs';
import { sessions } from './demo.mjs';
import { resultsDir, root, startServer } from './server.mjs';
import { wrk } from './wrk.mjs';

const connections = 50;
const TARGET_P99_MS = 50;

/**
 * @param {{ name: string, rows: number, seed: (db: import('pg').Client, rows: number) => Promise<void>,
 *   lists: (who: { people: Record<string, string>[], admin: Record<string, string> }) => [string, string, Record<string, string>][] }} bench
 *   `lists`: [label, route, the headers of the person who reads it]; `people` are lib/demo.mjs's sessions.
 */
export async function runListBench({ name, rows, seed, lists }) {
  if (!process.env.DATABASE_URL) throw new Error(`bench:${name} runs on PostgreSQL: set DATABASE_URL`);
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  process.env.SEED_DEMO ??= 'true';
  const server = await startServer();
  const bare = await startBareFastify(Number(new URL(server.url).port) + 100);
  const { Client } = createRequire(path.join(root, 'apps/api/package.json'))('pg');
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
  const runs = {};
  try {
    const seeded = performance.now();
    await seed(db, rows);
    console.log(`${rows} ${name} written in ${Math.round(performance.now() - seeded)} ms`);
    const people = await sessions(server.url); // [acme.kim, acme.master, blue.park, blue.master, …]
    const admin = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: people[0],
      body: JSON.stringify({ loginId: 'admin', password: 'Admin!2345' }),
    }).then(async (r) => ({ ...people[0], authorization: `Bearer ${(await r.json()).accessToken}` }));
    const targets = [['bare', '/healthz', {}, bare.url], ...lists({ people, admin }).map((t) => [...t, server.url])];
    for (const [label, route, headers, base] of targets) {
      const url = (base + route).replace('//localhost:', '//127.0.0.1:');
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`${label}: ${answer.status} ${await answer.text()}`);
      const total = label === 'bare' ? null : (await answer.json()).total;
      wrk(url, { connections, seconds: 2, headers }); // warm-up
      runs[label] = { route, total, ...wrk(url, { connections, seconds: duration, headers }) };
    }
  } finally {
    await db.end();
    await server.stop();
    await bare.stop();
  }
  for (const [label, r] of Object.entries(runs))
    console.log(
      `${label.padEnd(8)} ${r.route.padEnd(44)} ${String(r.requestsPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms` +
        `${r.total === null ? '' : `  (${r.total} rows)`}  non-2xx ${r.non2xx}  errors ${r.errors}` +
        (label === 'bare' ? '' : `  ${r.p99Ms <= TARGET_P99_MS ? 'ok' : 'MISS'}`),
    );
  console.log(`${rows} ${name} · PostgreSQL · ${connections} connections · load average ${loadAverage} at start`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify({ date: new Date().toISOString(), [name]: rows, runs, loadAverage }, null, 2),
  );
  const failed = Object.values(runs).some((r) => r.non2xx || r.errors);
  process.exit(failed ? 1 : 0);
}
