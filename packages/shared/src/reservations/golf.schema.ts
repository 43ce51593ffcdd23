/** Golf's requests (issue 16), as the form sends them and the server checks them (the same schema). */
import { itemsOf } from '../answers';
import { z, idParamSchema } from '../validation';
import { ptWindowSchema } from '../wellness/pt.schema';
import { GOLF_KINDS } from './golf.policy';
import { closedSchema } from './reservation.responses';

const time = (key: string) => z.string({ error: key }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, key);
const dateField = z.string({ error: 'amenities:golf.selectDate' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'amenities:golf.selectDate');

/** A seat (bay) or a lesson (a pro), a date and a start; the end is the kind's length (`golfEnd`), the server's. */
export const golfRequestSchema = z.object({
  kind: z.enum(GOLF_KINDS, { error: 'amenities:golf.selectKind' }),
  resourceId: z.number({ error: 'amenities:golf.selectResource' }).int().positive('amenities:golf.selectResource'),
  date: dateField,
  start: time('amenities:golf.selectTime'),
});
export type GolfRequest = z.infer<typeof golfRequestSchema>;

export const golfAvailabilityQuerySchema = z.object({
  date: dateField,
  /** The booking being changed, whose own slot shows free. */
  except: idParamSchema.optional(),
});

const slotSchema = z.object({ start: z.string(), end: z.string(), free: z.boolean() });

/** A bay on the map with its slots of the day, free or taken (no one's name). */
export const golfBaySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
  slots: z.array(slotSchema),
});

/** A pro with the lesson slots of the day, free or taken (no one's name). */
export const golfProSlotsSchema = z.object({ id: z.number().int(), name: z.string(), slots: z.array(slotSchema) });

export const golfAvailabilitySchema = z.object({
  date: z.string(),
  /** Why the wellness center is closed that day (a closure of the building: open-days.ts), every slot then taken; or null. */
  closed: closedSchema,
  bays: z.array(golfBaySchema),
  pros: z.array(golfProSlotsSchema),
});
export type GolfAvailability = z.infer<typeof golfAvailabilitySchema>;

/** Before anything is picked: a no-show restriction of each kind (its last day, or null) and the booking window. */
export const golfStatusSchema = z.object({
  restrictedUntil: z.object({ seat: z.string().nullable(), lesson: z.string().nullable() }),
  window: z.object({
    seat: z.object({ first: z.string(), last: z.string() }),
    lesson: z.object({ first: z.string(), last: z.string() }),
  }),
});
export type GolfStatus = z.infer<typeof golfStatusSchema>;

/* The back office's golf pros (issue 16): a pro is a resource of the lesson kind with lesson hours by weekday (the PT trainers' window). */
export const golfProInputSchema = z.object({
  nameKo: z.string({ error: 'amenities:golf.proNameRequired' }).trim().min(1, 'amenities:golf.proNameRequired').max(60),
  nameEn: z.string({ error: 'amenities:golf.proNameRequired' }).trim().min(1, 'amenities:golf.proNameRequired').max(60),
  active: z.boolean(),
  hours: z.array(ptWindowSchema).max(50, 'pt:validation.hours'),
});
export type GolfProInput = z.infer<typeof golfProInputSchema>;

export const golfProSchema = z.object({
  id: z.number().int(),
  nameKo: z.string(),
  nameEn: z.string(),
  active: z.boolean(),
  hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
});
export type GolfPro = z.infer<typeof golfProSchema>;
/** Every golf pro (inactive too) with their lesson hours. */
export const golfProListSchema = itemsOf(golfProSchema);
export type GolfProList = z.infer<typeof golfProListSchema>;
