/**
 * The PT packages a company is charged for in a month (issue 15, decision 0028): each package's
 * price with VAT, in the Seoul month it was bought, with its payment method (company billing or on
 * site). They join the month's charges beside the amenity, extension and GX lines.
 */
import type { Lang } from '@tea/i18n';
import type { PtChargeLine } from '@tea/shared/admin/admin.responses';
import { seoulDate } from '@tea/shared/calendar';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { ptPackages } from '../../db/schema/pt.js';

/** The first instant of a Seoul month and of the next. */
export function monthBounds(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1) - 9 * 3_600_000), new Date(Date.UTC(y, m, 1) - 9 * 3_600_000)];
}

export async function ptCharges(db: Db, lang: Lang, query: { month: string; companyId?: number }): Promise<PtChargeLine[]> {
  const [from, to] = monthBounds(query.month);
  const rows = await db
    .select({
      p: ptPackages,
      holder: users.name,
      company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
    })
    .from(ptPackages)
    .innerJoin(users, eq(users.id, ptPackages.boughtBy))
    .innerJoin(companies, eq(companies.id, ptPackages.companyId))
    .where(
      and(
        gte(ptPackages.createdAt, from),
        lt(ptPackages.createdAt, to),
        query.companyId ? eq(ptPackages.companyId, query.companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.nameKo), asc(ptPackages.createdAt), asc(ptPackages.id));
  return rows.map(({ p, holder, company }) => ({
    id: p.id,
    company: { id: company.id, name: lang === 'ko' ? company.nameKo : company.nameEn },
    kind: 'charge' as const,
    amount: p.total,
    at: p.createdAt.toISOString(),
    pt: { packageId: p.id, holder, date: seoulDate(p.createdAt), sessions: p.sessions, paymentMethod: p.paymentMethod },
  }));
}
