import { z } from '../validation';
import { LOGIN_ID_MAX, LOGIN_MESSAGES } from './login.rules';

export { LOGIN_ID_MAX };

/** Roles and statuses of DESIGN.md §4. */
export const ROLES = ['member', 'tenant_manager', 'building_manager'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The spec's password rule (§5, §9): 8 to 16 characters with upper case, lower case, a number and a special character. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Login IDs: 4 to 20 characters, a lower-case letter first, then lower-case letters, digits, `.`, `_` or `-`. */
export const LOGIN_ID_MIN = 4;
export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9._-]{3,19}$/;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;

/** Sessions (DESIGN.md §4): idle and absolute expiry defaults; the server's config may change them. */
export const SESSION_IDLE_MINUTES = 120;
export const SESSION_ABSOLUTE_HOURS = 12;
/** Password-reset links expire after 30 minutes and work once. */
export const PASSWORD_RESET_MINUTES = 30;
/** Member QR tokens expire after this many seconds; the page refreshes them before that. */
export const MEMBER_QR_TTL_SECONDS = 60;
export const MEMBER_QR_REFRESH_SECONDS = 45;
/** Login throttling: failures per account and address in the window, then a pause that ends on its own. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;

/** Which rule a password misses, in the order they are shown; an empty list means it passes. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push('length');
  if (!/[A-Z]/.test(password)) problems.push('upper');
  if (!/[a-z]/.test(password)) problems.push('lower');
  if (!/[0-9]/.test(password)) problems.push('number');
  if (!/[^A-Za-z0-9]/.test(password)) problems.push('special');
  return problems;
}

export const loginIdSchema = z
  .string({ error: 'validation:idRequired' })
  .trim()
  .min(1, 'validation:idRequired')
  .regex(LOGIN_ID_PATTERN, 'validation:idFormat');

export const passwordSchema = z
  .string({ error: 'validation:passwordRequired' })
  .min(1, 'validation:passwordRequired')
  .refine((v) => passwordProblems(v).length === 0, 'validation:passwordRule');

export const emailSchema = z
  .string({ error: 'validation:emailRequired' })
  .trim()
  .min(1, 'validation:emailRequired')
  .max(EMAIL_MAX)
  .pipe(z.email('validation:emailFormat'));

export const nameSchema = z.string({ error: 'validation:nameRequired' }).trim().min(1, 'validation:nameRequired').max(NAME_MAX);

export const genderSchema = z.enum(GENDERS, { error: 'validation:genderRequired' });

export const loginSchema = z.object({
  loginId: z.string({ error: LOGIN_MESSAGES.loginId }).trim().min(1, LOGIN_MESSAGES.loginId).max(LOGIN_ID_MAX),
  password: z.string({ error: LOGIN_MESSAGES.password }).min(1, LOGIN_MESSAGES.password).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the login answer holds: the token and the values the web keeps in storage (spec §3). One shape for the API and the web. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  gender: z.enum(GENDERS),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  mobile: z.string(),
  email: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  companyNameKo: z.string().nullable(),
  floor: z.number().int().nullable(),
  sleepingRoomBlockedUntil: z.string().nullable(),
  pushAlarm: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The login answer. */
export const loginAnswerSchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
