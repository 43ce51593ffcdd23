import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

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

/** An API request: by the route it matched, or, when none matched, by its normalised path. */
function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && API_PATH.test(route)) || API_PATH.test(normalisedPath(request.url));
}

/** Every `/api/v1` and `/api/v2` request carries the static `x-api-key` (DESIGN.md §3). */
export default fp(async function apiKey(app: FastifyInstance, opts: { key: string }) {
  const expected = Buffer.from(opts.key);
  app.addHook('onRequest', (request, reply, done) => {
    const given = request.headers['x-api-key'];
    const refused = isApiRequest(request) && (typeof given !== 'string' || !sameKey(given, expected));
    done(refused ? new AppError('INVALID_API_KEY') : undefined);
  });
});
