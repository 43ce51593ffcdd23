import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import type { ActorContext } from '../../request-context.js';

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'signup'
  | 'approve'
  | 'reject'
  | 'suspend'
  | 'reactivate'
  | 'create'
  | 'update'
  | 'delete'
  | 'password_change'
  | 'password_reset'
  | 'role_change'
  | 'read_personal_data';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  companyId?: number | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends to the audit log (DESIGN.md §4), one entry or several in one statement. Never includes passwords or tokens in `detail`. */
export async function audit(db: Db, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorId: e.actorId,
      actorLoginId: e.actorId === null ? null : sql`(select ${users.loginId} from ${users} where ${users.id} = ${e.actorId})`,
      action: e.action,
      targetType: e.targetType ?? null,
      targetId: e.targetId === undefined ? null : String(e.targetId),
      companyId: e.companyId ?? null,
      ip: e.ip ?? null,
      detail: e.detail ?? null,
    })),
  );
}

/**
 * Appends what the person of a request did, from their address: the entry most services write, so that
 * who acted and from where are taken from the context the same way everywhere.
 */
export async function auditActor(
  db: Db,
  ctx: Pick<ActorContext, 'actor' | 'ip'>,
  entry: Omit<AuditEntry, 'actorId' | 'ip'>,
): Promise<void> {
  await audit(db, { actorId: ctx.actor.id, ...entry, ip: ctx.ip });
}
