/**
 * Public codes (DESIGN.md §4): the unguessable, URL-safe codes that open a page without login —
 * `/conference-qr/{code}` today, `/visitor-qr/{code}` and the desk scanner's links next.
 * - At least 128 bits: 26 letters of a 32-letter alphabet without look-alikes (130 bits).
 * - Looked up by their SHA-256 digest (a stored, indexed column), never by the code itself: the
 *   time a lookup takes says nothing about how much of a guessed code was right.
 * - Each lookup is rate-limited per address; a code expires, or is revoked, with what it opens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limitPerAddress } from '../../plugins/rate-limit.js';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const PUBLIC_CODE_LENGTH = 26;

/** Lookups one address may make per minute: a person scanning codes never meets it; a guesser does at once. */
export const PUBLIC_CODE_LOOKUPS_PER_MINUTE = 60;

/** `length` letters of the codes' alphabet, each 5 random bits (256 is a multiple of 32, so no letter is likelier). */
export function randomLetters(length: number): string {
  return Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A new public code: 26 random letters. */
export function newPublicCode(): string {
  return randomLetters(PUBLIC_CODE_LENGTH);
}

/**
 * A code as a path parameter: 26 letters; the 16-letter codes made before 2026-11-25 (80 bits) stay
 * valid for the bookings that carry them.
 */
export const publicCodeParam = z.string().regex(/^(?:[a-km-np-z2-9]{26}|[a-km-np-z2-9]{16})$/);

/** The lookup key of a code: its SHA-256, as the database's generated column computes it. */
export function codeDigest(code: string): Buffer {
  return createHash('sha256').update(code, 'utf8').digest();
}

/** The route hook that limits the lookups of one kind of code per address (429 RATE_LIMITED with Retry-After). */
export function limitCodeLookups(app: FastifyInstance, kind: string) {
  return limitPerAddress(app.counters, `public-code:${kind}`, PUBLIC_CODE_LOOKUPS_PER_MINUTE, 60_000);
}

/** What a code opens now: its page, or nothing once it has expired or been revoked. */
export type CodeState = 'valid' | 'expired' | 'revoked';

export function codeState(code: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): CodeState {
  if (code.revokedAt && code.revokedAt <= now) return 'revoked';
  if (code.expiresAt && code.expiresAt <= now) return 'expired';
  return 'valid';
}
