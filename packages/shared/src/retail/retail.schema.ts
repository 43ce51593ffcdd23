/**
 * The retail mall's requests and answers (issue 17), written once: the API validates and serialises
 * with them, the back office's editor uses them through react-hook-form, OpenAPI documents them.
 * The public pages take only their types (and the zod-free rules of `retail.rules.ts`).
 */
import { toE164 } from '../accounts/phone';
import { uploadIdSchema, uploadSchema } from '../uploads/upload.schema';
import { idParamSchema, idSchema, z } from '../validation';
import {
  dayHoursProblem,
  isRetailCategory,
  parseFloorParam,
  RETAIL_CATEGORIES,
  RETAIL_DESCRIPTION_MAX,
  RETAIL_FLOORS,
  RETAIL_HOURS_NOTE_MAX,
  RETAIL_MENU_MAX,
  RETAIL_MENU_NAME_MAX,
  RETAIL_MENU_PRICE_MAX,
  RETAIL_NAME_MAX,
  RETAIL_PHOTOS_MAX,
  WEEKDAYS,
  type DayHours,
} from './retail.rules';

const required = (key: string, max: number, maxKey: string) => z.string({ error: key }).trim().min(1, key).max(max, maxKey);

/** An optional English text: empty is none (null), and the Korean is shown in its place. */
const optionalText = (max: number, maxKey: string) =>
  z
    .string()
    .trim()
    .max(max, maxKey)
    .nullish()
    .transform((v) => (v ? v : null));

const floorSchema = z
  .number({ error: 'retail:validation.floorRequired' })
  .int('retail:validation.floorRequired')
  .refine((v) => (RETAIL_FLOORS as readonly number[]).includes(v), 'retail:validation.floorRequired');

/** A day as the editor holds it: closed, or its opening and closing times. */
const dayInputSchema = z
  .object({ closed: z.boolean(), opens: z.string(), closes: z.string() })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    const problem = dayHoursProblem(day);
    if (problem === 'opens') ctx.addIssue({ code: 'custom', path: ['opens'], message: 'retail:validation.time' });
    if (problem === 'closes') ctx.addIssue({ code: 'custom', path: ['closes'], message: 'retail:validation.time' });
    if (problem === 'order') ctx.addIssue({ code: 'custom', path: ['closes'], message: 'retail:validation.closesAfterOpens' });
  })
  .transform((day): DayHours | null => (day.closed ? null : { opens: day.opens, closes: day.closes }));
export type DayInput = z.input<typeof dayInputSchema>;

export const menuItemSchema = z.object({
  nameKo: required('retail:validation.menuNameRequired', RETAIL_MENU_NAME_MAX, 'retail:validation.menuNameMax'),
  nameEn: optionalText(RETAIL_MENU_NAME_MAX, 'retail:validation.menuNameMax'),
  price: z
    .number({ error: 'retail:validation.priceRequired' })
    .int('retail:validation.price')
    .min(0, 'retail:validation.price')
    .max(RETAIL_MENU_PRICE_MAX, 'retail:validation.price'),
});
export type MenuItem = z.output<typeof menuItemSchema>;

/** POST/PUT /api/v1/admin/retail-tenants: the back office's editor, Korean and English side by side. */
export const retailTenantInputSchema = z.object({
  nameKo: required('retail:validation.nameRequired', RETAIL_NAME_MAX, 'retail:validation.nameMax'),
  nameEn: optionalText(RETAIL_NAME_MAX, 'retail:validation.nameMax'),
  descriptionKo: z.string().trim().max(RETAIL_DESCRIPTION_MAX, 'retail:validation.descriptionMax').default(''),
  descriptionEn: optionalText(RETAIL_DESCRIPTION_MAX, 'retail:validation.descriptionMax'),
  floor: floorSchema,
  category: z.enum(RETAIL_CATEGORIES, { error: 'retail:validation.categoryRequired' }),
  hours: z.array(dayInputSchema).length(WEEKDAYS.length),
  hoursNoteKo: optionalText(RETAIL_HOURS_NOTE_MAX, 'retail:validation.hoursNoteMax'),
  hoursNoteEn: optionalText(RETAIL_HOURS_NOTE_MAX, 'retail:validation.hoursNoteMax'),
  phone: z
    .string({ error: 'retail:validation.phoneRequired' })
    .trim()
    .min(1, 'retail:validation.phoneRequired')
    .refine((v) => toE164(v) !== null, 'validation:contactFormat'),
  menu: z.array(menuItemSchema).max(RETAIL_MENU_MAX, 'retail:validation.menuMax').default([]),
  photoIds: z.array(uploadIdSchema).max(RETAIL_PHOTOS_MAX, 'retail:validation.photosMax').default([]),
  published: z.boolean().default(false),
});
export type RetailTenantInput = z.input<typeof retailTenantInputSchema>;
export type RetailTenantValues = z.output<typeof retailTenantInputSchema>;

