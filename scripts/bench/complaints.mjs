// bench:complaints — the VOC complaint lists over 100,000 complaints (DESIGN.md §9, wave 2: p99 ≤ 50 ms
// at 50 connections, beside a bare route in the same run): the building office's queue, the queue of
// one status, and a member's own list, each as the portal's pages ask for them, from wrk. The
// complaints are written straight into the database before the load (one INSERT … SELECT over
// generate_series), spread over the approved members of every tenant and the last 90 days, a fifth of
// them by the member the own list is read as.
// On PostgreSQL only: DATABASE_URL=postgres://… npm run bench:complaints. Writes results/complaints.json.
import { runListBench } from './lib/list-bench.mjs';

await runListBench({
  name: 'complaints',
  rows: Number(process.env.BENCH_COMPLAINTS ?? 100_000),
  seed,
  lists: ({ people, admin }) => [
    ['queue', '/api/v1/admin/voc/complaints', admin],
    ['received', '/api/v1/admin/voc/complaints?status=received', admin],
    ['mine', '/api/v1/voc/complaints', people[0]],
  ],
});

/** 100,000 complaints in one statement: authors (with their companies) and days spread, statuses mixed. */
async function seed(db, rows) {
  await db.query(
    `
    with people as (
      select u.id, u.company_id, row_number() over (order by u.id) - 1 as i from users u
      where u.company_id is not null and u.status = 'approved' and u.deleted_at is null
    ), kim as (select id, company_id from users where login_id = 'acme.kim'),
    n as (select count(*) as c from people)
    insert into complaints (company_id, author_id, floor, type, title, detail, status, response_due_at, resolution_due_at,
                            created_at, updated_at)
    select a.company_id, a.id, 1 + g % 26,
           (array['ventilation','lighting_heating','beautification','architecture','sanitation','elevators','security'])[1 + g % 7],
           'Bench complaint ' || g, 'Bench detail ' || g,
           (array['received','in_progress','answered','resolved','reopened'])[1 + g % 5],
           t + interval '4 hours', t + interval '3 days', t, t
    from generate_series(1, $1::int) g
    cross join lateral (select now() - ((g % (90 * 24)) * interval '1 hour') as t) d
    cross join lateral (
      select id, company_id from kim where g % 5 = 0
      union all select p.id, p.company_id from people p, n where g % 5 <> 0 and p.i = g % n.c
    ) a`,
    [rows],
  );
  // As autovacuum would after a day of writes.
  await db.query('vacuum analyze complaints');
}
