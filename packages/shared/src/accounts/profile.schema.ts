import { z } from '../validation';
import {
  emailSchema,
  genderSchema,
  nameSchema,
  PASSWORD_MAX,
  passwordSchema,
  phoneSchema,
  type AccountStatus,
  type Gender,
  type Role,
} from './account.rules';

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
export interface MyProfile {
  id: number;
  name: string;
  loginId: string;
  company: { id: number; nameKo: string; nameEn: string; floors: number[] } | null;
  floor: number | null;
  gender: Gender;
  role: Role;
  /** E.164; shown with formatPhone. */
  mobile: string;
  email: string;
  createdAt: string;
}

/** An in-app notification of My Page. */
export interface MyNotification {
  id: number;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface MyNotifications {
  items: MyNotification[];
  unread: number;
}

/** GET /me/qr-token: the signed member QR token and when it stops working (ISO time). */
export interface MemberQrToken {
  token: string;
  expiresAt: string;
}

export const QR_TOKEN_MAX = 200;
export const qrVerifySchema = z.object({ token: z.string().trim().min(1).max(QR_TOKEN_MAX) });

/** POST /qr/verify: the front desk's answer for a scanned member QR. */
export type QrVerifyResult =
  | { valid: true; user: { name: string; company: string | null; role: Role; status: AccountStatus } }
  | { valid: false; reason: 'expired' | 'invalid' | 'inactive' };
