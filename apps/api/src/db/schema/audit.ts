import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what to whom, when and from where (DESIGN.md §4, issue 3): approvals, changes,
 * deletions, logins and failed logins. Kept at least one year; nothing here is deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The actor's login ID when it happened: deleting an account anonymises it, not who did what. */
    actorLoginId: text('actor_login_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    companyId: integer('company_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_action_at').on(t.action, t.at),
    // A tenant manager's log: their company's entries, newest first, and their count (decision 0031).
    index('audit_log_company_at').on(t.companyId, t.at),
    // A record's history (the CMS shows who changed an item and when).
    index('audit_log_target_at').on(t.targetType, t.targetId, t.at),
  ],
);
