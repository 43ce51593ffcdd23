import { z } from '../validation';
import { isCalendarDate } from '../calendar';

/** Days the back office adds: a temporary holiday or a building closure. Public holidays come from the gazette list. */
export const EDITABLE_HOLIDAY_KINDS = ['temporary', 'closure'] as const;
export const HOLIDAY_KINDS = ['public', ...EDITABLE_HOLIDAY_KINDS] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
export const HOLIDAY_NAME_MAX = 100;

export const isoDateSchema = z
  .string({ error: 'admin:fieldErrors.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'admin:fieldErrors.date')
  .refine(isCalendarDate, 'admin:fieldErrors.date');

export const holidayInputSchema = z.object({
  date: isoDateSchema,
  nameKo: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(HOLIDAY_NAME_MAX),
  nameEn: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(HOLIDAY_NAME_MAX),
  kind: z.enum(EDITABLE_HOLIDAY_KINDS, { error: 'validation:required' }),
});
export type HolidayInput = z.infer<typeof holidayInputSchema>;
