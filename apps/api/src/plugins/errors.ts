import '@tea/shared/validation';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@tea/shared/errors';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { normalizeLang, type Lang } from '@tea/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { isConnectionLoss } from '../db/connection-loss.js';
import { isDataException, isUniqueViolation } from '../db/pg-errors.js';
import { translator } from '../i18n.js';
import { setAnswerHeaders } from './security.js';

/** What a 503 of a missing database tells a client to wait before trying again, in seconds (decision 0048). */
export const RETRY_AFTER_SECONDS = 2;

/** A domain error with one of the codes of packages/shared/src/errors.ts. */
/**
 * An answer the API means to give (a 4xx in its error shape), not a fault: it carries no stack
 * trace, which V8 would otherwise capture for every refusal of a rush (each of a thousand SLOT_TAKEN).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, unknown>,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
  }
}

/** Per-field messages: schema messages are i18n keys (packages/shared/src/validation.ts), translated here. */
function fieldsOf(error: FastifyError, t: TFunction): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.missingProperty ?? 'body');
    const zodIssue = (issue.params as { issue?: { maximum?: unknown; minimum?: unknown } } | undefined)?.issue;
    const key = issue.message?.includes(':') ? issue.message : 'validation:invalid';
    fields[name] ??= t(key, { max: zodIssue?.maximum, min: zodIssue?.minimum });
  }
  return fields;
}

/** The largest JSON body any route takes unless it says otherwise (the largest form is a few KB). */
export const MAX_BODY_BYTES = 256 * 1024;

/** How deep a request's JSON may nest: no form of the portal nests past a handful of levels. */
export const MAX_INPUT_DEPTH = 32;

/** In a `u` regular expression a well-formed pair is one code point, so `\p{Surrogate}` finds lone ones. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * A text PostgreSQL can store and a form can type: no NUL character, no lone UTF-16 surrogate. The
 * expression is built once: the server's build writes it as `new RegExp(…)`, which would compile it
 * again for every string of every request.
 */
const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The path of the first thing in a request part that no form could send ("" for the part itself):
 * a text, or a key, that is not storable, or nesting past MAX_INPUT_DEPTH. Walked with a stack of
 * its own, so a body nested thousands deep cannot overflow the call stack.
 */
export function unacceptableField(value: unknown): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : '';
  if (value === null || typeof value !== 'object') return null;
  // Texts are checked where they are met; only objects wait on the stack, with their path.
  const stack: { value: object; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (depth >= MAX_INPUT_DEPTH) return path;
    for (const key of Object.keys(current)) {
      if (!isStorableText(key)) return path;
      const inner = (current as Record<string, unknown>)[key];
      if (typeof inner === 'string') {
        if (!isStorableText(inner)) return path ? `${path}.${key}` : key;
      } else if (inner !== null && typeof inner === 'object') {
        stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Messages without parameters, translated once per language (a refused rush asks for the same one a thousand times). */
const plainMessages = new Map<string, string>();
function plainMessage(lang: Lang, code: ErrorCode): string {
  const key = `${lang}:${code}`;
  let message = plainMessages.get(key);
  if (message === undefined) plainMessages.set(key, (message = translator(lang)(code)));
  return message;
}

/** The API's error body for a code, in a language, when no request object exists to carry it. */
function errorBody(lang: Lang, code: ErrorCode): string {
  return JSON.stringify({ code, message: plainMessage(lang, code) } satisfies ApiErrorBody);
}

/**
 * Errors the router raises before any hook runs (a malformed percent-encoding, a path parameter past
 * the router's length limit), in the API's shape and the request's language instead of Fastify's.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'VALIDATION_FAILED';
  setAnswerHeaders(request, reply);
  void reply
    .code(ERROR_CODES[code])
    .type('application/json; charset=utf-8')
    .send(errorBody(normalizeLang(request.headers['x-language']), code));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or request line too
 * large, a malformed request, a timeout), in the API's shape. Headers may not have been read, so the
 * message is in the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'VALIDATION_FAILED';
  const body = errorBody('ko', code);
  if (socket.writable) {
    const status = ERROR_CODES[code];
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The error shape of DESIGN.md §3: `{ code, message, fields }`, message in the request's language; 500s leak nothing. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translator(request.lang);
    const send = (code: ErrorCode, fields?: Record<string, string>, params?: Record<string, unknown>) => {
      const body: ApiErrorBody = { code, message: params ? t(code, params) : plainMessage(request.lang, code) };
      if (fields) body.fields = fields;
      return reply.code(ERROR_CODES[code]).send(body);
    };
    if (error instanceof AppError) {
      if (typeof error.params?.retryAfter === 'number') void reply.header('retry-after', String(error.params.retryAfter));
      return send(error.code, error.fields, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send('VALIDATION_FAILED', fieldsOf(error, t));
    if (error.validation) return send('VALIDATION_FAILED', fieldsOf(error, t));
    if (error.statusCode === 413) return send('PAYLOAD_TOO_LARGE');
    if (error.statusCode === 429) return send('RATE_LIMITED');
    if (error.statusCode === 404) return send('NOT_FOUND');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return send('VALIDATION_FAILED');
    // The database went away under the request (a restart, a failover): try again shortly (decision 0048).
    if (isConnectionLoss(error)) {
      request.server.databaseWatch.report(error);
      request.log.warn({ err: error }, 'database connection lost');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send('SERVICE_UNAVAILABLE');
    }
    // Two requests saved the same unique value at once (two pros created together, say): the later
    // one is told so, whichever table it was; a route that can name the field maps it itself.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'unique value taken by a concurrent request');
      return send('DUPLICATE');
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return send('VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send('SERVER_ERROR');
  });

  // No text may carry a NUL character or a lone surrogate (PostgreSQL cannot store them, no form
  // can type them), and no input nests deeper than any form does.
  app.addHook('preValidation', (request, reply, done) => {
    const field = unacceptableField(request.params) ?? unacceptableField(request.query) ?? unacceptableField(request.body);
    if (field === null) return done();
    done(new AppError('VALIDATION_FAILED', { [field || 'body']: translator(request.lang)('validation:invalid') }));
  });
});
