/**
 * The bookable amenities as the public pages show them: the rooms that can be booked with their
 * seats and list prices, the hours, the packages offered, and the lounge's price and capacity, as the
 * back office has set them (not the spec's starting values).
 */
import { SPEC_AMENITY_TERMS, type AmenityTerms, type PublicPackageTerms } from '@tea/shared/reservations/amenity-terms';
import { loungeCapacity } from '@tea/shared/reservations/lounge.policy';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resources } from '../../db/schema/reservations.js';

export async function amenityTerms(db: Db): Promise<AmenityTerms> {
  // The rooms that can be booked, and the lounge even while it cannot (it is still there to read about).
  const rows = await db
    .select()
    .from(resources)
    .where(or(and(eq(resources.amenity, 'conference'), eq(resources.active, true)), eq(resources.amenity, 'lounge')))
    .orderBy(asc(resources.sort), asc(resources.id));
  const of = (amenity: Amenity) => rows.filter((r) => r.amenity === amenity);
  const rooms = of('conference');
  const [lounge] = of('lounge');
  // Each package at its cheapest offer among the rooms, with that room's smallest group.
  const packages = new Map<string, PublicPackageTerms>();
  for (const pack of rooms.flatMap((r) => r.packages.filter((p) => p.offered))) {
    const seen = packages.get(pack.id);
    if (!seen || pack.pricePerPerson < seen.pricePerPerson) {
      packages.set(pack.id, { id: pack.id, pricePerPerson: pack.pricePerPerson, minPeople: pack.minPeople });
    }
  }
  const spec = SPEC_AMENITY_TERMS;
  return {
    conference: {
      opensAt: rooms.map((r) => r.opensAt).sort()[0] ?? spec.conference.opensAt,
      closesAt:
        rooms
          .map((r) => r.closesAt)
          .sort()
          .at(-1) ?? spec.conference.closesAt,
      rooms: rooms.map((r) => ({
        code: r.code,
        nameKo: r.nameKo,
        nameEn: r.nameEn,
        capacity: r.capacity,
        hourlyPrice: r.hourlyPrice,
      })),
      packages: spec.conference.packages.flatMap((p) => packages.get(p.id) ?? []),
    },
    lounge: lounge
      ? {
          opensAt: lounge.opensAt,
          closesAt: lounge.closesAt,
          hourlyPrice: lounge.hourlyPrice,
          seatedCapacity: loungeCapacity('seated', lounge),
          standingCapacity: lounge.capacity,
        }
      : spec.lounge,
  };
}
