/** What the back office edits of a bookable resource: names, seats, price, hours, extras, packages, and closed days. */
import { GENDERS } from '../accounts/account.rules';
import { z } from '../validation';
import { AMENITIES } from './reservation.rules';
import { PACKAGE_IDS } from './conference.policy';
import { dateSchema, timeSchema } from './reservation.schema';

export const RESOURCE_NAME_MAX = 60;
export const EXTRAS_MAX = 12;

const name = z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(RESOURCE_NAME_MAX);

export const resourceExtraSchema = z.object({
  code: z.string({ error: 'validation:required' }).regex(/^[a-z][a-zA-Z0-9]{1,31}$/, 'admin:fieldErrors.extraCode'),
  nameKo: name,
  nameEn: name,
  price: z.number({ error: 'validation:number' }).int().min(0).max(10_000_000),
});

export const resourcePackageSchema = z.object({
  id: z.enum(PACKAGE_IDS),
  pricePerPerson: z.number({ error: 'validation:number' }).int().min(0).max(1_000_000),
  minPeople: z.number({ error: 'validation:number' }).int().min(1).max(1000),
  offered: z.boolean(),
});

export const resourceUpdateSchema = z
  .object({
    nameKo: name,
    nameEn: name,
    capacity: z.number({ error: 'validation:number' }).int().min(1).max(1000),
    hourlyPrice: z.number({ error: 'validation:number' }).int().min(0).max(100_000_000),
    opensAt: timeSchema,
    closesAt: timeSchema,
    active: z.boolean(),
    extras: z
      .array(resourceExtraSchema)
      .max(EXTRAS_MAX)
      .refine((list) => new Set(list.map((e) => e.code)).size === list.length, 'admin:fieldErrors.extraCodeTwice'),
    /** Meeting packages (conference rooms; none for the lounge), each id once. */
    packages: z
      .array(resourcePackageSchema)
      .max(PACKAGE_IDS.length)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length),
  })
  .refine((v) => v.closesAt > v.opensAt, { path: ['closesAt'], message: 'validation:endAfterStart' });
export type ResourceUpdate = z.output<typeof resourceUpdateSchema>;

export const blackoutSchema = z.object({
  date: dateSchema,
  reasonKo: name,
  reasonEn: name,
});
export type BlackoutInput = z.output<typeof blackoutSchema>;

/** The largest seat number and map cell the back office's seat editor takes. */
export const SEAT_LIMITS = { number: 999, row: 30, column: 30 } as const;
const seatInt = (max: number) =>
  z.number({ error: 'validation:number' }).int('validation:number').min(1, 'validation:number').max(max, 'validation:number');

/**
 * A seat as the back office's seat editor sets it (issue 16, decision 0036): its side (the nap room's
 * women's or men's; null in a room without sides), its number on that side, its cell on the map, and
 * whether it can be booked (`resources.active`).
 */
export const seatInputSchema = z.object({
  gender: z.enum(GENDERS, { error: 'admin:seats.fieldErrors.side' }).nullable(),
  number: seatInt(SEAT_LIMITS.number),
  row: seatInt(SEAT_LIMITS.row),
  column: seatInt(SEAT_LIMITS.column),
  active: z.boolean(),
});
export type SeatInput = z.output<typeof seatInputSchema>;
/** A new seat: the room (the amenity) it is added to. */
export const seatCreateSchema = seatInputSchema.extend({ amenity: z.enum(AMENITIES, { error: 'validation:required' }) });
export type SeatCreate = z.output<typeof seatCreateSchema>;

export const adminSeatSchema = seatInputSchema.extend({ id: z.number().int() });
export type AdminSeat = z.infer<typeof adminSeatSchema>;
/** Each seat amenity's room: whether it has sides, and its seats by side and number. */
export const adminSeatRoomsSchema = z.object({
  rooms: z.array(z.object({ amenity: z.enum(AMENITIES), sides: z.boolean(), seats: z.array(adminSeatSchema) })),
});
export type AdminSeatRooms = z.infer<typeof adminSeatRoomsSchema>;
