import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CounterStore } from '../modules/auth/counter-store.js';
import { AppError } from './errors.js';

/**
 * A route hook that lets each client address make `max` requests per window, then answers 429
 * RATE_LIMITED with Retry-After until the window ends. Counted in the shared counter store (Redis
 * when REDIS_URL is set), so every replica sees the same count.
 */
export function limitPerAddress(store: CounterStore, name: string, max: number, windowMs: number) {
  return limitPer(store, name, max, windowMs, (request) => request.ip);
}

/**
 * The same, per what `keyOf` names in a request (an address, a session); a request it names nothing in
 * is not counted.
 */
export function limitPer(
  store: CounterStore,
  name: string,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string | null,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = keyOf(request);
    if (id === null) return;
    const key = `rate:${name}:${id}`;
    if ((await store.increment(key, windowMs)) <= max) return;
    throw new AppError('RATE_LIMITED', undefined, { retryAfter: Math.ceil((await store.remainingMs(key)) / 1000) });
  };
}

/** The session a request carries, as a short hash of its bearer token (never the token itself), or null. */
export function sessionKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  return createHash('sha256').update(header.slice(7)).digest('hex').slice(0, 24);
}

/** Counts one more use of a key in its window; true while the count stays within `max`. */
export async function withinLimit(store: CounterStore, key: string, max: number, windowMs: number): Promise<boolean> {
  return (await store.increment(key, windowMs)) <= max;
}
