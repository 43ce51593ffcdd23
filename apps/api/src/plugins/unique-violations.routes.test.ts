import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { validSample } from '../test/hostile-input';
import { createTestApp, headers, type TestApp } from '../test/test-app';

/**
 * Every write of every route of the server's own table (not a hand-kept list), as each kind of
 * caller, meets a unique violation at its first insert, as a request that loses a race to save the
 * same value would (two golf pros created together): the answer is a 409 in the API's shape, never
 * a 500. Each table refuses every insert with PostgreSQL's own error, raised by a trigger.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows the request plumbing itself writes (a login's session), so that callers stay signed in. */
const PLUMBING = new Set(['sessions']);

async function everyInsertCollides(): Promise<void> {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create function fuzz_taken() returns trigger language plpgsql as $$
      begin raise exception 'value taken by a concurrent request' using errcode = 'unique_violation'; end $$`),
  );
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  for (const { tablename } of tables.rows) {
    if (PLUMBING.has(tablename)) continue;
    await db.execute(
      sql`create trigger fuzz_taken before insert on ${sql.identifier(tablename)} for each row execute function fuzz_taken()`,
    );
  }
}

const CALLERS = ['anonymous', 'acme.kim', 'acme.master', 'admin'] as const;

describe('a unique value taken by a concurrent request', () => {
  it('is answered 409 in the API shape by every write route, never 500', async () => {
    const as: Record<string, Record<string, string>> = { anonymous: headers };
    for (const caller of CALLERS) if (caller !== 'anonymous') as[caller] = await loginAs(t.app, caller);
    await everyInsertCollides();
    const failures: string[] = [];
    const duplicates = new Set<string>();
    const writes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v') && r.method !== 'GET' && !r.url.includes('*'));
    for (const caller of CALLERS) {
      for (const route of writes) {
        const params = (validSample(route.schema?.params) ?? {}) as Record<string, unknown>;
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(typeof params[name] === 'string' ? (params[name] as string) : '1'),
        );
        const query = validSample(route.schema?.querystring) as Record<string, unknown> | undefined;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          query: Object.fromEntries(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])),
          headers: { ...as[caller], 'x-language': 'en' },
          remoteAddress: '198.51.100.9',
          ...(route.method === 'DELETE' ? {} : { payload: (validSample(route.schema?.body) ?? {}) as object }),
        });
        const label = `${caller} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(label);
        else if (res.statusCode >= 400 && typeof (res.json() as { code?: unknown }).code !== 'string') failures.push(label);
        if (res.statusCode === 409 && (res.json() as { code: string }).code === 'DUPLICATE') duplicates.add(route.url);
      }
    }
    expect(failures).toEqual([]);
    // The sampled requests reach the insert of many routes, not only their validation.
    expect(duplicates.size).toBeGreaterThan(30);
  }, 300_000);
});
