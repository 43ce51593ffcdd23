import '@tea/shared/validation';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@tea/shared/errors';
import type { Lang } from '@tea/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import { translator } from '../i18n.js';

/** A domain error with one of the codes of packages/shared/src/errors.ts. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
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

/** The first string in a request part that holds a NUL character, as a field path ("" for the part itself). */
function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** PostgreSQL's "data exception" class (22xxx): a value the database cannot hold, which only input can cause. */
const isDataException = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((error as { code: string }).code);

/** Messages without parameters, translated once per language (a refused rush asks for the same one a thousand times). */
const plainMessages = new Map<string, string>();
function plainMessage(lang: Lang, code: ErrorCode): string {
  const key = `${lang}:${code}`;
  let message = plainMessages.get(key);
  if (message === undefined) plainMessages.set(key, (message = translator(lang)(code)));
  return message;
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
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return send('VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send('SERVER_ERROR');
  });

  // No text may carry a NUL character: PostgreSQL cannot store one, and no form can type one.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulField(part);
      if (field !== null)
        throw new AppError('VALIDATION_FAILED', { [field || 'body']: translator(request.lang)('validation:invalid') });
    }
  });
});
