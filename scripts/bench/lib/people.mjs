// Approved members of ACME with a session each, written straight into the database (logging a
// thousand people in would time the password hash, not what a bench or a drill measures). They
// share acme.kim's password, gender and floor; `prefix` keeps one run's people apart from another's.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HEADERS } from './demo.mjs';
import { root } from './server.mjs';

/** `count` members named `<prefix>0001`…: their ids, login IDs and request headers (API key + bearer token). */
export async function membersWithSessions(databaseUrl, count, prefix, headers = HEADERS) {
  const { Client } = createRequire(path.join(root, 'apps/api/package.json'))('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (login_id, password_hash, name, email, mobile, gender, role, status, company_id, floor)
       select $2 || lpad(g::text, 4, '0'), k.password_hash, 'Bench ' || g, $2 || g || '@bench.example',
              '+8210555' || lpad(g::text, 5, '0'), k.gender, 'member', 'approved', k.company_id, k.floor
       from generate_series(1, $1::int) g, (select * from users where login_id = 'acme.kim') k
       where not exists (select 1 from users u where u.login_id = $2 || lpad(g::text, 4, '0'))`,
      [count, prefix],
    );
    const { rows } = await db.query(`select id, login_id from users where login_id like $2 || '%' order by login_id limit $1`, [
      count,
      prefix,
    ]);
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select h, u, now() + interval '12 hours' from unnest($1::text[], $2::int[]) as s(h, u)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), rows.map((r) => r.id)],
    );
    return rows.map((r, i) => ({ id: r.id, loginId: r.login_id, headers: { ...headers, authorization: `Bearer ${tokens[i]}` } }));
  } finally {
    await db.end();
  }
}
