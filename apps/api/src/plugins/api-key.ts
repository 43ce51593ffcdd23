import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every `/api/v1` and `/api/v2` request carries the static `x-api-key` (DESIGN.md §3). */
export default fp(async function apiKey(app: FastifyInstance, opts: { key: string }) {
  app.addHook('onRequest', async (request) => {
    if (!/^\/api\/v\d+\//.test(request.url)) return;
    const given = request.headers['x-api-key'];
    if (typeof given !== 'string' || !sameKey(given, opts.key)) throw new AppError('INVALID_API_KEY');
  });
});
