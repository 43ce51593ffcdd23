import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiHeaders, setApiHandlers } from './api-client';
import { storage } from './storage';

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
