import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, type TestApp } from '../test/test-app';
import { API_SECURITY_HEADERS } from './security';
import { MAX_HELD_BYTES } from './static-answers';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'tea-web-'));

beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>T.E.A.</title><div id="root"></div>');
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(web, 'prerendered'));
  writeFileSync(path.join(web, 'prerendered', 'home.ko.html'), '<html lang="ko"><h1>홈</h1></html>');
  writeFileSync(path.join(web, 'prerendered', 'home.en.html'), '<html lang="en"><h1>Home</h1></html>');
  writeFileSync(path.join(web, 'prerendered', 'login.ko.html'), '<html lang="ko"><h1>로그인</h1></html>');
  writeFileSync(path.join(web, 'prerendered', 'login.en.html'), '<html lang="en"><h1>Log in</h1></html>');
  writeFileSync(path.join(web, 'prerendered', 'notice.ko.html'), '<html lang="ko"><h1>공지사항</h1></html>');
  writeFileSync(path.join(web, 'prerendered', 'notice.en.html'), '<html lang="en"><h1>Notices</h1></html>');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(web, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(4000)}</svg>`);
  // Read from disk per request: a video, and a text file over what is held in memory.
  mkdirSync(path.join(web, 'media'));
  writeFileSync(path.join(web, 'media', 'hero.mp4'), Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)));
  writeFileSync(path.join(web, 'assets', 'big-abc123.json'), JSON.stringify({ text: 'x'.repeat(MAX_HELD_BYTES) }));
  // What the build writes beside each page and script (apps/web/scripts/precompress.mjs); not beside the icon.
  for (const file of ['index.html', 'prerendered/home.ko.html', 'assets/index-abc123.js']) {
    const data = readFileSync(path.join(web, file));
    writeFileSync(path.join(web, `${file}.br`), brotliCompressSync(data));
    writeFileSync(path.join(web, `${file}.gz`), gzipSync(data));
  }
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz when the database is up', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('refuses text with a NUL character in a body or query with 400 naming the field, never a database error', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...headers, 'x-language': 'en' },
      payload: { loginId: 'acme\u0000kim', password: 'Member!2345' },
    });
    expect([body.statusCode, body.json()]).toEqual([
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Invalid Input. Please check entered information.',
        fields: { loginId: 'Please enter a valid value.' },
      },
    ]);
    const query = await t.app.inject({ url: '/api/v1/accounts/login-id-available?loginId=ab%00cd', headers });
    expect([query.statusCode, Object.keys(query.json().fields)]).toEqual([400, ['loginId']]);
  });
});

describe('API key and language', () => {
  it('refuses an API call without the key with 401 INVALID_API_KEY in Korean by default', async () => {
    const res = await t.app.inject('/api/v1/building/contacts');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_API_KEY', message: 'API 키가 올바르지 않습니다.' });
  });

  it('refuses a wrong key and answers in English when x-language is en', async () => {
    const res = await t.app.inject({
      url: '/api/v1/building/contacts',
      headers: { 'x-api-key': 'wrong-key-000', 'x-language': 'EN' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The API key is missing or invalid.');
  });

  it('does not ask for the key on health checks or the web app', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    expect((await t.app.inject('/about')).statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing', headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers invalid input with 400 and a translated message per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: { ...headers, 'x-language': 'en' },
      payload: {
        events: [
          { type: 'page_view', path: 'no-slash', at: 'yesterday' },
          { type: 'view', path: '/' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Invalid Input. Please check entered information.');
    expect(body.fields).toEqual({
      'events.0.path': 'Please enter a valid value.',
      'events.0.at': 'Please enter a valid value.',
      'events.1.type': 'Please enter a valid value.',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/events',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body labelled compressed with 415 without inflating it (a gzip bomb goes no further), and reads a plain one', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, ' ')); // 50 MB of spaces, about 50 KB sent
    const login = (encoding: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...headers, 'x-language': 'en', 'content-type': 'application/json', 'content-encoding': encoding },
        payload,
      });
    const plain = JSON.stringify({ loginId: 'acme.kim', password: 'Member!2345' });
    for (const [encoding, payload] of [
      ['gzip', bomb],
      ['deflate, gzip', plain],
      ['br', plain],
    ] as const) {
      const res = await login(encoding, payload);
      expect([encoding, res.statusCode, res.json().code]).toEqual([encoding, 415, 'ENCODING_NOT_SUPPORTED']);
    }
    expect((await login('identity', plain)).statusCode).toBe(200);
  });
});

describe('serving the web app', () => {
  it('falls back to index.html for any app path, revalidated', async () => {
    const res = await t.app.inject('/tenant-service/amenities/conference-room-mob');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('sends the prerendered home page in the language of the selectedLang cookie, Korean by default', async () => {
    expect((await t.app.inject('/')).body).toContain('<h1>홈</h1>');
    const en = await t.app.inject({ url: '/', headers: { cookie: 'a=1; selectedLang=en' } });
    expect(en.body).toContain('<h1>Home</h1>');
    expect(en.headers.vary).toContain('cookie');
    expect((await t.app.inject({ url: '/', headers: { cookie: 'selectedLang=fr' } })).body).toContain('<h1>홈</h1>');
  });

  it('sends the prerendered login page whatever its query, and the app shell for other pages', async () => {
    const login = await t.app.inject({ url: '/login?next=%2Fmy-page', headers: { cookie: 'selectedLang=en' } });
    expect(login.body).toContain('<h1>Log in</h1>');
    expect((await t.app.inject('/signup')).body).toContain('<div id="root"></div>');
  });

  it('sends a page that renders from its query prerendered for its bare address only', async () => {
    expect((await t.app.inject('/notice')).body).toContain('<h1>공지사항</h1>');
    // A search or a page number would not match the painted list: the app renders it.
    for (const url of ['/notice?q=%EC%A3%BC%EC%B0%A8', '/notice?page=2'])
      expect((await t.app.inject(url)).body, url).toContain('<div id="root"></div>');
  });

  it('sends a hashed asset as the build compressed it, by Accept-Encoding, with a year-long immutable cache', async () => {
    const file = path.join(web, 'assets/index-abc123.js');
    for (const [accepted, encoding, bytes] of [
      ['gzip, deflate, br, zstd', 'br', readFileSync(`${file}.br`)],
      ['gzip', 'gzip', readFileSync(`${file}.gz`)],
      ['identity', undefined, readFileSync(file)],
    ] as const) {
      const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': accepted } });
      expect([res.statusCode, res.headers['content-encoding'], res.headers.vary], accepted).toEqual([
        200,
        encoding,
        'accept-encoding',
      ]);
      expect(res.rawPayload.equals(bytes), accepted).toBe(true);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the prerendered pages and the app shell as the build compressed them, revalidated', async () => {
    const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect([home.headers['content-encoding'], home.headers.vary, home.headers['cache-control']]).toEqual([
      'br',
      'cookie, accept-encoding',
      'no-cache',
    ]);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.rawPayload.equals(readFileSync(path.join(web, 'prerendered/home.ko.html.br')))).toBe(true);
    const shell = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect([shell.headers['content-encoding'], shell.headers['cache-control']]).toEqual(['gzip', 'no-cache']);
    expect(shell.rawPayload.equals(readFileSync(path.join(web, 'index.html.gz')))).toBe(true);
  });

  it('answers each file and page from memory with the very bytes of the file the build wrote', async () => {
    for (const [url, file] of [
      ['/assets/index-abc123.js', 'assets/index-abc123.js'],
      ['/', 'prerendered/home.ko.html'],
      ['/about', 'index.html'],
      ['/prerendered/home.ko.html', 'prerendered/home.ko.html'],
    ] as const) {
      for (const [accepted, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
        ['identity', ''],
      ] as const) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
        expect(res.rawPayload.equals(readFileSync(path.join(web, file + suffix))), `${url} ${accepted}`).toBe(true);
        expect(res.headers['content-length'], `${url} ${accepted}`).toBe(String(res.rawPayload.length));
      }
    }
  });

  it('gives each encoding of a file a strong ETag and answers a copy the client has with 304', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    expect(new Date(String(br.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    for (const ifNoneMatch of [br.headers.etag, `"other", W/${br.headers.etag}`, '*']) {
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(ifNoneMatch) } });
      expect([again.statusCode, again.rawPayload.length, again.headers.etag, again.headers.vary], ifNoneMatch).toEqual([
        304,
        0,
        br.headers.etag,
        'accept-encoding',
      ]);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The brotli copy's tag does not stand for the gzip copy.
    const other = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) } });
    expect([other.statusCode, other.headers['content-encoding']]).toEqual([200, 'gzip']);
    // Without a tag, the date: unchanged since then is 304, changed since is the file.
    const since = (date: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-modified-since': date } });
    expect((await since(String(br.headers['last-modified']))).statusCode).toBe(304);
    expect((await since(new Date(0).toUTCString())).statusCode).toBe(200);
  });

  it('answers a page by the language cookie with 304 only for the copy of that language', async () => {
    const ko = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const same = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(ko.headers.etag) } });
    expect([same.statusCode, same.headers.vary, same.headers['cache-control']]).toEqual([
      304,
      'cookie, accept-encoding',
      'no-cache',
    ]);
    const en = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(ko.headers.etag), cookie: 'selectedLang=en' },
    });
    expect([en.statusCode, en.body]).toEqual([200, expect.stringContaining('<h1>Home</h1>')]);
  });

  it('reads a video and a text file too large to hold from disk, ranges included', async () => {
    const video = await t.app.inject({ url: '/media/hero.mp4', headers: { range: 'bytes=10-19' } });
    expect([video.statusCode, video.headers['content-range'], [...video.rawPayload]]).toEqual([
      206,
      'bytes 10-19/1000',
      [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    ]);
    const big = await t.app.inject('/assets/big-abc123.json');
    expect([big.statusCode, big.headers['cache-control'], big.rawPayload.length]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      MAX_HELD_BYTES + '{"text":""}'.length,
    ]);
  });

  it('compresses no file per request: one the build left as it is goes out as it is', async () => {
    const res = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, undefined]);
    expect(res.body).toContain('<svg');
  });

  it('has no address for a compressed copy itself', async () => {
    expect((await t.app.inject('/assets/index-abc123.js.br')).statusCode).toBe(404);
  });

  it('answers a missing file with 404 instead of the app', async () => {
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('sends security headers with a Content-Security-Policy that allows only our origin', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends API answers the REST set of security headers (OWASP), and none of the page-only ones', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/me', headers });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-xss-protection']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    // So do the balancer's probes, JSON as well.
    const probe = await t.app.inject('/healthz');
    expect([probe.headers['content-security-policy'], probe.headers['cache-control']]).toEqual([
      "default-src 'none'; frame-ancestors 'none'",
      'no-store',
    ]);
    expect(probe.headers['origin-agent-cluster']).toBeUndefined();
    // A page keeps the full set, with the policy the app needs.
    const page = await t.app.inject('/about');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the same security headers on API answers, refusals and unknown paths', async () => {
    const answers = await Promise.all([
      t.app.inject('/healthz'),
      t.app.inject('/api/v1/auth/me'), // no API key: refused before any route runs
      t.app.inject({ url: '/api/v1/nowhere', headers }),
      t.app.inject({ url: '/api/v1/auth/me', headers }), // no session
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 403]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('gives every response a request id, keeping a sane one sent by a proxy', async () => {
    expect((await t.app.inject('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-req-12345' } });
    expect(res.headers['x-request-id']).toBe('proxy-req-12345');
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/building/contacts', '/api/v1/analytics/events']),
    );
  });
});

describe('caching of API answers', () => {
  it('tells every API answer holding personal data, and every error, not to be stored', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: { loginId: 'acme.kim', password: 'Member!2345' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { ...headers, authorization: `Bearer ${login.json().accessToken as string}` };
    for (const url of ['/api/v1/me/profile', '/api/v1/me/notifications', '/api/v2/me/reservations', '/api/v1/auth/me']) {
      const res = await t.app.inject({ url, headers: auth });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const denied = await t.app.inject({ url: '/api/v1/admin/users', headers: auth });
    expect([denied.statusCode, denied.headers['cache-control']]).toEqual([403, 'no-store']);
    const missing = await t.app.inject({ url: '/api/v1/no-such-thing', headers });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s own caching alone', async () => {
    expect((await t.app.inject('/about')).headers['cache-control']).toBe('no-cache');
  });
});
