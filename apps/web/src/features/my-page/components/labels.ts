import type { MyProfile } from '@tea/shared/accounts/profile.schema';
import { currentLang } from '../../../shared/i18n';

/** The company in the interface language. */
export function companyLabel(company: MyProfile['company']): string | null {
  if (!company) return null;
  return currentLang() === 'en' ? company.nameEn : company.nameKo;
}

/** Fields shown but not edited on My Page (the ID, the company): a tenant manager or the back office changes those. */
export const READ_ONLY = 'read-only:bg-navy-50 read-only:text-muted';
