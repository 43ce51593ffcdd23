import { createHash } from 'node:crypto';
import { BlockList } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { CounterStore } from '../modules/auth/counter-store.js';
import { AppError } from './errors.js';

/**
 * A route hook that lets each client address (`clientAddress`) make `max` requests per window, then answers 429
 * RATE_LIMITED with Retry-After until the window ends. Counted in the shared counter store (Redis
 * when REDIS_URL is set), so every replica sees the same count.
 */
export function limitPerAddress(store: CounterStore, name: string, max: number, windowMs: number) {
  return perAddress(limitPer(store, name, max, windowMs, (request) => clientAddress(request.ip)));
}

const perAddressHooks = new WeakSet<object>();
const perAddress = <T extends object>(hook: T): T => (perAddressHooks.add(hook), hook);

/** Whether a route hook is a per-address limit: the anonymous-limits suite asks it of every public write and stream. */
export const limitsPerAddress = (hook: unknown): boolean => typeof hook === 'function' && perAddressHooks.has(hook);

/** An address as the client it is: an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as IPv4; null when none. */
function parsed(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  return ipaddr.isValid(ip) ? ipaddr.process(ip) : null;
}

/**
 * The client a per-address limit counts: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or the /64
 * network of an IPv6 one. A subscriber is usually given a whole /64: counted one address at a time, one
 * client would have 2^64 of them.
 */
export function clientAddress(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** Whether an address is one of `entries` (addresses and CIDR ranges, IPv4 or IPv6, as config.ts checked them). */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null];
    if (bits === null) list.addAddress(address.toString(), address.kind());
    else list.addSubnet(address.toString(), bits, address.kind());
  }
  return (ip) => {
    const address = parsed(ip);
    return address !== null && list.check(address.toString(), address.kind());
  };
}

/**
 * A route hook for answers that stay open (event streams): each key `keyOf` names (null: none) holds at
 * most `max` of them at once, else `refusal` is thrown. Counted in this replica's memory, as a stream
 * lives on one replica. The place is given back when the answer closes, however it ends: the stream
 * ended, an error answered, or the client gone, even before the handler ran.
 */
export function limitOpen(max: number, keyOf: (request: FastifyRequest) => string | null, refusal: () => AppError) {
  const open = new Map<string, number>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = keyOf(request);
    if (key === null) return;
    const held = open.get(key) ?? 0;
    if (held >= max) throw refusal();
    open.set(key, held + 1);
    let given = false;
    const giveBack = () => {
      if (given) return;
      given = true;
      const left = open.get(key)! - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    };
    reply.raw.once('close', giveBack);
    // A client gone already has had its 'close': none will come again.
    if (reply.raw.destroyed) giveBack();
  };
}

/** The same per client address (`clientAddress`), except the addresses `exempt` names. */
export function limitOpenPerAddress(max: number, refusal: () => AppError, exempt: (ip: string) => boolean = () => false) {
  return perAddress(limitOpen(max, (request) => (exempt(request.ip) ? null : clientAddress(request.ip)), refusal));
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
