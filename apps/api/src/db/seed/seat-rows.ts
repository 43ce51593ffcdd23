import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seats } from '../schema/seats.js';
import { resources } from '../schema/reservations.js';
import { newPublicCode } from '../../modules/public-codes/public-codes.js';

/** A seat to seed: its resource (code, names, hours) and its place in the shared `seats` table. */
export interface PlannedSeat {
  code: string;
  nameKo: string;
  nameEn: string;
  gender: 'female' | 'male' | null;
  number: number;
  row: number;
  column: number;
}

/**
 * Seeds the seats of a seat amenity (the nap room, the refresh lounge): a `resources` row each, then
 * its `seats` row (decision 0032's addendum) with the code of its check-in QR. Idempotent on the resource code.
 */
export async function seedSeatRows(
  db: Db,
  amenity: string,
  hours: { opensAt: string; closesAt: string },
  planned: readonly PlannedSeat[],
): Promise<void> {
  await db
    .insert(resources)
    .values(
      planned.map((s, i) => ({
        amenity,
        code: s.code,
        nameKo: s.nameKo,
        nameEn: s.nameEn,
        capacity: 1,
        hourlyPrice: 0,
        ...hours,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing({ target: resources.code });
  const rows = await db
    .select({ id: resources.id, code: resources.code })
    .from(resources)
    .where(
      inArray(
        resources.code,
        planned.map((s) => s.code),
      ),
    );
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  await db
    .insert(seats)
    .values(
      planned.map((s) => ({
        resourceId: ids.get(s.code)!,
        amenity,
        gender: s.gender,
        number: s.number,
        row: s.row,
        column: s.column,
        // The code of the seat's check-in QR (decision 0035).
        code: newPublicCode(),
      })),
    )
    .onConflictDoNothing({ target: seats.resourceId });
}
