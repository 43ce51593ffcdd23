import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema/companies';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, headers, type TestApp } from '../test/test-app';
import { normalisedPath } from './api-key';
import { isDataException } from '../db/pg-errors';
import { MAX_INPUT_DEPTH, unacceptableField } from './errors';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A raw HTTP request over a socket, so that the path reaches the server exactly as written. */
function raw(path: string, extraHeaders = ''): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
    });
  });
}

describe('the API key cannot be skipped by writing the path differently', () => {
  const variants = [
    '/api/%761/building/contacts',
    '/api/%2576%31/building/contacts',
    '/%61pi/v1/building/contacts',
    '//api/v1/building/contacts',
    '/api//v1/building/contacts',
    '/api/v1//building/contacts',
    '/x/../api/v1/building/contacts',
    '/api/./v1/building/contacts',
    '/API/V1/building/contacts',
    '/Api/v1/building/contacts',
    '/api/v2/../v1/building/contacts',
  ];
  it.each(variants)('refuses %s without the key, never answering its data', async (path) => {
    const res = await raw(path);
    expect(res.body).not.toContain('service-center');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(res.body)).toHaveProperty('code');
  });

  it('still answers the plain path with the key', async () => {
    const res = await raw('/api/v1/building/contacts', `x-api-key: ${headers['x-api-key']}\r\n`);
    expect([res.status, res.body.includes('service-center')]).toEqual([200, true]);
  });

  it('reads a path the way a router might', () => {
    expect(normalisedPath('/api/%761/x?y=1')).toBe('/api/v1/x');
    expect(normalisedPath('/API//V1/./a/../x')).toBe('/api/v1/x');
    expect(normalisedPath('/api/%25%37%36%31/x')).toBe('/api/v1/x');
    expect(normalisedPath('/%E0%A4%A')).toBe('/%e0%a4%a');
  });
});

describe('limits of a request, answered in the API shape', () => {
  it('answers headers too large with 431 HEADERS_TOO_LARGE, not Fastify’s own body', async () => {
    const res = await raw('/api/v1/building/contacts', `x-big: ${'a'.repeat(20_000)}\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('헤더') });
  });

  it('answers a path parameter past the router’s limit with 414 URI_TOO_LONG in the request’s language', async () => {
    const res = await t.app.inject({
      url: `/api/v2/reservations/${'1'.repeat(200)}`,
      headers: { ...headers, 'x-language': 'en' },
    });
    expect([res.statusCode, res.json()]).toEqual([414, { code: 'URI_TOO_LONG', message: 'The address is too long.' }]);
  });

  it('answers a malformed percent-encoding with 400 VALIDATION_FAILED, with the headers of every API answer', async () => {
    const res = await raw(`/api/v2/reservations/%E0%A4%A`, `x-api-key: ${headers['x-api-key']}\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).code).toBe('VALIDATION_FAILED');
    expect(res.head).toContain('\r\ncache-control: no-store\r\n');
    expect(res.head).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(res.head).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/);
  });

  it('refuses a body nested past the depth limit with 400, however deep (no stack overflow)', async () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 8_000, 20_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...headers, 'content-type': 'application/json', 'x-language': 'en' },
        payload: '{"loginId":'.repeat(depth) + '"a"' + '}'.repeat(depth),
      });
      expect([depth, res.statusCode, res.json().code]).toEqual([depth, 400, 'VALIDATION_FAILED']);
    }
  });

  it('refuses a body over the size limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...headers, 'x-language': 'en' },
      payload: { loginId: 'x'.repeat(1024 * 1024), password: 'a' },
    });
    expect([res.statusCode, res.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('finds unstorable text and deep nesting without recursion', () => {
    expect(unacceptableField({ a: { b: 'ok', c: ['x', 'y\u0000'] } })).toBe('a.c.1');
    expect(unacceptableField({ name: 'a\ud800' })).toBe('name');
    expect(unacceptableField({ name: '\udc00b' })).toBe('name');
    expect(unacceptableField({ name: '가나 😀' })).toBeNull();
    expect(unacceptableField({ ['k\u0000']: 1 })).toBe('');
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unacceptableField(deep)).not.toBeNull();
  });
});

describe('ids parse strictly', () => {
  it.each(['0x25', '1e3', '%201', '-0', '-1', '0', '2147483648', '1.0', '01', '+1'])(
    'answers the id %s with 400, never coercing it',
    async (id) => {
      const member = await loginAs(t.app, 'acme.kim');
      const res = await t.app.inject({ url: `/api/v2/reservations/${id}`, headers: { ...member, 'x-language': 'en' } });
      expect([res.statusCode, res.json().code, Object.keys(res.json().fields ?? {})]).toEqual([400, 'VALIDATION_FAILED', ['id']]);
    },
  );

  it('answers the largest id a column holds with 404, the id being valid', async () => {
    const member = await loginAs(t.app, 'acme.kim');
    const res = await t.app.inject({ url: '/api/v2/reservations/2147483647', headers: member });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('text the database cannot hold', () => {
  it('refuses a lone surrogate in a new company with 400 naming the field, writing no row', async () => {
    const admin = await loginAs(t.app, 'admin');
    const before = (await t.database.db.select({ n: count() }).from(companies))[0]!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/companies',
      headers: { ...admin, 'content-type': 'application/json', 'x-language': 'en' },
      payload: `{"code":"surrogate-co","nameKo":"\\ud800","nameEn":"S","kind":"office","tower":"A","floors":[3],"splitFloor":false}`,
    });
    expect([res.statusCode, res.json().code, Object.keys(res.json().fields)]).toEqual([400, 'VALIDATION_FAILED', ['nameKo']]);
    expect((await t.database.db.select({ n: count() }).from(companies))[0]!.n).toBe(before);
    expect(await t.database.db.select().from(companies).where(eq(companies.code, 'surrogate-co'))).toEqual([]);
  });

  it('answers a date PostgreSQL refuses (year 0) with 400, not 500', async () => {
    const res = await t.app.inject({
      url: '/api/v2/amenities/conference-rooms/availability?date=0000-01-01',
      headers: await loginAs(t.app, 'acme.kim'),
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('recognises a data exception wrapped by the driver', () => {
    const pgError = Object.assign(new Error('date/time field value out of range'), { code: '22008' });
    expect(isDataException(new Error('Failed query', { cause: pgError }))).toBe(true);
    expect(isDataException(new Error('outer', { cause: new Error('inner', { cause: pgError }) }))).toBe(true);
    expect(isDataException(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});

describe('the server’s own HTTP client sees the same shape', () => {
  it('answers a request line over the header limit with 431 in the API shape', async () => {
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/v1/building/contacts?q=${'a'.repeat(70_000)}` }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      req.on('error', () => resolve(-1));
      req.end();
    });
    expect(status).toBe(431);
  });
});
