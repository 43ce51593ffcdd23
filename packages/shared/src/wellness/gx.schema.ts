/**
 * GX programs and registrations (issue 15), written once: the API validates and serialises with
 * them, the back office's form uses them through react-hook-form.
 */
import { dateSchema, timeSchema } from '../reservations/reservation.schema';
import { idParamSchema, idSchema, z } from '../validation';
import {
  GX_CANCELLED_BY,
  GX_CAPACITY_MAX,
  GX_PRICE_MAX,
  GX_PROGRAM_STATUSES,
  GX_REGISTRATION_STATUSES,
  GX_WAITLIST_MAX,
  GX_WEEKDAYS,
} from './gx.rules';

/** A program month, YYYY-MM (2000-01 to 2099-12). */
export const gxMonthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'wellness:validation.month');
export const gxMonthQuerySchema = z.object({ month: gxMonthSchema });
export const gxParamsSchema = z.object({ id: idParamSchema });

const name = (key: string) => z.string().trim().min(1, key).max(60, key);

/** What the back office enters for a program of a month. */
export const gxProgramInputSchema = z
  .object({
    month: gxMonthSchema,
    nameKo: name('wellness:validation.nameKo'),
    nameEn: name('wellness:validation.nameEn'),
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: 'wellness:validation.weekdays' })
      .min(1, 'wellness:validation.weekdays')
      .max(GX_WEEKDAYS.length, 'wellness:validation.weekdays')
      .refine((days) => new Set(days).size === days.length, 'wellness:validation.weekdays'),
    start: timeSchema,
    end: timeSchema,
    instructor: name('wellness:validation.instructor'),
    capacity: z
      .number({ error: 'wellness:validation.capacity' })
      .int()
      .min(1, 'wellness:validation.capacity')
      .max(GX_CAPACITY_MAX, 'wellness:validation.capacity'),
    waitlistLength: z
      .number({ error: 'wellness:validation.waitlist' })
      .int()
      .min(0, 'wellness:validation.waitlist')
      .max(GX_WAITLIST_MAX, 'wellness:validation.waitlist'),
    price: z
      .number({ error: 'wellness:validation.price' })
      .int()
      .min(0, 'wellness:validation.price')
      .max(GX_PRICE_MAX, 'wellness:validation.price'),
    /** A late round's own registration days (both or neither); none: the rule's window. */
    registrationOpens: dateSchema.nullable().default(null),
    registrationCloses: dateSchema.nullable().default(null),
  })
  .refine((p) => p.end > p.start, { path: ['end'], message: 'validation:endAfterStart' })
  .refine((p) => (p.registrationOpens === null) === (p.registrationCloses === null), {
    path: ['registrationCloses'],
    message: 'wellness:validation.registrationDays',
  })
  .refine((p) => p.registrationOpens === null || p.registrationCloses === null || p.registrationCloses >= p.registrationOpens, {
    path: ['registrationCloses'],
    message: 'wellness:validation.registrationDays',
  });
export type GxProgramInput = z.output<typeof gxProgramInputSchema>;

export const gxWindowSchema = z.object({ opens: z.string(), closes: z.string(), open: z.boolean() });

/** A program as the members' list and the back office show it. */
export const gxProgramSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  name: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  weekdays: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
  firstSession: z.string(),
  /** How many sessions it has in its month, holidays and closures skipped; null when their year's holidays are not known. */
  sessionCount: z.number().int().nullable(),
  instructor: z.string(),
  capacity: z.number().int(),
  waitlistLength: z.number().int(),
  price: z.number().int(),
  vat: z.number().int(),
  status: z.enum(GX_PROGRAM_STATUSES),
  /** Its registration days and whether they are open now; null when their year's holidays are not known. */
  registration: gxWindowSchema.nullable(),
  registrationOpens: z.string().nullable(),
  registrationCloses: z.string().nullable(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
  /** The asker's own active registration of it, when they have one. */
  mine: z
    .object({ id: z.number().int(), status: z.enum(GX_REGISTRATION_STATUSES), position: z.number().int().nullable() })
    .nullable(),
});
export type GxProgram = z.infer<typeof gxProgramSchema>;

export const gxProgramListSchema = z.object({
  month: z.string(),
  /** Registration for the month; null when its year's holidays are not known yet. */
  window: gxWindowSchema.nullable(),
  items: z.array(gxProgramSchema),
});
export type GxProgramList = z.infer<typeof gxProgramListSchema>;

export const gxRegistrationRequestSchema = z.object({ programId: idSchema });
export const gxRegistrationCreatedSchema = z.object({
  id: z.number().int(),
  status: z.enum(['registered', 'waitlisted']),
  /** The place on the waiting list (1 = next), when waitlisted. */
  position: z.number().int().nullable(),
});
export type GxRegistrationCreated = z.infer<typeof gxRegistrationCreatedSchema>;

/** One of the person's registrations (My Page). */
export const gxRegistrationSchema = z.object({
  id: z.number().int(),
  status: z.enum(GX_REGISTRATION_STATUSES),
  position: z.number().int().nullable(),
  cancelledBy: z.enum(GX_CANCELLED_BY).nullable(),
  price: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  fee: z.number().int(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** What withdrawing now costs and gives back; `allowed` false when it is no longer possible online. */
  withdrawal: z.object({ allowed: z.boolean(), fee: z.number().int(), refund: z.number().int() }),
  program: gxProgramSchema.pick({
    id: true,
    month: true,
    name: true,
    weekdays: true,
    start: true,
    end: true,
    instructor: true,
    firstSession: true,
    status: true,
  }),
});
export type GxRegistration = z.infer<typeof gxRegistrationSchema>;
export const gxRegistrationListSchema = z.object({ items: z.array(gxRegistrationSchema) });
export type GxRegistrationList = z.infer<typeof gxRegistrationListSchema>;

export const gxCancelAnswerSchema = z.object({ fee: z.number().int(), refund: z.number().int() });
export type GxCancelAnswer = z.infer<typeof gxCancelAnswerSchema>;

/** A program's roster (back office): each registration with the person and the sessions attended. */
export const gxRosterSchema = z.object({
  program: gxProgramSchema,
  sessions: z.array(z.string()),
  items: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(GX_REGISTRATION_STATUSES),
      position: z.number().int().nullable(),
      name: z.string(),
      loginId: z.string(),
      company: z.string(),
      createdAt: z.string(),
      attended: z.array(z.string()),
    }),
  ),
});
export type GxRoster = z.infer<typeof gxRosterSchema>;
export const gxAttendanceSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), attended: z.boolean() });
export type GxAttendance = z.infer<typeof gxAttendanceSchema>;
export const gxCopySchema = z.object({ month: gxMonthSchema });
/** What copying the previous month did: how many programs it added. */
export const gxCopiedSchema = z.object({ copied: z.number().int() });
export type GxCopied = z.infer<typeof gxCopiedSchema>;
