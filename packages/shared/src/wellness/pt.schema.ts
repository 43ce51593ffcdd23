/**
 * Paid PT (issue 15, decision 0028), written once: the API validates and serialises with them, the
 * web's forms use them through react-hook-form.
 */
import { dateSchema, timeSchema } from '../reservations/reservation.schema';
import { RESERVATION_STATUSES } from '../reservations/reservation.rules';
import { ID_MAX, idParamSchema, z } from '../validation';
import { PT_PACKAGE_STATES, PT_PAYMENT_METHODS, PT_SESSION_STATES } from './pt.rules';

export const ptParamsSchema = z.object({ id: idParamSchema });

/** Buying a package: how it is paid. */
export const ptPackageRequestSchema = z.object({
  paymentMethod: z.enum(PT_PAYMENT_METHODS, { error: 'pt:validation.paymentMethod' }),
});
export type PtPackageRequest = z.infer<typeof ptPackageRequestSchema>;
/** The form: the request, and the PT terms (/termsofusePT) agreed. */
export const ptPackageFormSchema = ptPackageRequestSchema.extend({
  agreed: z.boolean().refine((v) => v, 'pt:validation.agreeRequired'),
});
export type PtPackageForm = z.infer<typeof ptPackageFormSchema>;

/** A session booked from a package in a trainer's free slot (POST /api/v2/wellness/pt/sessions). */
export const ptSessionRequestSchema = z.object({
  packageId: z
    .number({ error: 'pt:validation.package' })
    .int()
    .positive('pt:validation.package')
    .max(ID_MAX, 'pt:validation.package'),
  trainerId: z
    .number({ error: 'pt:validation.trainer' })
    .int()
    .positive('pt:validation.trainer')
    .max(ID_MAX, 'pt:validation.trainer'),
  date: dateSchema,
  start: timeSchema,
});
export type PtSessionRequest = z.infer<typeof ptSessionRequestSchema>;
/** Moving a session to another free slot (the same trainer or another). */
export const ptMoveRequestSchema = ptSessionRequestSchema.omit({ packageId: true });
export type PtMoveRequest = z.infer<typeof ptMoveRequestSchema>;

/** The free slots of a trainer between two days (at most 14 days). */
export const ptSlotsQuerySchema = z.object({
  trainerId: idParamSchema,
  from: dateSchema,
  to: dateSchema,
});
export const ptSlotsSchema = z.object({
  trainerId: z.number().int(),
  days: z.array(z.object({ date: z.string(), starts: z.array(z.string()) })),
});
export type PtSlots = z.infer<typeof ptSlotsSchema>;

export const ptWindowSchema = z
  .object({
    weekday: z.number({ error: 'pt:validation.weekday' }).int().min(1, 'pt:validation.weekday').max(7, 'pt:validation.weekday'),
    start: timeSchema,
    end: timeSchema,
  })
  .refine((w) => w.start < w.end, { path: ['end'], message: 'pt:validation.hours' });

const name = (key: string) => z.string().trim().min(1, key).max(60, key);
/** What the back office enters for a trainer: names, an introduction, the weekly hours. */
export const ptTrainerInputSchema = z.object({
  nameKo: name('pt:validation.nameKo'),
  nameEn: name('pt:validation.nameEn'),
  introKo: z.string().trim().max(200, 'pt:validation.intro'),
  introEn: z.string().trim().max(200, 'pt:validation.intro'),
  active: z.boolean(),
  availability: z.array(ptWindowSchema).max(50, 'pt:validation.hours'),
});
export type PtTrainerInput = z.infer<typeof ptTrainerInputSchema>;

export const ptTrainerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  intro: z.string(),
  introKo: z.string(),
  introEn: z.string(),
  active: z.boolean(),
  availability: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
});
export type PtTrainer = z.infer<typeof ptTrainerSchema>;
export const ptTrainerListSchema = z.object({ items: z.array(ptTrainerSchema) });
export type PtTrainerList = z.infer<typeof ptTrainerListSchema>;

export const ptSessionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  reference: z.string().nullable(),
  trainer: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  state: z.enum(PT_SESSION_STATES),
  /** Whether it may still be moved or cancelled (24 hours ahead), and until when. */
  changeable: z.boolean(),
  changeDeadline: z.string(),
});
export type PtSession = z.infer<typeof ptSessionSchema>;

export const ptPackageSchema = z.object({
  id: z.number().int(),
  holder: z.object({ id: z.number().int(), name: z.string(), loginId: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  paymentMethod: z.enum(PT_PAYMENT_METHODS),
  price: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  sessions: z.number().int(),
  used: z.number().int(),
  /** Coming within 24 hours: kept, no longer changeable (decision 0062). */
  locked: z.number().int(),
  booked: z.number().int(),
  remaining: z.number().int(),
  bookable: z.number().int(),
  firstSessionDate: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Its days of validity from the first session: 30, plus what a suspension added. */
  validDays: z.number().int(),
  state: z.enum(PT_PACKAGE_STATES),
  createdAt: z.string(),
  items: z.array(ptSessionSchema),
});
export type PtPackage = z.infer<typeof ptPackageSchema>;
export const ptPackageListSchema = z.object({ items: z.array(ptPackageSchema) });
export type PtPackageList = z.infer<typeof ptPackageListSchema>;
