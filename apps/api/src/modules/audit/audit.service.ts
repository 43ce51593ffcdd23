import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';

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

/** Appends to the audit log (DESIGN.md §4). Never includes passwords or tokens in `detail`. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorLoginId:
      entry.actorId === null ? null : sql`(select ${users.loginId} from ${users} where ${users.id} = ${entry.actorId})`,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    companyId: entry.companyId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}
