/** The fitness seat's request, as the form sends it and the server checks it (the same schema). */
import { dateSchema, timeSchema } from '../reservations/reservation.schema';
import { z } from '../validation';

export const fitnessSeatRequestSchema = z.object({
  seatId: z.number({ error: 'rentals:seat.seatRequired' }).int().positive('rentals:seat.seatRequired'),
  date: dateSchema,
  start: timeSchema,
  end: timeSchema,
});
export type FitnessSeatRequest = z.infer<typeof fitnessSeatRequestSchema>;

/** The form: the request, and the terms of the fitness center agreed. */
export const fitnessSeatFormSchema = fitnessSeatRequestSchema.extend({
  agreed: z.boolean().refine((v) => v, 'rentals:seat.agreeRequired'),
});
export type FitnessSeatForm = z.infer<typeof fitnessSeatFormSchema>;

export const fitnessSeatQuerySchema = z.object({ date: dateSchema, start: timeSchema, end: timeSchema });

/** A seat and whether it is free for the time asked (no one's name). */
export const fitnessSeatSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
  free: z.boolean(),
});
export const fitnessSeatMapSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  seats: z.array(fitnessSeatSchema),
});
export type FitnessSeatMap = z.infer<typeof fitnessSeatMapSchema>;
