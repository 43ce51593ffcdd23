import { z } from '../validation';
import {
  emailSchema,
  genderSchema,
  nameSchema,
  PASSWORD_MAX,
  passwordSchema,
  ACCOUNT_STATUSES,
  GENDERS,
  ROLES,
} from './account.rules';
import { phoneSchema } from './phone';

/**
 * My Page: the person's own data. The floor is one of the company's floors (checked on the server);
 * a person without a company (a building manager) has none and sends null.
 */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: phoneSchema,
  gender: genderSchema,
  floor: z.number({ error: 'validation:floorRequired' }).int('validation:floorRequired').nullable(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;

/**
 * Changing one's own password: the current one, the new one under the password rule, its confirmation
 * ("You have entered different password"), and a new one that differs from the current one.
 * The server also checks the current password and the common-password list.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation:currentPasswordRequired' })
      .min(1, 'validation:currentPasswordRequired')
      .max(PASSWORD_MAX * 4),
    newPassword: passwordSchema,
    newPasswordConfirm: z
      .string({ error: 'validation:passwordConfirmRequired' })
      .min(1, 'validation:passwordConfirmRequired')
      .max(PASSWORD_MAX * 4),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: 'validation:passwordMismatch',
    when: (payload) => {
      const v = payload.value as { newPassword?: unknown; newPasswordConfirm?: unknown } | undefined;
      return typeof v?.newPassword === 'string' && typeof v.newPasswordConfirm === 'string' && v.newPasswordConfirm.length > 0;
    },
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'validation:passwordSameAsCurrent',
    when: (payload) => {
      const v = payload.value as { newPassword?: unknown; currentPassword?: unknown } | undefined;
      return typeof v?.newPassword === 'string' && v.newPassword.length > 0 && v.newPassword === v.currentPassword;
    },
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** GET /me/profile: what My Page shows (spec §3 "personal info"), with the company's floors for the edit form. */
export const myProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  loginId: z.string(),
  company: z
    .object({ id: z.number().int(), nameKo: z.string(), nameEn: z.string(), floors: z.array(z.number().int()) })
    .nullable(),
  floor: z.number().int().nullable(),
  gender: z.enum(GENDERS),
  role: z.enum(ROLES),
  /** E.164; shown with formatPhone. */
  mobile: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** An in-app notification of My Page. */
const myNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MyNotification = z.infer<typeof myNotificationSchema>;

export const myNotificationsSchema = z.object({ items: z.array(myNotificationSchema), unread: z.number().int() });
export type MyNotifications = z.infer<typeof myNotificationsSchema>;

/** GET /me/qr-token: the signed member QR token and when it stops working (ISO time). */
export const memberQrTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type MemberQrToken = z.infer<typeof memberQrTokenSchema>;

export const QR_TOKEN_MAX = 200;
export const qrVerifySchema = z.object({ token: z.string().trim().min(1).max(QR_TOKEN_MAX) });

/** POST /qr/verify: the front desk's answer for a scanned member QR. */
export const qrVerifyResultSchema = z.union([
  z.object({
    valid: z.literal(true),
    user: z.object({ name: z.string(), company: z.string().nullable(), role: z.enum(ROLES), status: z.enum(ACCOUNT_STATUSES) }),
  }),
  z.object({ valid: z.literal(false), reason: z.enum(['expired', 'invalid', 'inactive']) }),
]);
export type QrVerifyResult = z.infer<typeof qrVerifyResultSchema>;
