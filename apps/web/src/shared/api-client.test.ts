import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import errorsEn from '../../../../packages/i18n/locales/en/errors.json';
import errorsKo from '../../../../packages/i18n/locales/ko/errors.json';
import { api, ApiError, apiHeaders, setApiHandlers } from './api-client';
import { storage } from './storage';

// The client says what went wrong through the app's one i18next, as the shell sets it up.
beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
  i18next.addResourceBundle('en', 'errors', errorsEn, true, true);
  i18next.addResourceBundle('ko', 'errors', errorsKo, true, true);
  await i18next.changeLanguage('en');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('API client', () => {
  it('sends the API key, the stored language lower-cased and the bearer token', () => {
    storage.set('selectedLang', 'EN');
    storage.set('accessToken', 'tok');
    expect(apiHeaders()).toMatchObject({ 'x-api-key': 'tea-dev-api-key', 'x-language': 'en', Authorization: 'Bearer tok' });
    storage.remove('accessToken');
    expect(apiHeaders()).not.toHaveProperty('Authorization');
  });

  it('on 403 SESSION_EXPIRED runs the session flow and retries the request once', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(403, { code: 'SESSION_EXPIRED', message: 'x' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    const onSessionExpired = vi.fn(() => storage.clearAll());
    setApiHandlers({ onSessionExpired, onAccessDenied: vi.fn() });
    storage.set('accessToken', 'old');
    await expect(api('/thing')).resolves.toEqual({ ok: true });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![1].headers).not.toHaveProperty('Authorization');
  });

  it('on 403 ACCESS_DENIED shows access denied, keeps the session and passes the error on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(403, { code: 'ACCESS_DENIED', message: 'no' })));
    const onAccessDenied = vi.fn();
    setApiHandlers({ onSessionExpired: vi.fn(), onAccessDenied });
    storage.set('accessToken', 'tok');
    await expect(api('/thing')).rejects.toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
    expect(onAccessDenied).toHaveBeenCalledOnce();
    expect(storage.get('accessToken')).toBe('tok');
  });

  it('sends a FormData as it is, leaving its multipart content type to the browser, with the usual headers', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, { id: 'x' }));
    vi.stubGlobal('fetch', fetch);
    storage.set('accessToken', 'tok');
    const body = new FormData();
    body.append('file', new Blob(['abc']), 'a.png');
    await expect(api('/uploads/complaint-image', { method: 'POST', body })).resolves.toEqual({ id: 'x' });
    const init = fetch.mock.calls[0]![1] as RequestInit & { headers: Record<string, string> };
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.headers).toMatchObject({ 'x-api-key': 'tea-dev-api-key', Authorization: 'Bearer tok' });
  });

  it('passes other errors on unchanged with their field messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(400, { code: 'VALIDATION_FAILED', message: 'bad', fields: { email: 'x' } })),
    );
    const error = await api('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { email: 'x' } });
  });
});

/** What a balancer answers when the replica behind it is gone: its own page, not the API's JSON. */
const proxyPage = (status = 502) =>
  new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status, headers: { 'content-type': 'text/html' } });
const keyOf = (call: unknown[]) => (call[1] as { headers: Record<string, string> }).headers['idempotency-key'];

describe('API client when the API does not answer (decision 0048)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => vi.useRealTimers());
  /** Runs a call while its one retry's wait passes. */
  const settle = async <T>(call: Promise<T>) => {
    const settled = call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(2000);
    return settled;
  };

  it('sends one Idempotency-Key with a write, the same again with its retry after a 502, and none with a read', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(proxyPage())
      .mockResolvedValueOnce(json(201, { id: 7 }));
    vi.stubGlobal('fetch', fetch);
    expect(await settle(api('/voc/complaints', { method: 'POST', body: { title: 'x' } }))).toEqual({ value: { id: 7 } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keyOf(fetch.mock.calls[0]!)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(fetch.mock.calls[1]!)).toBe(keyOf(fetch.mock.calls[0]!));

    fetch.mockReset().mockResolvedValue(json(201, { id: 8 }));
    await api('/voc/complaints', { method: 'POST', body: { title: 'y' } });
    expect(keyOf(fetch.mock.calls[0]!)).not.toBe(keyOf(fetch.mock.calls[1] ?? [undefined, { headers: {} }]));
    fetch.mockReset().mockResolvedValue(json(200, { items: [] }));
    await api('/voc/complaints');
    expect(keyOf(fetch.mock.calls[0]!)).toBeUndefined();
  });

  it('tries a read again once after a network error, and once only', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await settle(api('/thing'))).toEqual({ value: { ok: true } });
    fetch.mockReset().mockResolvedValue(json(503, { code: 'SERVICE_UNAVAILABLE', message: 'busy' }));
    const { error } = (await settle(api('/thing'))) as { error: ApiError };
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'busy', outcomeUnknown: false });
  });

  it('waits what Retry-After says before the retry, at most 2 s', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response('{"code":"SERVICE_UNAVAILABLE","message":"busy"}', { status: 503, headers: { 'retry-after': '30' } }),
      )
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    const call = api('/thing');
    await vi.advanceTimersByTimeAsync(1900);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(call).resolves.toEqual({ ok: true });
  });

  it('says in the reader’s language that a write could not be confirmed, never a parser’s message, and points to its history', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => proxyPage()),
    );
    const onOutcomeUnknown = vi.fn();
    setApiHandlers({ onSessionExpired: vi.fn(), onAccessDenied: vi.fn(), onOutcomeUnknown });
    const { error } = (await settle(api('/reservations/conference', { method: 'POST', body: {} }))) as { error: ApiError };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE', outcomeUnknown: true });
    expect(error.message).toBe(errorsEn.OUTCOME_UNKNOWN);
    expect(error.message).not.toMatch(/Unexpected token|JSON/);
    expect(onOutcomeUnknown).toHaveBeenCalledOnce();

    await i18next.changeLanguage('ko');
    const read = (await settle(api('/reservations'))) as { error: ApiError };
    expect(read.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', outcomeUnknown: false, message: errorsKo.NOT_ANSWERED });
    expect(onOutcomeUnknown).toHaveBeenCalledOnce();
    await i18next.changeLanguage('en');
  });

  it('sends a file upload without a key: its body cannot be compared, and a second copy is only an unclaimed file', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, { id: 'x' }));
    vi.stubGlobal('fetch', fetch);
    const body = new FormData();
    body.append('file', new Blob(['abc']), 'a.png');
    await api('/uploads/complaint-image', { method: 'POST', body });
    expect(keyOf(fetch.mock.calls[0]!)).toBeUndefined();
  });
});
