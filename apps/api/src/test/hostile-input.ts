import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAs } from './auth-helpers';
import { createTestApp, headers, type TestApp } from './test-app';
import type { RouteEntry } from '../plugins/route-table';

/**
 * Every route of the server's own route table (not a hand-kept list), every parameter, hostile
 * values, as anonymous, member and building manager: never a 5xx, always the API's error shape,
 * and no audited record written without its audit entry.
 */

let t: TestApp;

/** Hostile requests come from their own address, so that logins (from 127.0.0.1) are never paused by them. */
const FUZZ_ADDRESS = '198.51.100.7';
const MB = 1024 * 1024;

/** Values for path and query parameters, as they would be written in a URL. */
const URL_VALUES = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '-0',
  '0',
  '2147483648',
  '99999999999999999999999',
  '0x25',
  '1e3',
  '%201',
  'NaN',
  '1e309',
  'Infinity',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20or%201%3D1--",
  'x'.repeat(300),
];

/** Values for one field of a JSON body. */
const FIELD_VALUES: unknown[] = [
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  -1,
  0,
  2147483648,
  -2147483649,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '0x25',
  'NaN',
  '1e309',
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  'x'.repeat(10_000),
  [1, 2],
  { a: 1 },
  null,
  true,
  '',
];

/** Whole bodies, written as raw text: deep nesting, NaN, 1 MB strings, wrong top-level types, prototype keys. */
function rawBodies(base: Record<string, unknown>): string[] {
  return [
    '['.repeat(10_000) + ']'.repeat(10_000),
    '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
    `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''}"n":NaN}`,
    JSON.stringify({ ...base, unknownField: 'x', __proto__: { admin: true } }),
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    JSON.stringify({ ...base, big: 'x'.repeat(MB) }),
    JSON.stringify([base]),
    '"just a string"',
    '12',
    'null',
    '{"unterminated":',
  ];
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
};

const PATTERN_CANDIDATES = ['2026-12-01', '2026-12', '12:00', 'abcdefghjkmnpqrs', 'fuzz.user1', '01012345678', '1', 'a'];

/** A plausible value for a JSON schema, so that a hostile value in one field meets valid ones elsewhere. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (branch) return sample(branch);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T03:00:00.000Z';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        return PATTERN_CANDIDATES.find((c) => re.test(c)) ?? 'a';
      }
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'a';
  }
}

/** Values tried where the schema's own verdict refuses a sampled one (formats a JSON schema cannot say). */
const REPAIRS: unknown[] = [
  'fuzz@example.com',
  '010-1234-5678',
  '2026-12-01',
  '14:00',
  '/about',
  'Fuzz!2345abcd',
  'fuzz.user1',
  3,
  12,
  60, // a visit's duration of stay (one of its choices)
  [3],
  true,
];

function setAt(target: unknown, path: PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<PropertyKey, unknown>;
  copy[head as PropertyKey] = setAt(copy[head as PropertyKey], rest, value);
  return copy;
}

/** A sample the schema accepts, where it can be found: each refused field is given the first repair the schema takes. */
export function validSample(schema: unknown): unknown {
  let value = sample(jsonSchemaOf(schema));
  if (!(schema instanceof z.ZodType)) return value;
  for (let round = 0; round < 4; round++) {
    const result = schema.safeParse(value);
    if (result.success) break;
    for (const path of new Set(result.error.issues.map((i) => JSON.stringify(i.path)))) {
      const at = JSON.parse(path) as PropertyKey[];
      const still = (v: unknown) => schema.safeParse(v).error?.issues.some((i) => JSON.stringify(i.path) === path) ?? false;
      const fixed = REPAIRS.map((r) => setAt(value, at, r)).find((v) => !still(v));
      if (fixed !== undefined) value = fixed;
    }
  }
  return value;
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Path parameters that point nowhere (a valid id that does not exist), so that fuzzing another part changes nothing real. */
function basePathParams(route: RouteEntry): Record<string, string> {
  const base = validSample(route.schema?.params) as Record<string, unknown> | undefined;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name) => {
      const value = base?.[name];
      return [name, name === 'id' ? '2147483647' : typeof value === 'string' ? value : String(value ?? '1')];
    }),
  );
}

function urlOf(route: RouteEntry, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** Every hostile request for one route. */
function hostileRequests(route: RouteEntry): InjectOptions[] {
  const params = basePathParams(route);
  const query = route.schema?.querystring ? validSample(route.schema.querystring) : {};
  const queryBase = Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, encode(v)]));
  const bodyBase = (route.schema?.body ? validSample(route.schema.body) : {}) as Record<string, unknown>;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const method = route.method as InjectOptions['method'];
  const json = { 'content-type': 'application/json' };
  const requests: InjectOptions[] = [];
  const send = (p: Record<string, string>, q: Record<string, string>, body?: string) =>
    requests.push({ method, url: urlOf(route, p, q), ...(hasBody ? { payload: body ?? JSON.stringify(bodyBase) } : {}) });

  for (const name of Object.keys(params)) for (const value of URL_VALUES) send({ ...params, [name]: value }, queryBase);
  for (const key of new Set([...Object.keys(queryBase), 'unknownParam']))
    for (const value of URL_VALUES) send(params, { ...queryBase, [key]: value });
  send(params, { ...queryBase, page: 'x'.repeat(10_000) });
  if (hasBody) {
    for (const key of Object.keys(bodyBase))
      for (const value of FIELD_VALUES) send(params, queryBase, JSON.stringify({ ...bodyBase, [key]: value }));
    for (const raw of rawBodies(bodyBase)) send(params, queryBase, raw);
  }
  return requests.map((r) => (hasBody ? { ...r, headers: json } : r));
}

