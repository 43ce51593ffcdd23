import { boolean, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers to writes sent with an `Idempotency-Key` (decision 0048): the same key from the same
 * person within a day gets the first answer again instead of doing the work twice. The key itself is
 * never stored: the row is found by its SHA-256, and the answer is sealed with a key derived from it,
 * so what a write answered (a visitor's pass code, say) cannot be read from the table.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `user:<id>` with a session, else `address:<client address>`. */
    owner: text('owner').notNull(),
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of the method, the route, its parameters and the body: the key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer once given: its status, content type and body (AES-256-GCM, base64); null while the first request runs. */
    status: smallint('status'),
    contentType: text('content_type'),
    sealed: text('sealed'),
    /**
     * Set by the first request's own transactions as they commit: its work is done even if its answer
     * was never kept (its replica stopped in between), so a retry is told so instead of doing it again.
     */
    committed: boolean('committed').notNull().default(false),
    /** While the first request runs, its replica renews this; a claim past it was left by a replica that stopped. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.keyHash] }), index('idempotency_keys_created').on(t.createdAt)],
);
