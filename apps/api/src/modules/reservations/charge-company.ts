/**
 * The billed company of the month's charge lines that come from outside the ledger (extensions, GX,
 * PT packages, nap-room passes): each query selects it the same way and each line names it the same
 * way, in the reader's language, so that the export groups every kind of line under one name.
 */
import type { Lang } from '@tea/i18n';
import { companies } from '../../db/schema/companies.js';

/** What the month's charges are asked for: a Seoul month (YYYY-MM), and one company or all. */
export interface ChargesQuery {
  month: string;
  companyId?: number;
}

/** The company's columns, as a charge query selects them. */
export const chargedCompany = { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn };

/** The company as a charge line names it. */
export function chargeCompany(company: { id: number; nameKo: string; nameEn: string }, lang: Lang) {
  return { id: company.id, name: lang === 'ko' ? company.nameKo : company.nameEn };
}
