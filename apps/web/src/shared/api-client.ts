import type { ApiErrorBody, ErrorCode } from '@tea/shared/errors';
import { webConfig } from './config';
import { storage } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ApiHandlers {
  /** 403 SESSION_EXPIRED: toast, clear storage, go to /login (the app layer supplies these). */
  onSessionExpired(): void;
  /** 403 ACCESS_DENIED: show the access-denied screen, keep the session. */
  onAccessDenied(): void;
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

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = { ...apiHeaders(), ...options.headers };
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

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (response.ok) return data as T;
  const body = (data ?? {}) as Partial<ApiErrorBody>;
  throw new ApiError(response.status, body.code ?? 'SERVER_ERROR', body.message ?? response.statusText, body.fields);
}

/**
 * Calls the portal API. On 403 SESSION_EXPIRED it runs the spec's flow and retries the original
 * request once; on 403 ACCESS_DENIED it shows the access-denied screen. Other errors pass on.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status !== 403) return parse<T>(response);
  const error = await parse<never>(response).catch((e: unknown) => e);
  if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') {
    handlers.onSessionExpired();
    return parse<T>(await send(path, options));
  }
  if (error instanceof ApiError && error.code === 'ACCESS_DENIED') handlers.onAccessDenied();
  throw error;
}
