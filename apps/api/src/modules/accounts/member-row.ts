import type { Lang } from '@tea/i18n';
import { users } from '../../db/schema/accounts.js';

/** What a new member gives about themselves, whether they sign up or their tenant manager adds them. */
interface MemberDetails {
  loginId: string;
  name: string;
  email: string;
  gender: (typeof users.$inferInsert)['gender'];
  floor: number;
}

/**
 * The row of a new member of a company: a sign-up waits for approval (`pending`), an employee added
 * by their tenant manager is approved at once. They read the portal in the language they joined in.
 */
export function memberRow(
  input: MemberDetails,
  given: { passwordHash: string; mobile: string; companyId: number; status: 'pending' | 'approved'; language: Lang },
): typeof users.$inferInsert {
  return {
    loginId: input.loginId,
    name: input.name,
    email: input.email,
    gender: input.gender,
    floor: input.floor,
    role: 'member',
    ...given,
  };
}
