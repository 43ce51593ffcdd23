/** The rentals with their unit, renter and details in one query, and their view (packages/shared rental.responses). */
import type { Lang } from '@tea/i18n';
import { cancellationNow } from '@tea/shared/reservations/amenity-policies';
import type { RentalView } from '@tea/shared/wellness/rental.responses';
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { reservations } from '../../db/schema/reservations.js';
import { rentalDetails, rentalUnits } from '../../db/schema/rentals.js';

export function rentalQuery(db: Db) {
  return db
    .select({
      r: reservations,
      d: rentalDetails,
      unit: { number: rentalUnits.number, zone: rentalUnits.zone },
      renter: { id: users.id, name: users.name, loginId: users.loginId, email: users.email, language: users.language },
      company: { nameKo: companies.nameKo, nameEn: companies.nameEn },
    })
    .from(reservations)
    .innerJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .innerJoin(rentalUnits, eq(rentalUnits.resourceId, reservations.resourceId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(companies, eq(companies.id, reservations.companyId));
}
export type RentalRow = Awaited<ReturnType<ReturnType<typeof rentalQuery>['execute']>>[number];

export function toRentalView(row: RentalRow, lang: Lang, now: Date): RentalView {
  const { r, d } = row;
  const kind = r.amenity as RentalKind;
  return {
    id: r.id,
    reference: r.reference ?? r.code,
    kind,
    number: row.unit.number,
    zone: row.unit.zone,
    start: r.date,
    months: d.months,
    lastDay: d.lastDay,
    status: r.status,
    priceLines: r.priceLines,
    total: r.total,
    deposit: d.deposit,
    depositState: d.depositState,
    depositReturnedAt: d.depositReturnedAt?.toISOString() ?? null,
    canCancel: cancellationNow(kind, now, r, false).allowed,
    renter: {
      id: row.renter.id,
      name: row.renter.name,
      loginId: row.renter.loginId,
      company: lang === 'ko' ? row.company.nameKo : row.company.nameEn,
    },
  };
}
