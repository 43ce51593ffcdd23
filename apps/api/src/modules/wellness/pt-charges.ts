/**
 * The PT packages a company is charged for in a month (issue 15, decision 0028): each package's
 * price with VAT, in the Seoul month it was bought, with its payment method (company billing or on
 * site), and the refund of a withdrawn package (decision 0029), a credit in the Seoul month it was
 * withdrawn. They join the month's charges beside the amenity, extension and GX lines.
 */
import type { Lang } from '@tea/i18n';
import type { PtChargeLine } from '@tea/shared/admin/admin.responses';
import { seoulDate } from '@tea/shared/calendar';
import { ptSessionPrice } from '@tea/shared/wellness/membership.rules';
import { and, asc, eq, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { ptPackages } from '../../db/schema/pt.js';
import { chargeCompany, chargedHolder, ofAskedCompany, type ChargesQuery } from '../reservations/charge-company.js';

/** The first instant of a Seoul month and of the next. */
export function monthBounds(month: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(y, m - 1, 1) - 9 * 3_600_000), new Date(Date.UTC(y, m, 1) - 9 * 3_600_000)];
}

function packagesWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ p: ptPackages, ...chargedHolder })
    .from(ptPackages)
    .innerJoin(users, eq(users.id, ptPackages.boughtBy))
    .innerJoin(companies, eq(companies.id, ptPackages.companyId))
    .where(where)
    .orderBy(asc(companies.nameKo), asc(ptPackages.createdAt), asc(ptPackages.id));
}

export async function ptCharges(db: Db, lang: Lang, query: ChargesQuery): Promise<PtChargeLine[]> {
  const [from, to] = monthBounds(query.month);
  const rows = await packagesWhere(
    db,
    and(
      or(
        and(gte(ptPackages.createdAt, from), lt(ptPackages.createdAt, to)),
        and(gt(ptPackages.refund, 0), gte(ptPackages.withdrawnAt, from), lt(ptPackages.withdrawnAt, to)),
      ),
      ofAskedCompany(ptPackages.companyId, query),
    ),
  );
  const lines: PtChargeLine[] = [];
  for (const { p, holder, company } of rows) {
    const base = { company: chargeCompany(company, lang) };
    const pt = { packageId: p.id, holder, paymentMethod: p.paymentMethod };
    if (p.createdAt >= from && p.createdAt < to)
      lines.push({
        ...base,
        id: p.id,
        kind: 'charge',
        amount: p.total,
        at: p.createdAt.toISOString(),
        pt: { ...pt, date: seoulDate(p.createdAt), sessions: p.sessions },
      });
    const at = p.withdrawnAt;
    if (at && p.refund > 0 && at >= from && at < to)
      lines.push({
        ...base,
        // A line's id is unique in its list: a refund takes the package's id negated.
        id: -p.id,
        kind: 'credit',
        amount: -p.refund,
        at: at.toISOString(),
        pt: { ...pt, date: seoulDate(at), sessions: Math.round(p.refund / Math.max(1, ptSessionPrice(p))) },
      });
  }
  return lines;
}
