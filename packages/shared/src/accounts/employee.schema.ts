import { idParamSchema, idSchema, pageNumberSchema, queryIntSchema, z } from '../validation';
import { ACCOUNT_STATUSES, emailSchema, genderSchema, loginIdSchema, nameSchema, GENDERS, ROLES } from './account.rules';
import { pageOf } from '../answers';
import { phoneSchema } from './phone';

/** The employee list shows this many rows a page (the tenant manager's pages). */
export const EMPLOYEE_PAGE_SIZE = 10;
export const EMPLOYEE_PAGE_SIZE_MAX = 100;
/** An invitation link of an added employee works once, for this many days. */
export const INVITE_VALID_DAYS = 7;
/** At most this many sign-ups are decided in one bulk request. */
export const BULK_DECISION_MAX = 100;
export const EMPLOYEE_SEARCH_MAX = 50;

/** A building manager chooses the company; a tenant manager's company is always their own (decided on the server). */
export const employeeScopeQuerySchema = z.object({ companyId: idParamSchema.optional() });

export const employeeListQuerySchema = employeeScopeQuerySchema.extend({
  page: pageNumberSchema,
  size: queryIntSchema(1, EMPLOYEE_PAGE_SIZE_MAX).default(EMPLOYEE_PAGE_SIZE),
  q: z.string().trim().max(EMPLOYEE_SEARCH_MAX).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeIdParamsSchema = z.object({ id: idParamSchema });

const floorSchema = z.number({ error: 'validation:floorRequired' }).int('validation:floorRequired');

/** Adding an employee: an approved account; the person sets a password through the invitation e-mail. */
export const employeeCreateSchema = z.object({
  name: nameSchema,
  loginId: loginIdSchema,
  email: emailSchema,
  mobile: phoneSchema,
  gender: genderSchema,
  floor: floorSchema,
});
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreateValues = z.output<typeof employeeCreateSchema>;

/** The statuses the edit form may set; pending sign-ups are approved or rejected instead. */
export const EDITABLE_STATUSES = ['approved', 'suspended'] as const;

export const employeeUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: phoneSchema,
  gender: genderSchema,
  floor: floorSchema,
  status: z.enum(EDITABLE_STATUSES).optional(),
});
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdateValues = z.output<typeof employeeUpdateSchema>;

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

export const employeeDecisionsSchema = z.object({
  ids: z.array(idSchema).min(1).max(BULK_DECISION_MAX),
  decision: z.enum(DECISIONS),
});
export type EmployeeDecisionsInput = z.infer<typeof employeeDecisionsSchema>;

export const EMPLOYEE_ROLES = ['member', 'tenant_manager'] as const;
export const employeeRoleSchema = z.object({ role: z.enum(EMPLOYEE_ROLES) });
export type EmployeeRoleInput = z.infer<typeof employeeRoleSchema>;

/** A row of the employee list (spec §3: no, name, id, contact, email, type, status, registered date). */
const employeeListItemSchema = z.object({
  no: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  loginId: z.string(),
  /** E.164; shown with formatPhone. */
  mobile: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

/** A page of the employee list. */
export const employeeListSchema = pageOf(employeeListItemSchema);
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** The detail adds account status and type (spec §3), the floor, gender and when the sign-up was decided. */
export const employeeDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loginId: z.string(),
  mobile: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  floor: z.number().int().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  companyId: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;
