/**
 * The reservation requests as the forms send them and the server checks them (the same schemas).
 * Each required field has its own message (spec §5); the amenity policies add the rules that need
 * today's date or the room (conference.policy.ts, lounge.policy.ts).
 */
import { emailSchema, nameSchema } from '../accounts/account.rules';
import { phoneSchema } from '../accounts/phone';
import { idParamSchema, pageNumberSchema, queryIntSchema, z } from '../validation';
import { WELLNESS_HISTORY_TABS } from './amenity-policies';
import { CONFERENCE_PACKAGES } from './conference.policy';
import { LOUNGE_LAYOUTS } from './lounge.policy';
import { AMENITIES, PAYMENT_METHODS } from './reservation.rules';
import { isCalendarDate } from '../calendar';

export const PURPOSE_MAX = 200;
export const ATTENDEES_MAX = 50;
export const EQUIPMENT_MAX = 12;
export const PARTICIPANTS_MAX = 500;
export const REASON_MAX = 300;

export const dateSchema = z
  .string({ error: 'validation:dateRequired' })
  .min(1, 'validation:dateRequired')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:dateRequired')
  .refine(isCalendarDate, 'validation:dateRequired');

export const timeSchema = z
  .string({ error: 'validation:timeRequired' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation:timeRequired');

const purposeSchema = z
  .string({ error: 'validation:purposeRequired' })
  .trim()
  .min(1, 'validation:purposeRequired')
  .max(PURPOSE_MAX);

const participantsSchema = z
  .number({ error: 'validation:participantsRequired' })
  .int('validation:participantsRequired')
  .min(1, 'validation:participantsRequired')
  .max(PARTICIPANTS_MAX);

const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'validation:paymentMethodRequired' });

const equipmentSchema = z.array(z.string().trim().min(1).max(40)).max(EQUIPMENT_MAX);

/** An attendee of a conference booking: a name, and an e-mail address to send the invitation to. */
export const attendeeSchema = z.object({
  name: nameSchema,
  email: z.union([z.literal(''), emailSchema]).optional(),
});

/** The end comes after the start. */
const ordered = <T extends { start: string; end: string }>(v: T) => v.end > v.start;

export const conferenceRequestSchema = z
  .object({
    roomId: z.number({ error: 'validation:roomRequired' }).int().positive('validation:roomRequired'),
    date: dateSchema,
    start: timeSchema,
    end: timeSchema,
    purpose: purposeSchema,
    participants: participantsSchema,
    attendees: z.array(attendeeSchema).max(ATTENDEES_MAX),
    packageId: z.enum(CONFERENCE_PACKAGES, { error: 'validation:packageRequired' }),
    equipment: equipmentSchema,
    paymentMethod: paymentMethodSchema,
    personInCharge: z
      .string({ error: 'validation:personInChargeRequired' })
      .trim()
      .min(1, 'validation:personInChargeRequired')
      .max(50),
    contactEmail: emailSchema,
    contactMobile: phoneSchema,
    contractLink: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'validation:urlFormat' }).max(500)]).optional(),
  })
  .refine(ordered, { path: ['end'], message: 'validation:endAfterStart' });
export type ConferenceRequest = z.output<typeof conferenceRequestSchema>;
export type ConferenceRequestInput = z.input<typeof conferenceRequestSchema>;

export const loungeRequestSchema = z
  .object({
    date: dateSchema,
    start: timeSchema,
    end: timeSchema,
    purpose: purposeSchema,
    participants: participantsSchema,
    layout: z.enum(LOUNGE_LAYOUTS, { error: 'validation:layoutRequired' }),
    equipment: equipmentSchema,
    paymentMethod: paymentMethodSchema,
  })
  .refine(ordered, { path: ['end'], message: 'validation:endAfterStart' });
export type LoungeRequest = z.output<typeof loungeRequestSchema>;

export const reservationIdParamsSchema = z.object({ id: idParamSchema });

export const availabilityQuerySchema = z.object({ date: dateSchema });

export const historyQuerySchema = z.object({
  amenity: z.enum(AMENITIES).optional(),
  /** The kinds a tab of the wellness history lists (golf: seats and lessons), from the registry. */
  wellnessTab: z.enum(WELLNESS_HISTORY_TABS).optional(),
  page: pageNumberSchema,
  size: queryIntSchema(1, 50).default(10),
});

export const decisionSchema = z.object({
  reason: z.string().trim().max(REASON_MAX).optional(),
});

export const rejectionSchema = z.object({
  reason: z.string({ error: 'validation:reasonRequired' }).trim().min(1, 'validation:reasonRequired').max(REASON_MAX),
});
