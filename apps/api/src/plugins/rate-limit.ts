import type { FastifyRequest } from 'fastify';
import type { CounterStore } from '../modules/auth/login-throttle.js';
import { AppError } from './errors.js';

/**
 * A route hook that lets each client address make `max` requests per window, then answers 429
 * RATE_LIMITED with Retry-After until the window ends. Counted in the shared counter store (Redis
 * when REDIS_URL is set), so every replica sees the same count.
 */
export function limitPerAddress(store: CounterStore, name: string, max: number, windowMs: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const key = `rate:${name}:${request.ip}`;
    if ((await store.increment(key, windowMs)) <= max) return;
    throw new AppError('RATE_LIMITED', undefined, { retryAfter: Math.ceil((await store.remainingMs(key)) / 1000) });
  };
}

/** Counts one more use of a key in its window; true while the count stays within `max`. */
export async function withinLimit(store: CounterStore, key: string, max: number, windowMs: number): Promise<boolean> {
  return (await store.increment(key, windowMs)) <= max;
}
