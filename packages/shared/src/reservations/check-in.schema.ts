/** Check-in, no-shows, waivers and the seat QR sheet (issue 16, decision 0035): requests and answers. */
import { GENDERS } from '../accounts/account.rules';
import { pageQuerySchema } from '../admin/admin-list.schema';
import { sortQuerySchema } from '../admin/list-order';
import { itemsOf, pageOf } from '../answers';
import { z } from '../validation';
import { NO_SHOW_RESTRICTION_DAYS_MAX } from './check-in.rules';
import { dateSchema, REASON_MAX } from './reservation.schema';
import { AMENITIES } from './reservation.rules';

/** What a check-in did (at the seat's QR or the desk's scan of a member QR), or why not. */
export const CHECK_IN_RESULTS = [
  'checked_in',
  'already_checked_in',
  'too_early',
  'too_late',
  'no_booking',
  /** The seat's QR scanned from outside the building's networks: no proof the person is there (decision 0054). */
  'not_on_site',
  /** The desk's scan only: the member QR expired, is not one, or its account is not active. */
  'expired',
  'invalid',
  'inactive',
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const checkInSeatSchema = z.object({
  amenity: z.enum(AMENITIES),
  /** The room's name (the nap room's side included) and the seat's number in it. */
  room: z.string(),
  number: z.number().int(),
});

export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  /** The seat scanned, or the seat of the booking the desk found; null when nothing was found. */
  seat: checkInSeatSchema.nullable(),
  /** The booking concerned: its reference and time (HH:mm–HH:mm), when there is one. */
  booking: z.object({ id: z.number().int(), reference: z.string().nullable(), start: z.string(), end: z.string() }).nullable(),
  /** Too early: the Seoul time check-in opens (HH:mm). */
  opensAt: z.string().nullable(),
  /** The desk's scan: whose member QR it was. */
  person: z.object({ name: z.string(), loginId: z.string() }).nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** The back office's waiver of a no-show: the reason is kept with who and when. */
export const waiverSchema = z.object({
  reason: z.string({ error: 'validation:reasonRequired' }).trim().min(1, 'validation:reasonRequired').max(REASON_MAX),
});
export type Waiver = z.infer<typeof waiverSchema>;

/** The columns the no-shows sort by (decision 0061): the day and hour, the company, the amenity. */
export const NO_SHOW_SORTS = ['date', 'company', 'amenity'] as const;

/** The no-shows between two days (the last 30 without them), of one amenity or all, a page at a time. */
export const noShowQuerySchema = pageQuerySchema.extend({
  amenity: z.enum(AMENITIES).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  sort: sortQuerySchema(NO_SHOW_SORTS),
});
export type NoShowQuery = z.infer<typeof noShowQuerySchema>;

export const noShowRowSchema = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  amenity: z.enum(AMENITIES),
  resource: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  person: z.object({ name: z.string(), loginId: z.string() }),
  company: z.string(),
  noShowAt: z.string().nullable(),
  fee: z.number().int(),
  /** The last day of the restriction it put on the person, unless lifted. */
  restrictedUntil: z.string().nullable(),
  waiver: z.object({ at: z.string(), by: z.string().nullable(), reason: z.string() }).nullable(),
});
export type NoShowRow = z.infer<typeof noShowRowSchema>;
/** The no-shows between two days, with their waivers. */
export const noShowListSchema = pageOf(noShowRowSchema);
export type NoShowList = z.infer<typeof noShowListSchema>;

/** What the back office's sweep did: how many bookings it marked as no-shows. */
export const noShowSweepSchema = z.object({ marked: z.number().int() });
export type NoShowSweep = z.infer<typeof noShowSweepSchema>;

/** The restriction length of an amenity whose no-show restriction the office sets. */
export const restrictionSettingSchema = z.object({
  amenity: z.enum(AMENITIES),
  days: z.number().int(),
  /** Whether the office set it (else the registry's default). */
  set: z.boolean(),
});
export type RestrictionSetting = z.infer<typeof restrictionSettingSchema>;
export const restrictionSettingsSchema = itemsOf(restrictionSettingSchema);
export type RestrictionSettings = z.infer<typeof restrictionSettingsSchema>;

export const restrictionDaysSchema = z.object({
  days: z
    .number({ error: 'validation:required' })
    .int('validation:invalid')
    .min(0, 'validation:invalid')
    .max(NO_SHOW_RESTRICTION_DAYS_MAX, 'validation:invalid'),
});
export type RestrictionDays = z.infer<typeof restrictionDaysSchema>;

/** The seat QR sheet of one room: the amenity, and the side of a room that has sides (the nap room). */
export const seatSheetQuerySchema = z.object({
  amenity: z.enum(AMENITIES),
  gender: z.enum(GENDERS).optional(),
});

/** A seat of the sheet with the link its QR code opens. */
export const seatLinkSchema = z.object({
  seatId: z.number().int(),
  number: z.number().int(),
  gender: z.enum(GENDERS).nullable(),
  name: z.string(),
  path: z.string(),
});
export type SeatLink = z.infer<typeof seatLinkSchema>;
/** The seats of a room with the links their QR codes open. */
export const seatLinksSchema = itemsOf(seatLinkSchema);
export type SeatLinks = z.infer<typeof seatLinksSchema>;

/** The page a seat's QR opens (a member logs in, then comes back to it). */
export const SEAT_CHECK_IN_PATH = '/seat-check-in';
