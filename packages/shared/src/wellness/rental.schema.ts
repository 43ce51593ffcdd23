/**
 * The rental requests as the forms send them and the server checks them (the same schemas): the
 * member's own rental (`POST /api/v2/wellness/rentals`, names fixed by issue 15), the back office's
 * assignment, extension and monthly price.
 */
import { dateSchema } from '../reservations/reservation.schema';
import { z, queryIntSchema } from '../validation';
import { RENTAL, RENTAL_KINDS } from './rental.rules';

export const rentalKindSchema = z.enum(RENTAL_KINDS, { error: 'rentals:form.kindRequired' });

export const rentalMonthsSchema = z
  .number({ error: 'rentals:form.monthsRequired' })
  .int('rentals:form.monthsRequired')
  .refine((n) => (RENTAL.months as readonly number[]).includes(n), 'rentals:form.monthsRequired');

export const rentalNumberSchema = z
  .number({ error: 'rentals:form.numberRequired' })
  .int('rentals:form.numberRequired')
  .min(1, 'rentals:form.numberRequired')
  .max(RENTAL.maxNumber, 'rentals:form.numberRequired');

export const rentalRequestSchema = z.object({
  kind: rentalKindSchema,
  number: rentalNumberSchema,
  start: dateSchema,
  months: rentalMonthsSchema,
});
export type RentalRequest = z.infer<typeof rentalRequestSchema>;

/** The member's form: the request (the months as its radio buttons give them), and the terms of the paid locker service agreed. */
export const rentalFormSchema = rentalRequestSchema.extend({
  months: z.coerce.number<string | number>().pipe(rentalMonthsSchema),
  agreed: z.boolean().refine((v) => v, 'rentals:form.agreeRequired'),
});
export type RentalFormInput = z.input<typeof rentalFormSchema>;
export type RentalForm = z.output<typeof rentalFormSchema>;

export const rentalMapQuerySchema = z.object({
  kind: rentalKindSchema,
  start: dateSchema.optional(),
  months: queryIntSchema(1, 12).pipe(rentalMonthsSchema).optional(),
});

/** The back office rents a unit to a member, named by login ID. */
export const rentalAssignSchema = rentalRequestSchema.extend({
  loginId: z.string().trim().min(1, 'validation:idRequired').max(40),
});
export type RentalAssign = z.infer<typeof rentalAssignSchema>;

export const rentalExtendSchema = z.object({ months: rentalMonthsSchema });
export type RentalExtend = z.infer<typeof rentalExtendSchema>;

export const rentalPriceSchema = z.object({
  kind: rentalKindSchema,
  monthlyPrice: z.number({ error: 'validation:number' }).int('validation:number').min(0, 'validation:number').max(10_000_000),
});
export type RentalPrice = z.infer<typeof rentalPriceSchema>;
