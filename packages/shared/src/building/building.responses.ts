/** The public building answers, written once: the API serialises with them and the web takes its types from them. */
import { z } from 'zod';
import { COMPANY_KINDS } from '../admin/company.schema';

/** A paid or free service of the building (car wash, shoe care, umbrella, mailroom). */
export const otherServiceSchema = z.object({
  slug: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  descriptionKo: z.string(),
  descriptionEn: z.string(),
  locationKo: z.string(),
  locationEn: z.string(),
  hours: z.string(),
  /** Integer KRW a month; null means the service is free. */
  monthlyPrice: z.number().int().nullable(),
});
export type OtherService = z.infer<typeof otherServiceSchema>;

/** One line of the contact directory. */
export const contactSchema = z.object({
  slug: z.string(),
  categoryKo: z.string(),
  categoryEn: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  phone: z.string(),
  hoursKo: z.string(),
  hoursEn: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** An active tenant company with its floors (the sign-up form's and the employee forms' selects). */
export const tenantCompanySchema = z.object({
  id: z.number().int(),
  nameKo: z.string(),
  nameEn: z.string(),
  kind: z.enum(COMPANY_KINDS),
  tower: z.string(),
  floors: z.array(z.number().int()),
  splitFloor: z.boolean(),
});
export type TenantCompany = z.infer<typeof tenantCompanySchema>;
