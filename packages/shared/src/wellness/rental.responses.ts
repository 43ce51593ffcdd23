/** The answers of the rental routes, written once: the API validates with them and the web infers its types. */
import { priceLineSchema } from '../reservations/reservation.responses';
import { RESERVATION_STATUSES } from '../reservations/reservation.rules';
import { z } from '../validation';
import { suspensionViewSchema } from './membership.responses';
import { RENTAL_KINDS } from './rental.rules';

export const DEPOSIT_STATES = ['held', 'returned'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** A unit on the map of its kind: where it is and whether it is free for the period asked (no one's name). */
export const rentalUnitSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  zone: z.string(),
  row: z.number().int(),
  column: z.number().int(),
  free: z.boolean(),
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalMapSchema = z.object({
  kind: z.enum(RENTAL_KINDS),
  start: z.string(),
  months: z.number().int(),
  lastDay: z.string(),
  monthlyPrice: z.number().int(),
  deposit: z.number().int(),
  units: z.array(rentalUnitSchema),
});
export type RentalMap = z.infer<typeof rentalMapSchema>;

export const rentalQuoteSchema = z.object({
  lines: z.array(priceLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  lastDay: z.string(),
});
export type RentalQuote = z.infer<typeof rentalQuoteSchema>;

/** One rental as its renter, and the back office, see it. */
export const rentalViewSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(RENTAL_KINDS),
  number: z.number().int(),
  zone: z.string(),
  start: z.string(),
  months: z.number().int(),
  lastDay: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  priceLines: z.array(priceLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  depositState: z.enum(DEPOSIT_STATES),
  depositReturnedAt: z.string().nullable(),
  /** The renter may still cancel it online (free until the day before the start). */
  canCancel: z.boolean(),
  renter: z.object({ id: z.number().int(), name: z.string(), loginId: z.string(), company: z.string() }),
  /** Its suspension (once per rental, decision 0029), and the colleague a transfer is offered to while it waits. */
  suspension: suspensionViewSchema.nullable(),
  transferTo: z.object({ name: z.string(), loginId: z.string() }).nullable(),
});
export type RentalView = z.infer<typeof rentalViewSchema>;

export const rentalPageSchema = z.object({ items: z.array(rentalViewSchema), total: z.number().int() });
export type RentalPage = z.infer<typeof rentalPageSchema>;

export const rentalPricesSchema = z.object({ locker: z.number().int(), basket: z.number().int() });
export type RentalPrices = z.infer<typeof rentalPricesSchema>;

/** The back office's page of a kind: the map today, the rentals it follows and the monthly prices. */
export const officeRentalsSchema = z.object({
  map: rentalMapSchema,
  items: z.array(rentalViewSchema),
  prices: rentalPricesSchema,
});
export type OfficeRentals = z.infer<typeof officeRentalsSchema>;
