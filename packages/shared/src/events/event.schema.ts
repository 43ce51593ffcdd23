/**
 * Events and their applications (issue 17, decision 0039), written once: the API validates and
 * serialises with them, the back office's form uses them; the public form checks its fields with the
 * same rules (event.rules.ts, zod-free).
 */
import { phoneSchema } from '../accounts/phone';
import { uploadIdSchema, uploadSchema } from '../uploads/upload.schema';
import { idParamSchema, idSchema, pageNumberSchema, z } from '../validation';
import {
  APPLICANT_COMPANY_MAX,
  APPLICANT_EMAIL_MAX,
  APPLICANT_NAME_MAX,
  EVENT_APPLICATION_VIEW_STATUSES,
  EVENT_CAPACITY_MAX,
  EVENT_HEADCOUNT_MAX,
  EVENT_PLACE_MAX,
  EVENT_STATES,
  EVENT_STATUSES,
  EVENT_TEXT_MAX,
  EVENT_TITLE_MAX,
  EVENT_WAITLIST_MAX,
  RULES_AGREEMENT_MESSAGE,
  seoulLocalToInstant,
} from './event.rules';

export const eventParamsSchema = z.object({ id: idParamSchema });
export const eventApplicationParamsSchema = z.object({ id: idParamSchema, applicationId: idParamSchema });

/** GET /events: a search over titles, places and descriptions (partial Korean words, pg_trgm). */
export const eventListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

const korean = (max: number, key: string) => z.string({ error: key }).trim().min(1, key).max(max, key);
const english = (max: number, key: string) => z.string().trim().max(max, key).default('');
/** A Seoul wall-clock time as a datetime-local input writes it (YYYY-MM-DDTHH:mm). */
const seoulLocal = z
  .string({ error: 'validation:dateRequired' })
  .refine((v) => seoulLocalToInstant(v) !== null, 'validation:dateRequired');

/** What the back office enters for an event: texts in Korean (required) and English (falls back to Korean). */
export const eventInputSchema = z
  .object({
    titleKo: korean(EVENT_TITLE_MAX, 'events:validation.title'),
    titleEn: english(EVENT_TITLE_MAX, 'events:validation.title'),
    descriptionKo: korean(EVENT_TEXT_MAX, 'events:validation.description'),
    descriptionEn: english(EVENT_TEXT_MAX, 'events:validation.description'),
    placeKo: korean(EVENT_PLACE_MAX, 'events:validation.place'),
    placeEn: english(EVENT_PLACE_MAX, 'events:validation.place'),
    rulesKo: korean(EVENT_TEXT_MAX, 'events:validation.rules'),
    rulesEn: english(EVENT_TEXT_MAX, 'events:validation.rules'),
    startsAt: seoulLocal,
    endsAt: seoulLocal,
    applyOpensAt: seoulLocal,
    applyClosesAt: seoulLocal,
    capacity: z
      .number({ error: 'events:validation.capacity' })
      .int('events:validation.capacity')
      .min(1, 'events:validation.capacity')
      .max(EVENT_CAPACITY_MAX, 'events:validation.capacity'),
    waitlistLength: z
      .number({ error: 'events:validation.waitlist' })
      .int('events:validation.waitlist')
      .min(0, 'events:validation.waitlist')
      .max(EVENT_WAITLIST_MAX, 'events:validation.waitlist'),
    allowAnonymous: z.boolean(),
    status: z.enum(EVENT_STATUSES),
    /** The poster or cover photo (an `event-photo` upload of the office's); null: none; left out: an edit keeps it. */
    photoId: uploadIdSchema.nullable().optional(),
  })
  .refine((e) => e.endsAt > e.startsAt, { path: ['endsAt'], message: 'validation:endAfterStart' })
  .refine((e) => e.applyClosesAt > e.applyOpensAt, { path: ['applyClosesAt'], message: 'validation:endAfterStart' })
  .refine((e) => e.applyClosesAt <= e.startsAt, { path: ['applyClosesAt'], message: 'events:validation.closesBeforeStart' });
export type EventInput = z.input<typeof eventInputSchema>;

