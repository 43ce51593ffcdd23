/**
 * The extensions a company is charged for in a month (issue 14): approved ones, and those cancelled
 * after their start (the full applied time), at the price they were requested at. They join the
 * amenity lines of the month's charges.
 */
import type { Lang } from '@tea/i18n';
import type { ExtensionChargeLine } from '@tea/shared/admin/admin.responses';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { extensionRequests } from '../../db/schema/extensions.js';
import { chargeCompany, chargedCompany, ofAskedCompany, type ChargesQuery } from '../reservations/charge-company.js';

export async function extensionCharges(db: Db, lang: Lang, query: ChargesQuery): Promise<ExtensionChargeLine[]> {
  const rows = await db
    .select({ e: extensionRequests, company: chargedCompany })
    .from(extensionRequests)
    .innerJoin(companies, eq(companies.id, extensionRequests.companyId))
    .where(
      and(
        eq(extensionRequests.month, query.month),
        ofAskedCompany(extensionRequests.companyId, query),
        or(
          eq(extensionRequests.status, 'approved'),
          and(eq(extensionRequests.status, 'cancelled'), eq(extensionRequests.charged, true)),
        ),
      ),
    )
    .orderBy(asc(companies.nameKo), asc(extensionRequests.date), asc(extensionRequests.id));
  return rows.map(({ e, company }) => ({
    id: e.id,
    company: chargeCompany(company, lang),
    kind: 'charge' as const,
    amount: e.total,
    at: (e.cancelledAt ?? e.decidedAt ?? e.createdAt).toISOString(),
    extension: {
      id: e.id,
      kind: e.kind,
      date: e.date,
      start: e.startTime,
      end: e.endTime,
      floors: e.floors,
      status: e.status,
    },
  }));
}
