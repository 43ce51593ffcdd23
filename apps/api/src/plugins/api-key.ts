import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { addGate } from './route-gates.js';

function sameKey(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  return a.length === expected.length && timingSafeEqual(a, expected);
}

/**
 * The request's path as a router might read it: percent-decoded (repeatedly, for doubled
 * encodings), slashes collapsed, dot segments resolved, in lower case. `/api/%761/x`,
 * `//api/v1/x`, `/x/../api/v1/x` and `/API/V1/x` all read `/api/v1/x`.
 */
export function normalisedPath(url: string): string {
  let current = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    current = decoded;
  }
  return path.posix.normalize(`/${current.replaceAll('\\', '/')}`).toLowerCase();
}

const API_PATH = /^\/api\/v\d+(\/|$)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The key check of a request no route matched: an API call when its normalised path is one. */
    keyOnApiPaths: preValidationHookHandler;
  }
}

/**
 * Every `/api/v1` and `/api/v2` request carries the static `x-api-key` (DESIGN.md §3). An API route
 * checks it first thing; a route matching many paths (the web app's history fallback) and the answer
 * to an unmatched path check it when the path, read as a router might, is an API path.
 */
export default fp(async function apiKey(app: FastifyInstance, opts: { key: string }) {
  const expected = Buffer.from(opts.key);
  const keyIsRight = (request: FastifyRequest) => {
    const given = request.headers['x-api-key'];
    return typeof given === 'string' && sameKey(given, expected);
  };
  const refused = () => new AppError('INVALID_API_KEY');
  const requireKey: onRequestHookHandler = (request, reply, done) => done(keyIsRight(request) ? undefined : refused());
  const keyOnApiPaths = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
    done(!API_PATH.test(normalisedPath(request.url)) || keyIsRight(request) ? undefined : refused());

  app.decorate('keyOnApiPaths', keyOnApiPaths);
  app.addHook('onRoute', (route) => {
    if (API_PATH.test(route.url)) addGate(route, requireKey);
    // A static path of another route (/healthz, an asset) cannot read as an API path.
    else if (/[*:]/.test(route.url)) addGate(route, keyOnApiPaths);
  });
});
