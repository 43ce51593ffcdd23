/**
 * The answer of GET /api/v1/building/amenity-terms, written once: the API serialises with it and the
 * pages take their types from it. Apart from amenity-terms.ts, so that the pages that only read the
 * spec's values load no zod.
 */
import { z } from 'zod';

const time = z.string().regex(/^\d{2}:\d{2}$/);
const amount = z.number().int().nonnegative();

/** A bookable room; `hourlyPrice` is its list price an hour, VAT included (tenants pay CONFERENCE_ROOM.tenantPricePercent of it). */
const publicRoomTermsSchema = z.object({
  code: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  capacity: amount,
  hourlyPrice: amount,
});
export type PublicRoomTerms = z.infer<typeof publicRoomTermsSchema>;

/** A package: the cheapest offer among the rooms that make it, its price a person and its smallest group. */
const publicPackageTermsSchema = z.object({ id: z.string(), pricePerPerson: amount, minPeople: amount });
export type PublicPackageTerms = z.infer<typeof publicPackageTermsSchema>;

/** The rooms (the earliest opening and the latest closing of those that can be booked) and the lounge. */
export const amenityTermsSchema = z.object({
  conference: z.object({
    opensAt: time,
    closesAt: time,
    rooms: z.array(publicRoomTermsSchema),
    packages: z.array(publicPackageTermsSchema),
  }),
  lounge: z.object({ opensAt: time, closesAt: time, hourlyPrice: amount, seatedCapacity: amount, standingCapacity: amount }),
});
export type AmenityTerms = z.infer<typeof amenityTermsSchema>;
