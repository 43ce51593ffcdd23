/** The membership requests (decision 0029), as the dialogs send them and the server checks them. */
import { dateSchema } from '../reservations/reservation.schema';
import { z } from '../validation';
import { HOLDING_KINDS, MEMBERSHIP } from './membership.rules';

export const holdingKindSchema = z.enum(HOLDING_KINDS);

/** The reason given with a suspension or an office's cancellation of a registration (required, at most reasonMaxLength). */
const reason = z
  .string()
  .trim()
  .min(1, 'wellness:membership.reasonRequired')
  .max(MEMBERSHIP.reasonMaxLength, 'wellness:membership.reasonTooLong');

export const suspensionRequestSchema = z.object({
  start: dateSchema,
  days: z
    .number({ error: 'wellness:membership.daysRange' })
    .int('wellness:membership.daysRange')
    .min(1, 'wellness:membership.daysRange')
    .max(MEMBERSHIP.maxSuspensionDays, 'wellness:membership.daysRange'),
  reason,
});
export type SuspensionRequest = z.infer<typeof suspensionRequestSchema>;

/** The dialog's form: the days as its field gives them. */
export const suspensionFormSchema = suspensionRequestSchema.extend({
  days: z.coerce.number<string | number>().pipe(suspensionRequestSchema.shape.days),
});
export type SuspensionFormInput = z.input<typeof suspensionFormSchema>;

export const transferRequestSchema = z.object({
  loginId: z.string().trim().min(1, 'validation:idRequired').max(40, 'wellness:membership.recipientUnknown'),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

/** The office cancels one GX registration, with the reason the member is told. */
export const gxOfficeCancelSchema = z.object({
  reason,
});
export type GxOfficeCancel = z.infer<typeof gxOfficeCancelSchema>;

/** The fitness desk's scan of a member QR (the token as the camera or the typed field gives it). */
export const attendanceScanSchema = z.object({ token: z.string().trim().min(1, 'validation:required').max(400) });
