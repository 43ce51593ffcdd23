/**
 * The lights-out and heating/cooling extension requests and answers (issue 14), written once: the
 * API validates and serialises with them, the forms use them through react-hook-form.
 */
import { sortQuerySchema } from '../admin/list-order';
import { emailSchema, nameSchema } from '../accounts/account.rules';
import { phoneSchema } from '../accounts/phone';
import { dateSchema, timeSchema } from '../reservations/reservation.schema';
import { idParamSchema, pageNumberSchema, z } from '../validation';
import {
  DAY_END,
  EXTENSION_DETAIL_MAX,
  EXTENSION_FLOOR_MAX,
  EXTENSION_FLOOR_MIN,
  EXTENSION_FLOORS_MAX,
  EXTENSION_GROUP_NAMES,
  EXTENSION_KINDS,
  EXTENSION_REASON_MAX,
  EXTENSION_STATUSES,
  TARIFF_RATE_MAX,
} from './extension.rules';

const floorSchema = z.number().int().min(EXTENSION_FLOOR_MIN).max(EXTENSION_FLOOR_MAX);
/** An end time: HH:mm, or 24:00 for the end of the day. */
const endSchema = z.union([timeSchema, z.literal(DAY_END)], { error: 'validation:timeRequired' });

/** The period and floors a quote and a request share; the office-hours and deadline checks need the calendar (server). */
export const extensionQuoteSchema = z
  .object({
    kind: z.enum(EXTENSION_KINDS, { error: 'extensions:validation.kindRequired' }),
    date: dateSchema,
    floors: z
      .array(floorSchema, { error: 'extensions:validation.floorsRequired' })
      .min(1, 'extensions:validation.floorsRequired')
      .max(EXTENSION_FLOORS_MAX, 'extensions:validation.floorsMax')
      .refine((floors) => new Set(floors).size === floors.length, 'extensions:validation.floorsRepeated'),
    start: timeSchema,
    end: endSchema,
  })
  .refine((r) => r.end > r.start, { path: ['end'], message: 'validation:endAfterStart' });
export type ExtensionQuoteRequest = z.output<typeof extensionQuoteSchema>;

const detailSchema = z.string().trim().max(EXTENSION_DETAIL_MAX).default('');

/** POST /api/v1/voc/extensions: the form (name, e-mail and contact prefilled from the account). */
export const extensionRequestSchema = extensionQuoteSchema.safeExtend({
  name: nameSchema,
  email: emailSchema,
  contact: phoneSchema,
  detail: detailSchema,
  /** Heating and cooling only: what the tenant asks for (temperature, zones). */
  requestText: detailSchema,
});
export type ExtensionRequestInput = z.input<typeof extensionRequestSchema>;
export type ExtensionRequest = z.output<typeof extensionRequestSchema>;

/** GET /api/v1/voc/extensions/floors: the floors a tenant may ask for (its company's), with the tower. */
export const extensionFloorsSchema = z.object({ tower: z.string(), floors: z.array(z.number().int()) });
export type ExtensionFloors = z.infer<typeof extensionFloorsSchema>;

export const extensionParamsSchema = z.object({ id: idParamSchema });

/** GET /api/v1/voc/extensions: the person's own requests. */
export const extensionListQuerySchema = z.object({
  page: pageNumberSchema,
  status: z.enum(EXTENSION_STATUSES).optional(),
  /** lights, or heating and cooling (the two tabs and forms). */
  group: z.enum(EXTENSION_GROUP_NAMES).optional(),
});
export type ExtensionListQuery = z.input<typeof extensionListQuerySchema>;

/** The columns the office's list sorts by (decisions 0061 and 0071): the status, the day asked for, the total. */
export const EXTENSION_SORTS = ['status', 'date', 'total'] as const;

/** GET /api/v1/admin/voc/extensions: the building office's list, newest first without an order. */
export const adminExtensionQuerySchema = extensionListQuerySchema.extend({ sort: sortQuerySchema(EXTENSION_SORTS) });
/** The office's list's filters, page and order as the server reads them. */
export type AdminExtensionFilter = z.output<typeof adminExtensionQuerySchema>;

export const extensionRejectSchema = z.object({
  reason: z.string({ error: 'validation:reasonRequired' }).trim().min(1, 'validation:reasonRequired').max(EXTENSION_REASON_MAX),
});

const rate = z.number().int().min(0).max(TARIFF_RATE_MAX);
export const extensionTariffSchema = z.object({ lightsHourly: rate, hvacHourly: rate });
export type ExtensionTariffInput = z.infer<typeof extensionTariffSchema>;

export const extensionPriceLineSchema = z.object({
  key: z.enum(['floor', 'vat']),
  amount: z.number().int(),
  floor: z.number().int().optional(),
  hours: z.number().int().optional(),
  rate: z.number().int().optional(),
});
export const extensionQuoteAnswerSchema = z.object({
  lines: z.array(extensionPriceLineSchema),
  subtotal: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** The last instant the request is taken. */
  deadline: z.string(),
});
export type ExtensionQuoteAnswer = z.infer<typeof extensionQuoteAnswerSchema>;

export const extensionViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXTENSION_KINDS),
  date: z.string(),
  floors: z.array(z.number().int()),
  start: z.string(),
  end: z.string(),
  status: z.enum(EXTENSION_STATUSES),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  detail: z.string(),
  requestText: z.string(),
  reason: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  requester: z.object({ id: z.number().int(), name: z.string() }),
  lines: z.array(extensionPriceLineSchema),
  total: z.number().int(),
  /** Whether a cancellation was charged the full applied time. */
  charged: z.boolean(),
  createdAt: z.string(),
  can: z.object({ cancel: z.boolean(), cancelCharged: z.boolean() }),
});
export type ExtensionView = z.infer<typeof extensionViewSchema>;

export const extensionListSchema = z.object({
  items: z.array(extensionViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ExtensionList = z.infer<typeof extensionListSchema>;

export const extensionCreatedSchema = z.object({ id: z.number().int(), total: z.number().int() });
export type ExtensionCreated = z.infer<typeof extensionCreatedSchema>;

/** A cancellation's answer: whether it was charged the full applied time (from the start on). */
export const extensionCancelledSchema = z.object({ charged: z.boolean() });
export type ExtensionCancelled = z.infer<typeof extensionCancelledSchema>;
