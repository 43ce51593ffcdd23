import type { FastifyInstance } from 'fastify';

/** The headers of a request: the API key, the bearer token, the language. */
export type Headers = Record<string, string>;

/**
 * `call(headers, method, url, payload?)`: injects a request into the app `app()` returns, at `prefix` +
 * `url`, with a body only when there is one. The app is read at each call, so a test file can make its
 * `call` before its `beforeAll` starts the app.
 */
export function caller(app: () => FastifyInstance, prefix = '') {
  return (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `${prefix}${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
