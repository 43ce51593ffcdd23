/** The error of a connection asked for while the database is known to be away (db/client.ts). */
export const UNREACHABLE = 'The database is unreachable (found by its watch)';

/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a
 * failover, `pg_terminate_backend`, a network cut), rather than refusing what was asked: the request
 * may be tried again once the database is back (decision 0048).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server shutting down, starting, or out of connections; class 08 is "connection exception". */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say so in words, without a code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  UNREACHABLE,
];

export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 8; hops++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
