// bench:visits — the visitor lists over 100,000 visits (issue 13, DESIGN.md §9: p99 ≤ 50 ms at 50
// connections, beside a bare route in the same run): the tenant manager's waiting list, a member's
// inquiry list and the desk's list of today, each as the portal's pages ask for them, from wrk. The
// visits are written straight into the database before the load (one INSERT … SELECT over
// generate_series): ACME's and three other tenants' visits over 90 days around today, a third of them
// pending, a fifth registered by the member the inquiry list is read as.
// On PostgreSQL only: DATABASE_URL=postgres://… npm run bench:visits. Writes results/visits.json.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareFastify } from './lib/bare-fastify.mjs';
import { sessions } from './lib/demo.mjs';
import { resultsDir, root, startServer } from './lib/server.mjs';
import { wrk } from './lib/wrk.mjs';

if (!process.env.DATABASE_URL) throw new Error('bench:visits runs on PostgreSQL: set DATABASE_URL');
const VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = 50;
const TARGET_P99_MS = 50;

process.env.SEED_DEMO ??= 'true';
const server = await startServer();
const bare = await startBareFastify(Number(new URL(server.url).port) + 100);
const { Client } = createRequire(path.join(root, 'apps/api/package.json'))('pg');
const db = new Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
const runs = {};
try {
  const seeded = performance.now();
  await seed();
  console.log(`${VISITS} visits written in ${Math.round(performance.now() - seeded)} ms`);
  const people = await sessions(server.url); // [acme.kim, acme.master, blue.park, blue.master, …]
  const admin = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: people[0],
    body: JSON.stringify({ loginId: 'admin', password: 'Admin!2345' }),
  }).then(async (r) => ({ ...people[0], authorization: `Bearer ${(await r.json()).accessToken}` }));
  const targets = [
    ['bare', bare.url, '/healthz', {}],
    ['waiting', server.url, '/api/v1/visits?view=waiting', people[1]],
    ['inquiry', server.url, '/api/v1/visits', people[0]],
    ['today', server.url, `/api/v1/admin/visits?date=${today}`, admin],
  ];
  for (const [name, base, route, headers] of targets) {
    const url = (base + route).replace('//localhost:', '//127.0.0.1:');
    const answer = await fetch(url, { headers });
    if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    const total = name === 'bare' ? null : (await answer.json()).total;
    wrk(url, { connections, seconds: 2, headers }); // warm-up
    runs[name] = { route, total, ...wrk(url, { connections, seconds: duration, headers }) };
  }
} finally {
  await db.end();
  await server.stop();
  await bare.stop();
}
for (const [name, r] of Object.entries(runs))
  console.log(
    `${name.padEnd(8)} ${r.route.padEnd(44)} ${String(r.requestsPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms` +
      `${r.total === null ? '' : `  (${r.total} rows)`}  non-2xx ${r.non2xx}  errors ${r.errors}` +
      (name === 'bare' ? '' : `  ${r.p99Ms <= TARGET_P99_MS ? 'ok' : 'MISS'}`),
  );
console.log(`${VISITS} visits · PostgreSQL · 50 connections · load average ${loadAverage} at start`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  path.join(resultsDir, 'visits.json'),
  JSON.stringify({ date: new Date().toISOString(), visits: VISITS, runs, loadAverage }, null, 2),
);
const failed = Object.values(runs).some((r) => r.non2xx || r.errors);
process.exit(failed ? 1 : 0);

/** 100,000 visits in one statement: tenants, members and days spread, a registration per ten visits. */
async function seed() {
  await db.query(
    `
    with people as (
      select u.id, u.company_id from users u
      where u.company_id is not null and u.status = 'approved' and u.deleted_at is null
    ), kim as (select id, company_id from users where login_id = 'acme.kim'),
    regs as (
      insert into visit_registrations (source, company_id, created_by, person_in_charge, building, floor, created_at, updated_at)
      select case when g % 7 = 0 then 'external' else 'member' end,
             p.company_id, case when g % 7 = 0 then null else p.id end, 'Bench host', 'A', 12, now(), now()
      from generate_series(1, $1::int / 10) g
      cross join lateral (
        select * from (select * from kim where g % 5 = 0 union all
                       select * from people offset (g % (select count(*) from people)) limit 1) c limit 1
      ) p
      returning id, company_id, created_by
    )
    insert into visits (registration_id, company_id, created_by, reference, code, status, visitor_name, visitor_company,
                        email, mobile, qr_lang, date, time, duration_minutes, purpose, visited_person, building,
                        created_at, updated_at)
    select r.id, r.company_id, r.created_by, 'VB-' || r.id || '-' || n, md5(r.id || '-' || n || random()),
           (array['pending','approved','approved','checked_in','cancelled','pending'])[1 + (r.id + n) % 6]::visit_status,
           'Bench visitor ' || r.id || '-' || n, 'Bench Co.', 'bench' || r.id || '-' || n || '@example.com', '', 'ko',
           ($2::date + ((r.id * 7 + n) % 90 - 80)),
           lpad((8 + (r.id + n) % 10)::text, 2, '0') || ':00', 60, 'Bench', 'Bench host', 'A', now(), now()
    from regs r cross join generate_series(1, 10) n`,
    [VISITS, today],
  );
  // As autovacuum would after a day of writes: the counts of the lists read the index alone.
  await db.query('vacuum analyze visits');
  await db.query('vacuum analyze visit_registrations');
}
