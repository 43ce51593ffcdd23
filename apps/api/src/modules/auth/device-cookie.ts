/**
 * Device cookies (decision 0053, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"):
 * a browser in which a person logged in, or used a reset link, carries a cookie signed for that person.
 * A login that brings it is not held back by what strangers did to the account or to the address (an
 * office's NAT), only by this device's own failures. A signed token (`signedTokens`, a purpose of its
 * own) of `d1.<userId>.<expiry in epoch seconds>.<nonce>`.
 */
import { randomBytes } from 'node:crypto';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { signedTokens } from '../public-codes/signed-token.js';

export const DEVICE_COOKIE = 'tea_device';

/**
 * Cookies for the routes of `app`'s scope: read only where a route asks (`app.parseCookie`), set with
 * `reply.setCookie`. Only the routes that read or give the device cookie carry the plugin: its onSend
 * hook is work on every answer it covers (decision 0069).
 */
export async function useCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { hook: false });
}
/** How long a device stays known without a login: half a year, a leave of absence included. */
export const DEVICE_COOKIE_DAYS = 180;

const VERSION = 'd1';
const tokens = signedTokens('device.v1');

export function issueDeviceCookie(userId: number, now: Date, secret: string): string {
  const expires = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_DAYS * 86_400;
  return tokens.seal([VERSION, userId, expires, randomBytes(12).toString('base64url')], secret);
}

export interface Device {
  userId: number;
  /** What this device's own failures are counted under. */
  nonce: string;
}

/** The device a cookie names, when it is ours, unaltered and not expired; else null. */
export function readDeviceCookie(value: string | undefined, now: Date, secret: string): Device | null {
  const [version, id, expires, nonce] = tokens.open(value, secret) ?? [];
  if (version !== VERSION || !/^\d{1,10}$/.test(id ?? '') || !/^\d{1,12}$/.test(expires ?? '') || !nonce) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return { userId: Number(id), nonce };
}

/** Sent only to the login route, never readable by scripts, never sent by another site's page. */
export function deviceCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    path: '/api/v1/auth/login',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  };
}
