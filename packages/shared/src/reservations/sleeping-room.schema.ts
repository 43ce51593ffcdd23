/** The nap room's request, as the form sends it and the server checks it (the same schema); the spec's "Please select a seat / time / date". */
import { GENDERS } from '../accounts/account.rules';
import { itemsOf } from '../answers';
import { NAP_PASS_PAYMENTS, NAP_PASS_PRODUCT_IDS } from './sleeping-room.policy';
import { closedSchema } from './reservation.responses';
import { z, idParamSchema } from '../validation';

const picked = (key: string) => z.string({ error: key }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, key);

export const napRequestSchema = z.object({
  seatId: z.number({ error: 'amenities:nap.selectSeat' }).int().positive('amenities:nap.selectSeat'),
  date: z.string({ error: 'amenities:nap.selectDate' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'amenities:nap.selectDate'),
  start: picked('amenities:nap.selectTime'),
  end: picked('amenities:nap.selectTime'),
});
export type NapRequest = z.infer<typeof napRequestSchema>;

/** The form: a date, a start hour, how many hours (more than one with passes) and a seat; the end is `napEnd`. */
export const napFormSchema = napRequestSchema.omit({ end: true }).extend({
  hours: z
    .number({ error: 'amenities:nap.selectTime' })
    .int()
    .min(1, 'amenities:nap.selectTime')
    .max(3, 'amenities:nap.selectTime'),
});
export type NapForm = z.infer<typeof napFormSchema>;

export const napSeatQuerySchema = z.object({
  date: napRequestSchema.shape.date,
  start: napRequestSchema.shape.start,
  end: napRequestSchema.shape.end,
  /** The booking being changed, whose own seat shows free. */
  except: idParamSchema.optional(),
});

/** A seat of the person's gender and whether it is free for the time asked (no one's name). */
export const napSeatSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
  free: z.boolean(),
});

/** The map of the person's side of the room, with what keeps them from booking before they pick anything. */
export const napSeatMapSchema = z.object({
  gender: z.enum(GENDERS),
  seats: z.array(napSeatSchema),
  /** The last day of a no-show restriction (NO_SHOW_RESTRICTED), or null. */
  restrictedUntil: z.string().nullable(),
  /** Whether bookings are taken now (00:00 to 17:30 Seoul time). */
  bookingOpen: z.boolean(),
  /** Why the room is closed today (a weekend, a public holiday, a closure: open-days.ts), or null. */
  closed: closedSchema,
  /** What `napVerdict` asks (decision 0059): a booking held today, the month's free uses left, pass sessions left. */
  bookedToday: z.boolean(),
  freeUsesLeft: z.number().int(),
  sessionsLeft: z.number().int(),
});
export type NapSeatMap = z.infer<typeof napSeatMapSchema>;

/** The status asked while changing a booking: that booking does not count against itself. */
export const napStatusQuerySchema = z.object({ except: idParamSchema.optional() });

/** Before a time is picked: who the person is to the room (their side, a restriction, the booking hours). */
export const napStatusSchema = napSeatMapSchema.omit({ seats: true });
export type NapStatus = z.infer<typeof napStatusSchema>;

/** The back office issues a pass to a member: which person, which product, paid at the desk or charged to the company. */
export const napPassIssueSchema = z.object({
  userId: z.number({ error: 'amenities:passes.selectPerson' }).int().positive('amenities:passes.selectPerson'),
  product: z.enum(NAP_PASS_PRODUCT_IDS, { error: 'amenities:passes.selectProduct' }),
  payment: z.enum(NAP_PASS_PAYMENTS, { error: 'amenities:passes.selectPayment' }),
});
export type NapPassIssue = z.infer<typeof napPassIssueSchema>;

/** A pass as its holder sees it (My Page) and the back office lists it. */
export const napPassSchema = z.object({
  id: z.number().int(),
  product: z.enum(NAP_PASS_PRODUCT_IDS),
  sessions: z.number().int(),
  left: z.number().int(),
  expiresOn: z.string(),
  price: z.number().int(),
  payment: z.enum(NAP_PASS_PAYMENTS),
  issuedAt: z.string(),
});
export type NapPass = z.infer<typeof napPassSchema>;
/** The person's own passes (My Page). */
export const myNapPassesSchema = itemsOf(napPassSchema);
export type MyNapPasses = z.infer<typeof myNapPassesSchema>;

export const adminNapPassSchema = napPassSchema.extend({
  holder: z.object({ id: z.number().int(), name: z.string(), loginId: z.string() }),
  company: z.string(),
  issuedBy: z.string(),
});
export type AdminNapPass = z.infer<typeof adminNapPassSchema>;
/** The passes issued, as the back office lists them. */
export const adminNapPassesSchema = itemsOf(adminNapPassSchema);
export type AdminNapPasses = z.infer<typeof adminNapPassesSchema>;
