import { index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The writes sent with an `Idempotency-Key` whose work was done (decision 0048): a row is written by
 * the request's own transaction as it commits (or, for a write that opens none, with its answer), so
 * it exists exactly when the work does. The same key from the same person within a day then gets
 * the first answer again instead of the work being done twice. The key itself is never stored: the
 * row is found by its SHA-256, and the answer is sealed with a key derived from it, so what a write
 * answered (a visitor's pass code, say) cannot be read from the table.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `user:<id>` with a session, else `address:<client address>`. */
    owner: text('owner').notNull(),
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of the method, the route, its parameters and the body: the key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The answer: its status, content type and body (AES-256-GCM, base64). Null from the commit until
     * the answer is kept, a moment later; null for good when the replica stopped in between.
     */
    status: smallint('status'),
    contentType: text('content_type'),
    sealed: text('sealed'),
    /** When the work committed (machine time, as a session's is: decision 0018). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // The key's hash first: a rush's lookups go as one `key_hash = any(…)`.
  (t) => [primaryKey({ columns: [t.keyHash, t.owner] }), index('idempotency_keys_created').on(t.createdAt)],
);
