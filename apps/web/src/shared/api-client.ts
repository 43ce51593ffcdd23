import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@tea/shared/errors';
import i18next from 'i18next';
import { webConfig } from './config';
import { storage } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A write the API did not answer (a proxy's page, no connection): whether it was done is not known. */
    readonly outcomeUnknown = false,
  ) {
    super(message);
  }
}

export interface ApiHandlers {
  /** 403 SESSION_EXPIRED: toast, clear storage, go to /login (the app layer supplies these). */
  onSessionExpired(): void;
  /** 403 ACCESS_DENIED: show the access-denied screen, keep the session. */
  onAccessDenied(): void;
  /** A write the API did not answer even when sent again: say where its outcome can be seen. */
  onOutcomeUnknown?(): void;
}

let handlers: ApiHandlers = { onSessionExpired() {}, onAccessDenied() {} };

export function setApiHandlers(next: ApiHandlers): void {
  handlers = next;
}

export interface RequestOptions {
  base?: 'v1' | 'v2';
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Headers of this call beside the ones every request carries (a visitor's token). */
  headers?: Record<string, string>;
}

/** The headers every request carries (spec §7, DESIGN.md §3). */
/** The language the API answers in: the chosen one (i18n.ts stores it before the interface changes). */
export function requestLanguage(): string {
  return (storage.get('selectedLang') ?? 'ko').toLowerCase();
}

export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'x-api-key': webConfig.apiKey,
    'x-language': requestLanguage(),
    'Access-Control-Allow-Origin': '*',
  };
  const token = storage.get('accessToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export function apiUrl(path: string, base: 'v1' | 'v2' = 'v1'): string {
  return `${base === 'v1' ? webConfig.apiV1 : webConfig.apiV2}${path}`;
}

async function send(path: string, options: RequestOptions, extra: Record<string, string>): Promise<Response> {
  const headers = { ...apiHeaders(), ...options.headers, ...extra };
  // A FormData body (a file upload) goes as multipart/form-data: the browser writes its content type with the boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  return fetch(apiUrl(path, options.base), {
    method: options.method ?? 'GET',
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

/** Answers after which a request is sent once more: a balancer or a replica saying "not now" (decision 0048). */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** The wait before that one retry: the answer's Retry-After when it gives one, at most MAX_RETRY_WAIT_MS. */
const RETRY_WAIT_MS = 500;
const MAX_RETRY_WAIT_MS = 2000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One random key per submission, sent again with its retry, so the API does the work once (decision 0048). */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) randomUUID is missing; the bytes are not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The request, sent once more after a network error or a 502/503/504, with the same Idempotency-Key
 * when it writes (every write but a file upload carries one). A write the API then still does not
 * answer may or may not have been done: the error says so (`outcomeUnknown`).
 */
async function sendWithRetry(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const writes = method !== 'GET';
  const extra: Record<string, string> =
    writes && !(options.body instanceof FormData) ? { 'idempotency-key': idempotencyKey() } : {};
  let wait = RETRY_WAIT_MS;
  try {
    const response = await send(path, options, extra);
    if (!RETRIED_STATUSES.has(response.status) || options.keepalive) return response;
    const after = Number(response.headers.get('retry-after'));
    if (after > 0) wait = Math.min(after * 1000, MAX_RETRY_WAIT_MS);
  } catch (error) {
    if (isAbort(error) || options.keepalive) throw error;
  }
  await pause(wait);
  try {
    return await send(path, options, extra);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw notAnswered(0, writes);
  }
}

/** The API did not answer (no connection, or someone else's page in its place): a translated message, never a parser's. */
export function notAnswered(status: number, writes: boolean): ApiError {
  const message = i18next.t(writes ? 'errors:OUTCOME_UNKNOWN' : 'errors:NOT_ANSWERED');
  if (writes) handlers.onOutcomeUnknown?.();
  return new ApiError(status >= 500 ? status : 503, 'SERVICE_UNAVAILABLE', message, {}, writes);
}

async function parse<T>(response: Response, writes: boolean): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw notAnswered(response.status, writes);
  }
  if (response.ok) return data as T;
  const body = (data ?? {}) as Partial<ApiErrorBody>;
  // An error that is not in the API's shape came from something in front of it (a proxy, a gateway).
  if (!isErrorCode(body.code)) throw notAnswered(response.status, writes);
  throw new ApiError(response.status, body.code, body.message ?? response.statusText, body.fields);
}

/**
 * Calls the portal API. A network error or a 502/503/504 is sent once more (decision 0048); on 403
 * SESSION_EXPIRED it runs the spec's flow and retries the original request once; on 403 ACCESS_DENIED
 * it shows the access-denied screen. Other errors pass on.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const writes = (options.method ?? 'GET') !== 'GET';
  const response = await sendWithRetry(path, options);
  if (response.status !== 403) return parse<T>(response, writes);
  const error = await parse<never>(response, writes).catch((e: unknown) => e);
  if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
    handlers.onSessionExpired();
    return parse<T>(await sendWithRetry(path, options), writes);
  }
  if (error instanceof ApiError && error.code === 'ACCESS_DENIED') handlers.onAccessDenied();
  throw error;
}
