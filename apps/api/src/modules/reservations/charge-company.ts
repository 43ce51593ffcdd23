/**
 * The billed company of the month's charge lines (the amenities' ledger, extensions, GX, PT packages,
 * nap-room passes): each query selects and filters it the same way and each line names it the same
 * way, in the reader's language, so that the export groups every kind of line under one name.
 */
import type { Lang } from '@tea/i18n';
import { eq, type Column, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { bilingualName, nameIn } from '../../db/schema/name-columns.js';

/** What the month's charges are asked for: a Seoul month (YYYY-MM), and one company or all. */
export interface ChargesQuery {
  month: string;
  companyId?: number;
}

/** A charge query's condition on its lines' company: the asked one, or none when all are asked. */
export function ofAskedCompany(companyId: Column, query: ChargesQuery): SQL | undefined {
  return query.companyId ? eq(companyId, query.companyId) : undefined;
}

/** The company's columns, as a charge query selects them. */
export const chargedCompany = { id: companies.id, ...bilingualName(companies) };

/** A bought pass or package's holder (joined as `users`) and billed company, as its charge query selects them. */
export const chargedHolder = { holder: users.name, company: chargedCompany };

/** The company as a charge line names it. */
export function chargeCompany(company: { id: number; nameKo: string; nameEn: string }, lang: Lang) {
  return { id: company.id, name: nameIn(lang, company) };
}
