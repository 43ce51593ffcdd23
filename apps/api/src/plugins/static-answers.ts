import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A text file of the build (what `apps/web/scripts/precompress.mjs` compresses) up to this size is
 * held in memory with its compressed copies, and every page whatever its size (the history fallback
 * sends them). A larger file, and every other one (fonts, images, video), is read from disk per
 * request by @fastify/static, which also answers ranges (decision 0074).
 */
export const MAX_HELD_BYTES = 1024 * 1024;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

type Encoding = 'br' | 'gzip' | 'identity';
/** The copies the build writes beside a file, by the encoding they are sent with (preferred first). */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface Variant {
  body: Buffer;
  etag: string;
  /** Every header of its answer but the security set and `vary`, built once. */
  headers: Readonly<Record<string, string>>;
}

/** A file held in memory: each encoding the build wrote, and when the file was written. */
export interface StaticAnswer {
  variants: Partial<Record<Encoding, Variant>>;
  lastModified: number;
}

/** A strong validator: the bytes sent, hashed (each encoding is its own representation). */
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The build's text files under `root` of up to MAX_HELD_BYTES, by their address (`/assets/x-1a2b.js`),
 * each with the copies the build compressed. Hashed assets are cached for a year, the rest revalidated.
 */
export function loadStaticAnswers(root: string): Map<string, StaticAnswer> {
  const answers = new Map<string, StaticAnswer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const type = TYPES[path.extname(entry.name)];
    if (!entry.isFile() || type === undefined) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = statSync(file);
    if (stat.size > MAX_HELD_BYTES && type !== TYPES['.html']) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    const common = {
      'content-type': type,
      'cache-control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'last-modified': stat.mtime.toUTCString(),
    };
    const variants: StaticAnswer['variants'] = {};
    const add = (encoding: Encoding, body: Buffer) => {
      const etag = etagOf(body);
      const headers = { ...common, etag, ...(encoding !== 'identity' && { 'content-encoding': encoding }) };
      variants[encoding] = { body, etag, headers };
    };
    for (const [encoding, extension] of COPIES) if (existsSync(file + extension)) add(encoding, readFileSync(file + extension));
    add('identity', readFileSync(file));
    answers.set(`/${relative}`, { variants, lastModified: Math.floor(stat.mtimeMs / 1000) * 1000 });
  }
  return answers;
}

/** The paths under the root of what `loadStaticAnswers` holds, as glob patterns (for @fastify/static to leave alone). */
export function heldPatterns(answers: Map<string, StaticAnswer>): string[] {
  return [...answers.keys()].map((address) => address.slice(1).replace(/[*?[\]{}()!+@\\]/g, '\\$&'));
}

const ACCEPTED_CACHE_SIZE = 64;
const acceptedByHeader = new Map<string, readonly Encoding[]>();

/**
 * The compressed encodings a request's Accept-Encoding takes, preferred first (brotli before gzip at
 * equal weight; `*` stands for gzip, as @fastify/static reads it). Kept for the few headers browsers
 * send, and at most ACCEPTED_CACHE_SIZE of them, so that made-up headers cannot grow it.
 */
function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return [];
  let accepted = acceptedByHeader.get(header);
  if (accepted === undefined) {
    const normalised = header.toLowerCase().replace(/\*/g, 'gzip');
    const first = negotiate<Encoding>(normalised, ['br', 'gzip']);
    const second = first && negotiate<Encoding>(normalised, first === 'br' ? ['gzip'] : ['br']);
    accepted = [first, second].filter((encoding): encoding is Encoding => Boolean(encoding));
    if (acceptedByHeader.size >= ACCEPTED_CACHE_SIZE) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

/** Whether the client's copy is the one it would get (RFC 9110 §13.1.2, §13.1.3): If-None-Match first. */
function notModified(request: FastifyRequest, variant: Variant, lastModified: number): boolean {
  const tags = request.headers['if-none-match'];
  if (tags !== undefined) {
    return (
      tags === variant.etag ||
      tags.split(',').some((tag) => {
        const trimmed = tag.trim();
        return trimmed === '*' || trimmed.replace(/^W\//, '') === variant.etag;
      })
    );
  }
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= lastModified;
}

/**
 * Sends a held file in the encoding the request takes (`Vary: Accept-Encoding`, and `cookie` too for a
 * page chosen by the language cookie), or 304 when the client has it already.
 */
export function sendStaticAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StaticAnswer,
  vary = 'accept-encoding',
): FastifyReply {
  const encoding = acceptedEncodings(request.headers['accept-encoding']).find((e) => answer.variants[e]) ?? 'identity';
  const variant = answer.variants[encoding] as Variant;
  void reply.headers(variant.headers).header('vary', vary);
  if (notModified(request, variant, answer.lastModified)) {
    reply.removeHeader('content-encoding');
    return reply.code(304).send();
  }
  return reply.send(variant.body);
}
