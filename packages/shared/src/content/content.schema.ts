/**
 * The CMS's requests and answers (issue 17), written once: the API validates and serialises with
 * them, the back office's editor uses them, OpenAPI documents them.
 */
import { uploadIdSchema, uploadSchema } from '../uploads/upload.schema';
import { isSafeHref } from './content-html';
import { idParamSchema, pageNumberSchema, queryIntSchema, z } from '../validation';
import {
  ALL_CATEGORIES,
  CONTENT_ACCESS,
  CONTENT_ATTACHMENTS_MAX,
  CONTENT_BODY_MAX,
  CONTENT_KINDS,
  CONTENT_PAGE_SIZE_DEFAULT,
  CONTENT_PAGE_SIZE_MAX,
  CONTENT_PLACEMENTS,
  CONTENT_QUERY_MAX,
  CONTENT_STATUSES,
  CONTENT_TITLE_MAX,
} from './content.rules';

const titleKo = z
  .string({ error: 'content:validation.titleKoRequired' })
  .trim()
  .min(1, 'content:validation.titleKoRequired')
  .max(CONTENT_TITLE_MAX, 'validation:tooLong');
const titleEn = z.string().trim().max(CONTENT_TITLE_MAX, 'validation:tooLong');
const bodyKo = z
  .string({ error: 'content:validation.bodyKoRequired' })
  .max(CONTENT_BODY_MAX, 'validation:tooLong')
  .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), 'content:validation.bodyKoRequired');
const bodyEn = z.string().max(CONTENT_BODY_MAX, 'validation:tooLong');

/** POST /admin/content and PUT /admin/content/{id}: what the editor saves (the state moves by its own actions). */
export const contentInputSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  category: z.enum(ALL_CATEGORIES).nullable().default(null),
  placement: z.enum(CONTENT_PLACEMENTS).default('list'),
  access: z.enum(CONTENT_ACCESS).default('public'),
  pinned: z.boolean().default(false),
  titleKo,
  titleEn: titleEn.default(''),
  bodyKo,
  bodyEn: bodyEn.default(''),
  attachmentIds: z.array(uploadIdSchema).max(CONTENT_ATTACHMENTS_MAX).default([]),
});
export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentSaved = z.output<typeof contentInputSchema>;

/** The longest link address the editor takes. */
export const LINK_HREF_MAX = 2_000;

/** The editor's link dialog: an address a body may hold (the sanitisers keep no other), said before saving. */
export const linkInputSchema = z.object({
  href: z
    .string()
    .trim()
    .min(1, 'content:validation.linkHrefRequired')
    .max(LINK_HREF_MAX, 'validation:tooLong')
    .refine(isSafeHref, 'content:validation.linkHref'),
});
export type LinkInput = z.input<typeof linkInputSchema>;

const instant = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

/** POST /admin/content/{id}/publish: now, until an optional instant. */
export const publishSchema = z.object({ unpublishAt: instant.nullable().default(null) });
/** POST /admin/content/{id}/schedule: from an instant in the future, until an optional later one. */
export const scheduleSchema = z.object({ publishAt: instant, unpublishAt: instant.nullable().default(null) });

export const contentParamsSchema = z.object({ id: idParamSchema });
export const versionParamsSchema = z.object({ id: idParamSchema, version: idParamSchema });

const query = z.string().trim().max(CONTENT_QUERY_MAX).optional();
const size = queryIntSchema(1, CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE_DEFAULT);

/** GET /notices, /community, /advertisements: the public lists. */
export const publicListQuerySchema = z.object({
  q: query,
  page: pageNumberSchema,
  size,
  category: z.enum(ALL_CATEGORIES).optional(),
});
export type PublicListQuery = z.input<typeof publicListQuerySchema>;

/** GET /admin/content: the CMS list of one kind. */
export const adminListQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  q: query,
  page: pageNumberSchema,
  size,
  status: z.enum(CONTENT_STATUSES).optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** An item as the public lists show it, in the reader's language (Korean when the English is missing). */
export const publicSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  category: z.enum(ALL_CATEGORIES).nullable(),
  pinned: z.boolean(),
  access: z.enum(CONTENT_ACCESS),
  /** A tenants-only item shown to someone not signed in: its title only, with a lock. */
  locked: z.boolean(),
  title: z.string(),
  /** The body's opening as plain text (empty for a locked item). */
  excerpt: z.string(),
  publishedAt: z.string(),
  attachmentCount: z.number().int(),
  /** The body's first image (an upload id), the list's picture at its public sizes (decision 0058); null for none or a locked item. */
  imageId: z.string().nullable(),
  /** Whether the reader's language was missing and Korean is shown instead (the list marks it "Korean only"). */
  fallback: z.boolean(),
});
export type PublicSummary = z.infer<typeof publicSummarySchema>;

export const publicListSchema = z.object({
  items: z.array(publicSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PublicList = z.infer<typeof publicListSchema>;

/** An item's page: its sanitised HTML body (the page sanitises it again), its files. */
export const publicDetailSchema = publicSummarySchema.extend({
  body: z.string(),
  attachments: z.array(uploadSchema),
  updatedAt: z.string(),
});
export type PublicDetail = z.infer<typeof publicDetailSchema>;

/** The home's banner or notice modal as shown now: plain text, so the home loads no sanitiser. */
export const homeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The body's paragraphs (and list items, headings) as plain text. */
  lines: z.array(z.string()),
});
export type HomeItem = z.infer<typeof homeItemSchema>;
export const homeContentSchema = z.object({ banner: homeItemSchema.nullable(), modal: homeItemSchema.nullable() });
export type HomeContent = z.infer<typeof homeContentSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An item in the CMS: both languages, its state and window, who changed it last. */
export const adminItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  category: z.enum(ALL_CATEGORIES).nullable(),
  placement: z.enum(CONTENT_PLACEMENTS),
  access: z.enum(CONTENT_ACCESS),
  pinned: z.boolean(),
  titleKo: z.string(),
  titleEn: z.string(),
  bodyKo: z.string(),
  bodyEn: z.string(),
  status: z.enum(CONTENT_STATUSES),
  phase: z.enum(['draft', 'scheduled', 'live', 'ended', 'archived']),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  missingEnglish: z.boolean(),
  attachments: z.array(uploadSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: person,
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminSummarySchema = adminItemSchema.omit({ bodyKo: true, bodyEn: true, attachments: true });
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminListSchema = z.object({
  items: z.array(adminSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminList = z.infer<typeof adminListSchema>;

export const versionSchema = z.object({
  version: z.number().int(),
  titleKo: z.string(),
  titleEn: z.string(),
  savedAt: z.string(),
  savedBy: person,
});
export type ContentVersion = z.infer<typeof versionSchema>;
export const versionListSchema = z.object({ items: z.array(versionSchema) });
export type ContentVersionList = z.infer<typeof versionListSchema>;

export const historyEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  by: person,
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export const historyListSchema = z.object({ items: z.array(historyEntrySchema) });
export type ContentHistoryEntry = z.infer<typeof historyEntrySchema>;
export type ContentHistory = z.infer<typeof historyListSchema>;