/** Tables whose every change is audited. */
const AUDITED_TABLES = [
  'companies',
  'users',
  'holidays',
  'resources',
  'resource_blackouts',
  'visit_registrations',
  'visits',
  'company_visit_settings',
  'pt_trainers',
  'pt_availability',
  'golf_pro_hours',
  'pt_packages',
  'pt_session_details',
  'membership_suspensions',
  'membership_transfers',
  'nap_passes',
  'seats',
  'restrictions',
  'no_show_settings',
  'faq_items',
  'lease_inquiries',
  'lease_inquiry_history',
  'lease_withdrawals',
  'retail_tenants',
  'content_items',
  'events',
  'event_applications',
];

/**
 * Marks, at each commit, every audited table written by a transaction that wrote no audit entry: an
 * entry sets a transaction-local flag, and a deferred trigger on each audited table reads it when the
 * transaction commits. A rolled-back request leaves nothing. Asking once per route instead of
 * counting the tables before and after each request is what keeps thousands of hostile writes quick
 * (the counts cost two thirds of the run), and it is stricter: a write whose audit entry is committed
 * apart from it is caught too.
 */
async function markUnauditedWrites(): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`create table fuzz_unaudited (tbl text not null, op text not null)`);
  await db.execute(
    sql.raw(`create function fuzz_audited() returns trigger language plpgsql as $$
      begin perform set_config('fuzz.audited', 'yes', true); return null; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fuzz_audited after insert on audit_log for each statement execute function fuzz_audited()`),
  );
  await db.execute(
    sql.raw(`create function fuzz_unaudited() returns trigger language plpgsql as $$
      begin
        if coalesce(current_setting('fuzz.audited', true), '') <> 'yes' then
          insert into fuzz_unaudited values (TG_TABLE_NAME, TG_OP);
        end if;
        return null;
      end $$`),
  );
  for (const table of AUDITED_TABLES) {
    await db.execute(
      sql`create constraint trigger fuzz_unaudited after insert or update or delete on ${sql.identifier(table)}
        deferrable initially deferred for each row execute function fuzz_unaudited()`,
    );
  }
}

/** The unaudited writes committed since the last call ("table op"), forgotten once read. */
async function takeUnauditedWrites(): Promise<string[]> {
  const result = await t.database.db.execute(sql`delete from fuzz_unaudited returning tbl, op`);
  const rows = (result as unknown as { rows: { tbl: string; op: string }[] }).rows;
  return [...new Set(rows.map((r) => `${r.tbl} ${r.op}`))];
}

export type Role = 'anonymous' | 'member' | 'building manager';
const LOGINS: Record<Exclude<Role, 'anonymous'>, string> = { member: 'acme.kim', 'building manager': 'admin' };

async function sessionHeaders(role: Role, current?: Record<string, string>): Promise<Record<string, string>> {
  if (role === 'anonymous') return headers;
  if (current) {
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: current });
    if (me.statusCode === 200) return current;
  }
  return loginAs(t.app, LOGINS[role]);
}

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/v') && !r.url.includes('*'));

/**
 * The suite for one role, in a test file of its own: the three roles run side by side on the two
 * workers instead of one after the other (each sends thousands of requests).
 */
export function hostileInputSuite(role: Role): void {
  beforeAll(async () => {
    t = await createTestApp();
    await markUnauditedWrites();
  });
  afterAll(() => t.close());

  describe(`hostile input on every route of the route table, as ${role}`, () => {
    it.runIf(role === 'anonymous')(
      'covers the API: every /api route is in the table, and most bodies reach past validation',
      () => {
        const routes = apiRoutes();
        expect(routes.length).toBeGreaterThan(70);
        const bodies = routes.filter((r) => r.schema?.body instanceof z.ZodType);
        const valid = bodies.filter((r) => (r.schema!.body as z.ZodType).safeParse(validSample(r.schema!.body)).success);
        expect(valid.length / bodies.length).toBeGreaterThan(0.8);
      },
    );

    it(`answers ${role} with a 4xx in the API's shape, never a 5xx, and writes nothing unaudited`, async () => {
      let session = await sessionHeaders(role);
      await takeUnauditedWrites();
      const failures: string[] = [];
      for (const route of apiRoutes()) {
        for (const request of hostileRequests(route)) {
          const res = await t.app.inject({
            ...request,
            remoteAddress: FUZZ_ADDRESS,
            headers: { ...session, 'x-language': 'en', ...(request.headers as Record<string, string> | undefined) },
          });
          const label = `${request.method} ${String(request.url).slice(0, 120)} (${String(request.payload ?? '').slice(0, 60)})`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            const body = res.json() as { code?: unknown; message?: unknown };
            if (typeof body.code !== 'string' || typeof body.message !== 'string' || /[가-힣]/.test(body.message))
              failures.push(`shape ${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
          }
        }
        for (const write of await takeUnauditedWrites())
          failures.push(`unaudited write (${write}) by ${route.method} ${route.url}`);
        session = await sessionHeaders(role, session);
        await takeUnauditedWrites(); // a new session's own login stamps the account: the test's write, not a hostile one
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
