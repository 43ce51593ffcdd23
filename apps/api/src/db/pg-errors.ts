/** The SQLSTATE of a PostgreSQL error, also when a driver or Drizzle wraps it in `cause` (a few hops at most). */
export function sqlState(error: unknown): string | null {
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 8; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL's "data exception" class (22xxx): a value the database cannot hold, which only input can cause. */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/** A unique violation (23505): someone else took the value first. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
