/** What the back office edits of a bookable resource: names, seats, price, hours, extras, packages, and closed days. */
import { z } from '../validation';
import { PACKAGE_IDS } from './conference.policy';
import { dateSchema, timeSchema } from './reservation.schema';

export const RESOURCE_NAME_MAX = 60;
export const EXTRAS_MAX = 12;

const name = z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(RESOURCE_NAME_MAX);

export const resourceExtraSchema = z.object({
  code: z.string({ error: 'validation:required' }).regex(/^[a-z][a-zA-Z0-9]{1,31}$/, 'admin:fieldErrors.extraCode'),
  nameKo: name,
  nameEn: name,
  price: z.number({ error: 'validation:number' }).int().min(0).max(10_000_000),
});

export const resourcePackageSchema = z.object({
  id: z.enum(PACKAGE_IDS),
  pricePerPerson: z.number({ error: 'validation:number' }).int().min(0).max(1_000_000),
  minPeople: z.number({ error: 'validation:number' }).int().min(1).max(1000),
  offered: z.boolean(),
});

export const resourceUpdateSchema = z
  .object({
    nameKo: name,
    nameEn: name,
    capacity: z.number({ error: 'validation:number' }).int().min(1).max(1000),
    hourlyPrice: z.number({ error: 'validation:number' }).int().min(0).max(100_000_000),
    opensAt: timeSchema,
    closesAt: timeSchema,
    active: z.boolean(),
    extras: z
      .array(resourceExtraSchema)
      .max(EXTRAS_MAX)
      .refine((list) => new Set(list.map((e) => e.code)).size === list.length, 'admin:fieldErrors.extraCodeTwice'),
    /** Meeting packages (conference rooms; none for the lounge), each id once. */
    packages: z
      .array(resourcePackageSchema)
      .max(PACKAGE_IDS.length)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length),
  })
  .refine((v) => v.closesAt > v.opensAt, { path: ['closesAt'], message: 'validation:endAfterStart' });
export type ResourceUpdate = z.output<typeof resourceUpdateSchema>;

export const blackoutSchema = z.object({
  date: dateSchema,
  reasonKo: name,
  reasonEn: name,
});
export type BlackoutInput = z.output<typeof blackoutSchema>;
