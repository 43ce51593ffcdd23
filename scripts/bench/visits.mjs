// bench:visits — the visitor lists over 100,000 visits (issue 13, DESIGN.md §9: p99 ≤ 50 ms at 50
// connections, beside a bare route in the same run): the tenant manager's waiting list, a member's
// inquiry list and the desk's list of today, each as the portal's pages ask for them, from wrk. The
// visits are written straight into the database before the load (one INSERT … SELECT over
// generate_series): ACME's and three other tenants' visits over 90 days around today, a third of them
// pending, a fifth registered by the member the inquiry list is read as.
// On PostgreSQL only: DATABASE_URL=postgres://… npm run bench:visits. Writes results/visits.json.
import { runListBench } from './lib/list-bench.mjs';

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });

await runListBench({
  name: 'visits',
  rows: Number(process.env.BENCH_VISITS ?? 100_000),
  seed,
  lists: ({ people, admin }) => [
    ['waiting', '/api/v1/visits?view=waiting', people[1]],
    ['inquiry', '/api/v1/visits', people[0]],
    ['today', `/api/v1/admin/visits?date=${today}`, admin],
  ],
});

/** 100,000 visits in one statement: tenants, members and days spread, a registration per ten visits. */
async function seed(db, rows) {
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
    [rows, today],
  );
  // As autovacuum would after a day of writes: the counts of the lists read the index alone.
  await db.query('vacuum analyze visits');
  await db.query('vacuum analyze visit_registrations');
}
