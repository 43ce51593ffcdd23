/** The rentals with their unit, renter and details in one query, and their view (packages/shared rental.responses). */
import type { Lang } from '@tea/i18n';
import { cancellationNow } from '@tea/shared/reservations/amenity-policies';
import type { RentalView } from '@tea/shared/wellness/rental.responses';
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { reservations } from '../../db/schema/reservations.js';
import { membershipSuspensions, membershipTransfers } from '../../db/schema/memberships.js';
import { rentalDetails, rentalUnits } from '../../db/schema/rentals.js';
import { nameIn } from '../../db/schema/name-columns.js';

const recipients = alias(users, 'transfer_recipients');

export function rentalQuery(db: Db) {
  return db
    .select({
      r: reservations,
      d: rentalDetails,
      unit: { number: rentalUnits.number, zone: rentalUnits.zone },
      renter: { id: users.id, name: users.name, loginId: users.loginId, email: users.email, language: users.language },
      company: { nameKo: companies.nameKo, nameEn: companies.nameEn },
      suspension: {
        start: membershipSuspensions.start,
        lastDay: membershipSuspensions.lastDay,
        days: membershipSuspensions.days,
        reason: membershipSuspensions.reason,
      },
      transferTo: { name: recipients.name, loginId: recipients.loginId },
    })
    .from(reservations)
    .innerJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .innerJoin(rentalUnits, eq(rentalUnits.resourceId, reservations.resourceId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(companies, eq(companies.id, reservations.companyId))
    .leftJoin(
      membershipSuspensions,
      and(eq(membershipSuspensions.kind, reservations.amenity), eq(membershipSuspensions.holdingId, reservations.id)),
    )
    .leftJoin(
      membershipTransfers,
      and(
        eq(membershipTransfers.kind, reservations.amenity),
        eq(membershipTransfers.holdingId, reservations.id),
        eq(membershipTransfers.status, 'pending'),
      ),
    )
    .leftJoin(recipients, eq(recipients.id, membershipTransfers.toUserId));
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
      company: nameIn(lang, row.company),
    },
    suspension: row.suspension,
    transferTo: row.transferTo,
  };
}
