import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { HOLDING_STATUSES, type Amenity } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/time';
import { expiryNoticeHorizon, type RentalKind } from '@tea/shared/wellness/rental.rules';
import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import { reservations } from '../db/schema/reservations.js';
import { rentalDetails } from '../db/schema/rentals.js';
import { rentalQuery } from '../modules/wellness/rental-view.js';
import type { Job } from './scheduler.js';

const BATCH = 200;

/**
 * Issue 15: a locker or basket rental is announced to its renter 7 days before its last day (or at
 * once when it is rented closer to its end), in their language, once: the rental is marked in the
 * transaction that puts the notice in the outbox. Every hour, one replica at a time.
 */
export const announceRentalExpiry: Job = {
  name: 'announce-rental-expiry',
  lockKey: 7_327,
  everyMs: 60 * 60_000,
  async run(db, now, services) {
    const today = seoulDate(now);
    const rows = await rentalQuery(db)
      .where(
        and(
          inArray(reservations.status, [...HOLDING_STATUSES]),
          isNull(rentalDetails.expiryNoticeAt),
          between(rentalDetails.lastDay, today, expiryNoticeHorizon(today)),
        ),
      )
      .limit(BATCH);
    for (const row of rows) {
      await db.update(rentalDetails).set({ expiryNoticeAt: now }).where(eq(rentalDetails.reservationId, row.r.id));
      await services.notify(
        {
          kind: 'rental_expiring',
          params: {
            reference: row.r.reference ?? row.r.code,
            kind: row.r.amenity as RentalKind,
            number: row.unit.number,
            name: row.renter.name,
            start: row.r.date,
            lastDay: row.d.lastDay,
            deposit: row.d.deposit,
          },
          link: historyPath(row.r.amenity as Amenity),
          userId: row.renter.id,
          email: row.renter.email,
          language: row.renter.language === 'en' ? 'en' : 'ko',
        },
        db,
      );
    }
    return { announced: rows.length };
  },
};
