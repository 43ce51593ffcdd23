import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { resources } from '../schema/reservations.js';

/** A resource held by one person at a time (a seat, a bay, a trainer, a pro), as the seeds name it. */
export interface PlannedResource {
  code: string;
  nameKo: string;
  nameEn: string;
}

/**
 * Seeds an amenity's resources of one at a time (capacity 1, no hourly price, in the order given) and
 * answers each code's id. Idempotent on the code: a second run adds nothing and answers the same ids.
 */
export async function seedResources(
  db: Db,
  amenity: string,
  hours: { opensAt: string; closesAt: string },
  planned: readonly PlannedResource[],
): Promise<Map<string, number>> {
  await db
    .insert(resources)
    .values(
      planned.map((r, i) => ({
        amenity,
        code: r.code,
        nameKo: r.nameKo,
        nameEn: r.nameEn,
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
        planned.map((r) => r.code),
      ),
    );
  return new Map(rows.map((r) => [r.code, r.id]));
}
