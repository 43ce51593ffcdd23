import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      // An API answer of the size asked for.
      beforeReady: (app) =>
        app.get<{ Querystring: { bytes: string } }>(
          '/api/v1/test-sized/:kind',
          { config: { access: 'public' } },
          async (request) => ({
            text: 'x'.repeat(Number(request.query.bytes) - '{"text":""}'.length),
          }),
        ),
    },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

describe('compressing API answers', () => {
  const sized = (bytes: number) =>
    t.app.inject({ url: `/api/v1/test-sized/json?bytes=${bytes}`, headers: { ...headers, 'accept-encoding': 'br, gzip' } });

  it('sends an answer under the threshold as it is', async () => {
    const res = await sized(COMPRESSION_THRESHOLD_BYTES - 1);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(COMPRESSION_THRESHOLD_BYTES - 1);
  });

  it('compresses an answer over it with brotli, or gzip when that is all the client takes', async () => {
    const res = await sized(COMPRESSION_THRESHOLD_BYTES + 500);
    expect([res.headers['content-encoding'], res.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).text).toHaveLength(COMPRESSION_THRESHOLD_BYTES + 489);
    const gzip = await t.app.inject({
      url: `/api/v1/test-sized/json?bytes=${COMPRESSION_THRESHOLD_BYTES + 500}`,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('compresses nothing outside the API, whatever its size', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the log', () => {
  it('writes one line at info for a request: method, route pattern, status, time and request id', async () => {
    const res = await t.app.inject({
      url: '/api/v1/test-sized/json?bytes=100',
      headers: { ...headers, 'x-request-id': 'req-one-line-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'req-one-line-1',
        method: 'GET',
        route: '/api/v1/test-sized/:kind',
        status: 200,
        ms: expect.any(Number),
        msg: 'request',
      }),
    ]);
    // The address is not written at info: an address can hold a token.
    expect(JSON.stringify(lines)).not.toContain('bytes=100');
  });

  it('writes one line for a refused request too, with its status', async () => {
    await t.app.inject({ url: '/api/v1/test-sized/json?bytes=100', headers: { 'x-request-id': 'req-no-key-1' } });
    expect(lines.map((l) => [l.reqId, l.status, l.msg])).toEqual([['req-no-key-1', 401, 'request']]);
  });
});
