/** The refresh lounge's request, as the form sends it and the server checks it (the same schema); each missing pick named. */
import { z, idParamSchema } from '../validation';
import { REFRESH_EQUIPMENT, REFRESH_LENGTHS, REFRESH_PURPOSES } from './refresh-lounge.policy';
import { closedSchema } from './reservation.responses';

const picked = (key: string) => z.string({ error: key }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, key);

export const refreshRequestSchema = z.object({
  seatId: z.number({ error: 'amenities:refresh.selectSeat' }).int().positive('amenities:refresh.selectSeat'),
  date: z.string({ error: 'amenities:refresh.selectDate' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'amenities:refresh.selectDate'),
  start: picked('amenities:refresh.selectTime'),
  end: picked('amenities:refresh.selectTime'),
  /** Borrowed at the desk; none is fine, each at most once. */
  equipment: z
    .array(z.enum(REFRESH_EQUIPMENT, { error: 'amenities:refresh.equipmentUnknown' }), {
      error: 'amenities:refresh.equipmentUnknown',
    })
    .max(REFRESH_EQUIPMENT.length, 'amenities:refresh.equipmentUnknown')
    .refine((list) => new Set(list).size === list.length, 'amenities:refresh.equipmentTwice'),
  purpose: z.enum(REFRESH_PURPOSES, { error: 'amenities:refresh.selectPurpose' }),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** The form: a start and a length in minutes instead of an end (`refreshEnd`). */
export const refreshFormSchema = refreshRequestSchema.omit({ end: true }).extend({
  minutes: z
    .number({ error: 'amenities:refresh.selectLength' })
    .refine((m) => REFRESH_LENGTHS.includes(m), 'amenities:refresh.selectLength'),
});
export type RefreshForm = z.infer<typeof refreshFormSchema>;

export const refreshSeatQuerySchema = z.object({
  date: refreshRequestSchema.shape.date,
  start: refreshRequestSchema.shape.start,
  end: refreshRequestSchema.shape.end,
  /** The booking being changed, whose own seat shows free. */
  except: idParamSchema.optional(),
});

/** A seat of the lounge, its zone and whether it is free for the time asked (no one's name). */
export const refreshSeatSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  zone: z.string(),
  maxMinutes: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
  free: z.boolean(),
});

/** Before anything is picked: a no-show restriction's last day (NO_SHOW_RESTRICTED), or null. */
export const refreshStatusSchema = z.object({
  restrictedUntil: z.string().nullable(),
  /** Why the lounge is closed today (a weekend, a public holiday, a closure: open-days.ts), or null. */
  closed: closedSchema,
});
export type RefreshStatus = z.infer<typeof refreshStatusSchema>;

export const refreshSeatMapSchema = refreshStatusSchema.extend({ seats: z.array(refreshSeatSchema) });
export type RefreshSeatMap = z.infer<typeof refreshSeatMapSchema>;

/** One's own booking with what it records, for the change form. */
export const refreshBookingSchema = refreshRequestSchema.extend({
  id: z.number().int(),
  seatNumber: z.number().int(),
  canChange: z.boolean(),
});
export type RefreshBooking = z.infer<typeof refreshBookingSchema>;
