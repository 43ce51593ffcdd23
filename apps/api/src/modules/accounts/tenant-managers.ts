import { and, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { AppError } from '../../plugins/errors.js';

/**
 * Locks the company's row for the rest of the transaction, so two changes to its tenant managers
 * (by the company's managers or the back office) run one after the other.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`select ${companies.id} from ${companies} where ${companies.id} = ${companyId} for update`);
}

/** The company's approved tenant managers (not deleted): whom its sign-ups and changes concern. */
export function activeManagersOf(companyId: number): SQL {
  return and(
    eq(users.companyId, companyId),
    eq(users.role, 'tenant_manager'),
    eq(users.status, 'approved'),
    isNull(users.deletedAt),
  )!;
}

/** Throws LAST_TENANT_MANAGER when the user is the company's only approved tenant manager. */
export async function ensureAnotherManager(
  tx: Db,
  user: { id: number; companyId: number | null; role: string; status: string },
): Promise<void> {
  if (user.role !== 'tenant_manager' || user.status !== 'approved' || user.companyId === null) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(activeManagersOf(user.companyId), ne(users.id, user.id)));
  if (!others?.n) throw new AppError('LAST_TENANT_MANAGER');
}
