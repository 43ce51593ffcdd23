/**
 * What the public intro pages and the /amenities overview show of the bookable amenities: the
 * building's own values, which the back office edits (rooms, seats, list prices, hours, packages,
 * the lounge's price and capacity), read from GET /api/v1/building/amenity-terms.
 */
import { CONFERENCE_ROOM, EXECUTIVE_LOUNGE } from './amenity.facts';
import type { AmenityTerms } from './amenity-terms.schema';

export type { AmenityTerms, PublicPackageTerms, PublicRoomTerms } from './amenity-terms.schema';

/** The spec's values: what the pages show when the building's own cannot be read. */
export const SPEC_AMENITY_TERMS: AmenityTerms = {
  conference: {
    opensAt: CONFERENCE_ROOM.opensAt,
    closesAt: CONFERENCE_ROOM.closesAt,
    rooms: CONFERENCE_ROOM.rooms.map((room) => ({
      code: room.id,
      nameKo: `회의실 ${room.id.slice(4)}`,
      nameEn: `Conference room ${room.id.slice(4)}`,
      capacity: room.seats,
      hourlyPrice: room.hourlyPrice,
    })),
    packages: CONFERENCE_ROOM.packages.map((p) => ({ ...p })),
  },
  lounge: {
    opensAt: EXECUTIVE_LOUNGE.opensAt,
    closesAt: EXECUTIVE_LOUNGE.closesAt,
    hourlyPrice: EXECUTIVE_LOUNGE.hourlyPrice,
    seatedCapacity: EXECUTIVE_LOUNGE.seatedCapacity,
    standingCapacity: EXECUTIVE_LOUNGE.standingCapacity,
  },
};
