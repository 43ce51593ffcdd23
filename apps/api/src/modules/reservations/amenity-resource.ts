/**
 * A resource of the reservation core that the back office manages as a person (a PT trainer, a golf
 * pro): the office's changes reach it by its id within its amenity only, so that another amenity's
 * resource id answers 404, never changes that resource.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resources } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';

/** Sets the resource's names or whether it is active, in the caller's transaction; 404 when the amenity has no such resource. */
export async function updateAmenityResource(
  tx: Db,
  amenity: string,
  id: number,
  set: { nameKo?: string; nameEn?: string; active?: boolean },
): Promise<void> {
  const [row] = await tx
    .update(resources)
    .set(set)
    .where(and(eq(resources.id, id), eq(resources.amenity, amenity)))
    .returning({ id: resources.id });
  if (!row) throw new AppError('NOT_FOUND');
}
