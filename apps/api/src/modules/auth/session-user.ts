import { seoulDate } from '@tea/shared/time';
import type { SessionUser } from '@tea/shared/accounts/account.rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';

/** The values the web keeps after login (spec §3), in the person's language for `companyName`. */
export async function loadSessionUser(db: Db, userId: number, lang: 'ko' | 'en', now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      loginId: users.loginId,
      name: users.name,
      gender: users.gender,
      role: users.role,
      status: users.status,
      mobile: users.mobile,
      email: users.email,
      companyId: users.companyId,
      companyNameKo: companies.nameKo,
      companyNameEn: companies.nameEn,
      floor: users.floor,
      sleepingRoomBlockedUntil: users.sleepingRoomBlockedUntil,
      pushAlarm: users.pushAlarm,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  // A block that has ended is no block.
  const blocked = row.sleepingRoomBlockedUntil !== null && row.sleepingRoomBlockedUntil >= seoulDate(now);
  return {
    ...row,
    sleepingRoomBlockedUntil: blocked ? row.sleepingRoomBlockedUntil : null,
    companyName: lang === 'en' ? row.companyNameEn : row.companyNameKo,
    companyNameEn: row.companyNameEn ?? null,
    companyNameKo: row.companyNameKo ?? null,
  };
}
