import type { MyProfile } from '@tea/shared/accounts/profile.schema';
import type { TFunction } from 'i18next';
import { currentLang } from '../../../shared/i18n';

/** The company in the interface language. */
export function companyLabel(company: MyProfile['company']): string | null {
  if (!company) return null;
  return currentLang() === 'en' ? company.nameEn : company.nameKo;
}

/** A floor as the building names it: 12층 / Floor 12, 지하 2층 / B2. */
export function floorLabel(t: TFunction, floor: number): string {
  return floor < 0 ? t('myPage:floorBelow', { floor: -floor }) : t('myPage:floorAbove', { floor });
}

/** Fields shown but not edited on My Page (the ID, the company): a tenant manager or the back office changes those. */
export const READ_ONLY = 'read-only:bg-navy-50 read-only:text-muted';