/** PUT /api/v1/admin/retail-tenants/order: the tenants of the list in their new order. */
export const retailOrderSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });

/** PATCH /api/v1/admin/retail-tenants/{id}/published */
export const retailPublishSchema = z.object({ published: z.boolean() });

export const retailParamsSchema = z.object({ id: idParamSchema });

/** GET /api/v1/retail-tenants?floor=B1&category=cafe: a floor as the address writes it. */
export const retailListQuerySchema = z.object({
  floor: z
    .string()
    .refine((v) => parseFloorParam(v) !== null, 'retail:validation.floorRequired')
    .transform((v) => parseFloorParam(v)!)
    .optional(),
  category: z
    .string()
    .refine((v) => isRetailCategory(v), 'retail:validation.categoryRequired')
    .transform((v) => v as (typeof RETAIL_CATEGORIES)[number])
    .optional(),
});
export type RetailListQuery = z.input<typeof retailListQuerySchema>;

const dayHoursSchema = z.object({ opens: z.string(), closes: z.string() }).nullable();

/** A tenant as the public list shows it. English texts are null when not written (the Korean stands in). */
export const retailTenantSummarySchema = z.object({
  id: z.number().int(),
  nameKo: z.string(),
  nameEn: z.string().nullable(),
  floor: z.number().int(),
  category: z.enum(RETAIL_CATEGORIES),
  hours: z.array(dayHoursSchema),
  hoursNoteKo: z.string().nullable(),
  hoursNoteEn: z.string().nullable(),
  /** As dialled in Korea (`02-6000-1234`), and as the `tel:` link takes it (E.164). */
  phone: z.string(),
  phoneE164: z.string(),
  /** The first photo's id, for the card; null when there is none. */
  coverPhotoId: z.string().nullable(),
  hasMenu: z.boolean(),
});
export type RetailTenantSummary = z.infer<typeof retailTenantSummarySchema>;

export const retailTenantListSchema = z.object({ items: z.array(retailTenantSummarySchema) });
export type RetailTenantList = z.infer<typeof retailTenantListSchema>;

/** One tenant's page: the summary, its description, menu and photos (read at /api/v1/uploads/{id}/public). */
export const retailTenantDetailSchema = retailTenantSummarySchema.extend({
  descriptionKo: z.string(),
  descriptionEn: z.string().nullable(),
  menu: z.array(z.object({ nameKo: z.string(), nameEn: z.string().nullable(), price: z.number().int() })),
  photoIds: z.array(z.string()),
});
export type RetailTenantDetail = z.infer<typeof retailTenantDetailSchema>;

/** A tenant in the back office: everything, with its photos' files and whether its English is missing. */
export const adminRetailTenantSchema = retailTenantDetailSchema.extend({
  published: z.boolean(),
  sortOrder: z.number().int(),
  photos: z.array(uploadSchema),
  /** Texts written in Korean but not in English (shown in Korean to English readers). */
  missingEnglish: z.array(z.enum(['name', 'description', 'hoursNote', 'menu'])),
  updatedAt: z.string(),
});
export type AdminRetailTenant = z.infer<typeof adminRetailTenantSchema>;
export const adminRetailTenantListSchema = z.object({ items: z.array(adminRetailTenantSchema) });
export type AdminRetailTenantList = z.infer<typeof adminRetailTenantListSchema>;
