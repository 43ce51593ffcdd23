import { z } from 'zod';

/**
 * Schema messages are i18n keys (DESIGN.md §2), never sentences: the web shows them with
 * t(key, params) and the server translates them into the request's language.
 */
z.config({
  // No `new Function` in a browser: the portal's Content-Security-Policy allows no eval, and zod would
  // try it. The server compiles its object parsers (zod's JIT), which validates the same, several
  // times faster: every request and answer of the API goes through them. Decided here, before any
  // schema is built, since zod reads the setting when it builds one.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation:required';
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'validation:required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'validation:tooLong';
    if (issue.code === 'too_small' && issue.origin === 'number') return 'validation:min';
    if (issue.code === 'too_big' && issue.origin === 'number') return 'validation:max';
    return 'validation:invalid';
  },
});

export { z };

/** The largest id a PostgreSQL `integer` column holds: a larger id is a 400, never a database error. */
export const ID_MAX = 2_147_483_647;
/**
 * A whole number in a path or query string, parsed strictly: plain digits only, no sign, no leading
 * zero, no space, hex or exponent ("0x25", "1e3", " 1", "-0" are refused, never coerced), within
 * [min, max]. The schema's input is a string, so the OpenAPI document says so too.
 */
export function queryIntSchema(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A record id in a path or query string ("12"): 1 to the largest `integer` PostgreSQL holds. */
export const idParamSchema = queryIntSchema(1, ID_MAX);
/** A record id in a JSON body. */
export const idSchema = z.number().int().positive().max(ID_MAX);
/** A list page number (`?page=`), bounded so that its offset stays a plain integer. */
export const pageNumberSchema = queryIntSchema(1, 100_000).default(1);
