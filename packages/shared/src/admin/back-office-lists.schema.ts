import { ACCOUNT_STATUSES, ROLES } from '../accounts/account.rules';
import { AMENITIES } from '../reservations/reservation.rules';
import { idParamSchema, queryIntSchema, z } from '../validation';
import { dayRangeQuerySchema, pageQuerySchema } from './admin-list.schema';
import { COMPANY_KINDS, COMPANY_STATUSES } from './company.schema';
import { sortQuerySchema } from './list-order';

/**
 * The back office's lists the server pages and sorts (decisions 0061 and 0071): each one's filters, a page and
 * an allow-listed order (`?sort=name`, `?sort=-capacity`). Without `sort` a list keeps its own order.
 */

/** The search of a list by its text columns (an ID, a name, an e-mail). */
const searchSchema = z.string().trim().max(100).optional();

/** Accounts: sign-ups waiting first, then the newest, without an order. */
export const USER_SORTS = ['name', 'loginId', 'company', 'role', 'status', 'createdAt'] as const;
export const userListQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  status: z.enum(ACCOUNT_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  companyId: idParamSchema.optional(),
  sort: sortQuerySchema(USER_SORTS),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Companies: by Korean name without an order. */
export const COMPANY_SORTS = ['name', 'code', 'kind', 'status', 'staff', 'createdAt'] as const;
export const companyListQuerySchema = pageQuerySchema.extend({
  q: searchSchema,
  status: z.enum(COMPANY_STATUSES).optional(),
  kind: z.enum(COMPANY_KINDS).optional(),
  sort: sortQuerySchema(COMPANY_SORTS),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** Bookable resources: by kind and the office's own order without an order. */
export const RESOURCE_SORTS = ['name', 'amenity', 'capacity', 'price', 'active'] as const;
export const resourceListQuerySchema = pageQuerySchema.extend({
  amenity: z.enum(AMENITIES).optional(),
  sort: sortQuerySchema(RESOURCE_SORTS),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

/** The years the holiday calendar turns through. */
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

/**
 * Holidays of a year (this Seoul year without one), optionally between two of its days: by day
 * without an order. The days up to one (`to`) count where it stands in the year's pages.
 */
export const HOLIDAY_SORTS = ['date', 'name', 'kind'] as const;
export const holidayListQuerySchema = pageQuerySchema.extend(dayRangeQuerySchema.shape).extend({
  year: queryIntSchema(HOLIDAY_YEAR_MIN, HOLIDAY_YEAR_MAX).optional(),
  sort: sortQuerySchema(HOLIDAY_SORTS),
});
export type HolidayListQuery = z.infer<typeof holidayListQuerySchema>;
