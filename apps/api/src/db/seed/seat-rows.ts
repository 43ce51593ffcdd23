import type { Db } from '../client.js';
import { seedResources, type PlannedResource } from './resource-rows.js';
import { seats } from '../schema/seats.js';
import { newPublicCode } from '../../modules/public-codes/public-codes.js';

/** A seat to seed: its resource (code, names, hours) and its place in the shared `seats` table. */
export interface PlannedSeat extends PlannedResource {
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
  const ids = await seedResources(db, amenity, hours, planned);
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
