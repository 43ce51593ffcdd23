/**
 * What the public intro pages and the /amenities overview show of the bookable amenities: the
 * building's own values, which the back office edits (rooms, seats, list prices, hours, packages,
 * the lounge's price and capacity), read from GET /api/v1/building/amenity-terms.
 */
import { CONFERENCE_ROOM, EXECUTIVE_LOUNGE } from './amenity.facts';

export interface PublicRoomTerms {
  code: string;
  nameKo: string;
  nameEn: string;
  capacity: number;
  /** List price an hour, VAT included; tenants pay CONFERENCE_ROOM.tenantPricePercent of it. */
  hourlyPrice: number;
}

export interface PublicPackageTerms {
  id: string;
  /** The cheapest offer among the rooms that make it: its price a person and its smallest group. */
  pricePerPerson: number;
  minPeople: number;
}

export interface AmenityTerms {
  conference: {
    /** The earliest opening and the latest closing of the rooms that can be booked. */
    opensAt: string;
    closesAt: string;
    rooms: PublicRoomTerms[];
    packages: PublicPackageTerms[];
  };
  lounge: { opensAt: string; closesAt: string; hourlyPrice: number; seatedCapacity: number; standingCapacity: number };
}

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
