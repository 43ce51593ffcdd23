import { pageNumberSchema, queryIntSchema, z } from '../validation';
import { isoDateSchema } from './holiday.schema';

/** Paging of the back-office lists (DESIGN.md §3: `?page=&size=` → `{ items, total }`). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.object({
  page: pageNumberSchema,
  size: queryIntSchema(1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
});

/** A Seoul-day range, both ends included (`from` and `to` as YYYY-MM-DD). */
export const dayRangeQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** Page views: at most this many days in one chart. */
export const PAGE_VIEW_PATH_MAX = 200;

/** The page-view report: a day range and, optionally, one path and the pages under it (`/parking`, `/admin`). */
export const pageViewQuerySchema = dayRangeQuerySchema.extend({
  path: z
    .string()
    .trim()
    .max(PAGE_VIEW_PATH_MAX, 'admin:fieldErrors.pathFormat')
    .regex(/^\/[^\s?#]*$/, 'admin:fieldErrors.pathFormat')
    .optional(),
});

export const PAGE_VIEW_MAX_DAYS = 92;
export const PAGE_VIEW_DEFAULT_DAYS = 14;
export const TOP_PATHS = 10;

export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'signup',
  'approve',
  'reject',
  'suspend',
  'reactivate',
  'create',
  'update',
  'delete',
  'password_change',
  'password_reset',
  'role_change',
  'read_personal_data',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about (`audit_log.target_type`), as the services write it. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'user_list',
  'company',
  'company_visit_settings',
  'holiday',
  'blackout',
  'resource',
  'notification',
  'upload',
  'visit',
  'visit_registration',
  'complaint',
  'complaint_sla_targets',
  'complaint_reply',
  'extension',
  'extension_tariff',
  'rental',
  'rental_price',
  'membership_transfer',
  'gx_program',
  'gx_registration',
  'gx_attendance',
  'pt_package',
  'pt_session',
  'pt_trainer',
  'nap_pass',
  'seat',
  'golf_pro',
  'faq_item',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The audit log's filters, the building manager's and the tenant manager's alike: a page, an action, a target type, Seoul days. */
export const auditQuerySchema = pageQuerySchema
  .extend({ action: z.enum(AUDIT_ACTIONS).optional(), targetType: z.enum(AUDIT_TARGET_TYPES).optional() })
  .extend(dayRangeQuerySchema.shape);

export { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from '../notifications/kinds';
