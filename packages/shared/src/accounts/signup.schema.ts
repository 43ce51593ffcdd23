import { ID_MAX, z } from '../validation';
import {
  emailSchema,
  genderSchema,
  loginIdSchema,
  LOGIN_ID_MAX,
  nameSchema,
  PASSWORD_MAX,
  passwordSchema,
} from './account.rules';
import { phoneSchema } from './phone';

export { CONSENT_ITEMS, CONSENT_VERSION, REQUIRED_CONSENTS, type ConsentItem } from './consent.rules';

const requiredConsent = z.boolean({ error: 'validation:consentRequired' }).refine((v) => v, 'validation:consentRequired');

export const consentsSchema = z.object({
  privacyRequired: requiredConsent,
  termsRequired: requiredConsent,
  marketingOptional: z.boolean().default(false),
});
export type ConsentsInput = z.input<typeof consentsSchema>;

const confirmSchema = z
  .string({ error: 'validation:passwordConfirmRequired' })
  .min(1, 'validation:passwordConfirmRequired')
  .max(PASSWORD_MAX * 4);

/** "You have entered different password", checked once both fields hold something (also when other fields fail). */
const confirmMatches = {
  path: ['passwordConfirm'],
  message: 'validation:passwordMismatch',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; passwordConfirm?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.passwordConfirm === 'string' && v.passwordConfirm.length > 0;
  },
};

/** The sign-up form and body. The server also checks the company's floors, a common password and ID uniqueness. */
export const signupSchema = z
  .object({
    companyId: z
      .number({ error: 'validation:companyRequired' })
      .int()
      .positive('validation:companyRequired')
      .max(ID_MAX, 'validation:companyRequired'),
    floor: z.number({ error: 'validation:floorRequired' }).int(),
    name: nameSchema,
    loginId: loginIdSchema,
    idVerified: z.boolean({ error: 'validation:idNotVerified' }).refine((v) => v, 'validation:idNotVerified'),
    password: passwordSchema,
    passwordConfirm: confirmSchema,
    email: emailSchema,
    mobile: phoneSchema,
    gender: genderSchema,
    consents: consentsSchema,
  })
  .refine((v) => v.password === v.passwordConfirm, confirmMatches);
export type SignupInput = z.input<typeof signupSchema>;
export type SignupValues = z.output<typeof signupSchema>;

/** The sign-up's answer: the account waits for the tenant manager. */
export const signupAnswerSchema = z.object({ status: z.literal('pending') });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

export const loginIdAvailableQuerySchema = z.object({ loginId: z.string().max(LOGIN_ID_MAX * 2) });
/** Whether a login ID has the right form and is free (the sign-up's duplicate check). */
export const loginIdAvailabilitySchema = z.object({ available: z.boolean() });
export type LoginIdAvailability = z.infer<typeof loginIdAvailabilitySchema>;

/** The answer of find ID and of a reset request: the same whether or not an account matches. */
export const acceptedSchema = z.object({ status: z.literal('accepted') });
export type Accepted = z.infer<typeof acceptedSchema>;

export const findIdSchema = z.object({ email: emailSchema });
export type FindIdInput = z.infer<typeof findIdSchema>;

export const passwordResetRequestSchema = z.object({
  loginId: z
    .string({ error: 'validation:idRequired' })
    .trim()
    .min(1, 'validation:idRequired')
    .max(LOGIN_ID_MAX * 2),
  email: emailSchema,
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** New password and its confirmation (the reset and invitation links). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, passwordConfirm: confirmSchema })
  .refine((v) => v.password === v.passwordConfirm, confirmMatches);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/**
 * A building manager made at the server's console (`npm run admin:create`, decision 0068): the login ID,
 * e-mail and password rules of the sign-up. The server also checks a common password and that neither
 * the ID nor the e-mail is in use.
 */
export const administratorSchema = z
  .object({
    loginId: loginIdSchema,
    email: emailSchema,
    name: nameSchema,
    password: passwordSchema,
    passwordConfirm: confirmSchema,
  })
  .refine((v) => v.password === v.passwordConfirm, confirmMatches);
export type AdministratorInput = z.input<typeof administratorSchema>;

export const RESET_TOKEN_PATTERN = /^[\w-]{20,200}$/;
export const resetTokenSchema = z.string().regex(RESET_TOKEN_PATTERN, 'validation:invalid');
/** Whether a reset or invitation link can still be used, and which of the two it is. */
export const resetLinkStateSchema = z.object({ valid: z.boolean(), purpose: z.enum(['reset', 'invite']).nullable() });
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;
export const passwordResetConfirmSchema = z
  .object({ token: resetTokenSchema, password: passwordSchema, passwordConfirm: confirmSchema })
  .refine((v) => v.password === v.passwordConfirm, confirmMatches);
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;