/** POST /events/{id}/applications: step 1's details and step 2's agreement to the event's rules. */
export const applicationRequestSchema = z.object({
  name: z.string({ error: 'validation:nameRequired' }).trim().min(1, 'validation:nameRequired').max(APPLICANT_NAME_MAX),
  email: z
    .string({ error: 'validation:emailRequired' })
    .trim()
    .min(1, 'validation:emailRequired')
    .max(APPLICANT_EMAIL_MAX, 'validation:emailFormat')
    .pipe(z.email('validation:emailFormat')),
  phone: phoneSchema,
  company: z.string().trim().max(APPLICANT_COMPANY_MAX, 'validation:invalid').optional(),
  headcount: z
    .number({ error: 'events:errors.headcount' })
    .int('events:errors.headcount')
    .min(1, 'events:errors.headcount')
    .max(EVENT_HEADCOUNT_MAX, 'events:errors.headcount')
    .default(1),
  agreedToRules: z.literal(true, { error: RULES_AGREEMENT_MESSAGE }),
});
export type ApplicationRequest = z.input<typeof applicationRequestSchema>;

const iso = z.string();

/** An event as the public list shows it (texts in the asker's language, English falling back to Korean). */
export const eventViewSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  place: z.string(),
  rules: z.string(),
  startsAt: iso,
  endsAt: iso,
  applyOpensAt: iso,
  applyClosesAt: iso,
  capacity: z.number().int(),
  waitlistLength: z.number().int(),
  /** Places taken by confirmed applications, and applications in line. */
  taken: z.number().int(),
  waitlisted: z.number().int(),
  state: z.enum(EVENT_STATES),
  /** Whether an application now gets a place or a place in line. */
  accepting: z.boolean(),
  allowAnonymous: z.boolean(),
  /** The poster or cover photo, read at its public sizes (/media/{id}/{w}.webp); null: none. */
  photoId: z.string().nullable(),
});
export type EventView = z.infer<typeof eventViewSchema>;
export const eventListSchema = z.object({ items: z.array(eventViewSchema) });
export type EventList = z.infer<typeof eventListSchema>;

/**
 * What an application came to: a place, or a place in the waiting list (1 = next); without a login,
 * either held unconfirmed until `holdUntil` (decision 0055).
 */
export const applicationResultSchema = z.object({
  id: idSchema,
  status: z.enum(['unconfirmed', 'confirmed', 'waitlisted']),
  position: z.number().int().nullable(),
  holdUntil: iso.nullable(),
});
export type ApplicationResult = z.infer<typeof applicationResultSchema>;

/** One application as its applicant sees it (their list, or the anonymous link). */
export const myApplicationSchema = z.object({
  id: idSchema,
  status: z.enum(EVENT_APPLICATION_VIEW_STATUSES),
  position: z.number().int().nullable(),
  /** Until when an unconfirmed application holds its place: confirmed from the e-mail's link before then. */
  holdUntil: iso.nullable(),
  headcount: z.number().int(),
  createdAt: iso,
  cancellable: z.boolean(),
  event: z.object({ id: idSchema, title: z.string(), place: z.string(), startsAt: iso, endsAt: iso }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationListSchema = z.object({ items: z.array(myApplicationSchema) });
export type MyApplicationList = z.infer<typeof myApplicationListSchema>;

// --- The back office ---

/** An event as the back office lists and edits it: both languages, the form's values, the counts. */
export const adminEventSchema = z.object({
  id: idSchema,
  titleKo: z.string(),
  titleEn: z.string(),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  placeKo: z.string(),
  placeEn: z.string(),
  rulesKo: z.string(),
  rulesEn: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  applyOpensAt: z.string(),
  applyClosesAt: z.string(),
  capacity: z.number().int(),
  waitlistLength: z.number().int(),
  allowAnonymous: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  /** The poster or cover photo's file, for the form's preview; null: none. */
  photo: uploadSchema.nullable(),
  state: z.enum(EVENT_STATES),
  taken: z.number().int(),
  waitlisted: z.number().int(),
  /** An English text is missing (the public sees the Korean one). */
  missingEnglish: z.boolean(),
  updatedAt: iso,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ items: z.array(adminEventSchema) });
export type AdminEventList = z.infer<typeof adminEventListSchema>;
export const adminEventQuerySchema = z.object({ q: z.string().trim().max(100).optional(), page: pageNumberSchema });

/** An applicant as the back office sees them (personal data until erased after the event). */
export const adminApplicationSchema = z.object({
  id: idSchema,
  status: z.enum(EVENT_APPLICATION_VIEW_STATUSES),
  position: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  headcount: z.number().int(),
  member: z.boolean(),
  createdAt: iso,
  cancelledAt: iso.nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationListSchema = z.object({ items: z.array(adminApplicationSchema) });
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>;
