/**
 * The GX registrations a company is charged for in a program month (issue 15): a place held in a
 * program that runs (its price with VAT), and the 10% fee a withdrawal kept. Nothing for the waiting
 * list, nor for a program cancelled for too few registrations. They join the month's charges beside
 * the amenity and extension lines.
 */
import type { Lang } from '@tea/i18n';
import type { GxChargeLine } from '@tea/shared/admin/admin.responses';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/companies.js';
import { gxPrograms, gxRegistrations } from '../../db/schema/wellness.js';
import { chargeCompany, chargedCompany, ofAskedCompany, type ChargesQuery } from '../reservations/charge-company.js';
import { nameIn } from '../../db/schema/name-columns.js';

export async function gxCharges(db: Db, lang: Lang, query: ChargesQuery): Promise<GxChargeLine[]> {
  const rows = await db
    .select({
      r: gxRegistrations,
      p: gxPrograms,
      company: chargedCompany,
    })
    .from(gxRegistrations)
    .innerJoin(gxPrograms, eq(gxPrograms.id, gxRegistrations.programId))
    .innerJoin(companies, eq(companies.id, gxRegistrations.companyId))
    .where(
      and(
        eq(gxPrograms.month, query.month),
        ofAskedCompany(gxRegistrations.companyId, query),
        or(
          and(eq(gxRegistrations.status, 'registered'), eq(gxPrograms.status, 'open')),
          and(eq(gxRegistrations.status, 'cancelled'), eq(gxRegistrations.cancelledBy, 'person'), gt(gxRegistrations.fee, 0)),
        ),
      ),
    )
    .orderBy(asc(companies.nameKo), asc(gxPrograms.startTime), asc(gxRegistrations.id));
  return rows.map(({ r, p, company }) => ({
    id: r.id,
    company: chargeCompany(company, lang),
    kind: 'charge' as const,
    amount: r.status === 'cancelled' ? r.fee : r.total,
    at: (r.cancelledAt ?? r.registeredAt ?? r.createdAt).toISOString(),
    gx: {
      registrationId: r.id,
      program: nameIn(lang, p),
      month: p.month,
      weekdays: p.weekdays,
      start: p.startTime,
      end: p.endTime,
      status: r.status,
    },
  }));
}
