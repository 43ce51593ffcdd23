/** Builds the reservation view of packages/shared (who may see which one is decided by the caller). */
import type { Lang } from '@tea/i18n';
import { cancellationNow, canChangeNow } from '@tea/shared/reservations/amenity-policies';
import type { ConferencePackage } from '@tea/shared/reservations/conference.policy';
import type { LoungeLayout } from '@tea/shared/reservations/lounge.policy';
import type { RefreshEquipment, RefreshPurpose } from '@tea/shared/reservations/refresh-lounge.policy';
import type { Amenity, PaymentMethod } from '@tea/shared/reservations/reservation.rules';
import type { ReservationView } from '@tea/shared/reservations/reservation.responses';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { companies } from '../../db/schema/companies.js';
import { conferenceDetails, loungeDetails, refreshLoungeDetails, reservations, resources } from '../../db/schema/reservations.js';
import { rentalDetails } from '../../db/schema/rentals.js';

/** The reservations with everything a view needs, in one query (no query per row). */
export function viewQuery(db: Db) {
  return db
    .select({
      r: reservations,
      resource: { id: resources.id, code: resources.code, nameKo: resources.nameKo, nameEn: resources.nameEn },
      booker: { id: users.id, name: users.name, loginId: users.loginId },
      company: { id: companies.id, nameKo: companies.nameKo, nameEn: companies.nameEn },
      conference: conferenceDetails,
      lounge: loungeDetails,
      rental: rentalDetails,
      refresh: refreshLoungeDetails,
    })
    .from(reservations)
    .innerJoin(resources, eq(resources.id, reservations.resourceId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(companies, eq(companies.id, reservations.companyId))
    .leftJoin(conferenceDetails, eq(conferenceDetails.reservationId, reservations.id))
    .leftJoin(loungeDetails, eq(loungeDetails.reservationId, reservations.id))
    .leftJoin(rentalDetails, eq(rentalDetails.reservationId, reservations.id))
    .leftJoin(refreshLoungeDetails, eq(refreshLoungeDetails.reservationId, reservations.id));
}
export type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

/** Whether the booking can still be cancelled and changed online today, and what cancelling it would cost now. */
export function changeTerms(r: Pick<ViewRow['r'], 'amenity' | 'status' | 'date' | 'startTime' | 'total' | 'deposit'>, now: Date) {
  const amenity = r.amenity as Amenity;
  const terms = cancellationNow(amenity, now, r, false);
  return { canChange: terms.allowed, canEdit: canChangeNow(amenity, now, r), cancellationFee: terms.fee };
}

export function toView(row: ViewRow, lang: Lang, now: Date): ReservationView {
  const { r } = row;
  const name = (ko: string, en: string) => (lang === 'ko' ? ko : en);
  return {
    id: r.id,
    code: r.code,
    reference: r.reference ?? r.code,
    // Text columns that only ever hold values written through the shared schemas.
    amenity: r.amenity as Amenity,
    status: r.status,
    resource: { id: row.resource.id, code: row.resource.code, name: name(row.resource.nameKo, row.resource.nameEn) },
    date: r.date,
    start: r.startTime,
    end: r.endTime,
    purpose: r.purpose,
    participants: r.participants,
    paymentMethod: r.paymentMethod as PaymentMethod,
    priceLines: r.priceLines,
    total: r.total,
    deposit: r.deposit,
    depositDue: r.depositDue,
    fee: r.fee,
    createdAt: r.createdAt.toISOString(),
    decisionReason: r.decisionReason,
    booker: row.booker,
    company: { id: row.company.id, name: name(row.company.nameKo, row.company.nameEn) },
    conference: row.conference
      ? {
          packageId: row.conference.packageId as ConferencePackage,
          attendees: row.conference.attendees,
          equipment: row.conference.equipment,
          personInCharge: row.conference.personInCharge,
          contactEmail: row.conference.contactEmail,
          contactMobile: row.conference.contactMobile,
          contractLink: row.conference.contractLink,
        }
      : null,
    lounge: row.lounge ? { layout: row.lounge.layout as LoungeLayout, equipment: row.lounge.equipment } : null,
    rental: row.rental ? { months: row.rental.months, lastDay: row.rental.lastDay, depositState: row.rental.depositState } : null,
    refresh: row.refresh
      ? { equipment: row.refresh.equipment as RefreshEquipment[], purpose: row.refresh.purpose as RefreshPurpose }
      : null,
    ...changeTerms(r, now),
  };
}
