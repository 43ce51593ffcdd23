import { z } from '../validation';

/** The towers of the building (spec §9: two towers). */
export const TOWERS = ['A', 'B'] as const;
export const COMPANY_KINDS = ['office', 'retail'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Floors: B8 to B1 are -8 to -1 (there is no floor 0), then 1 to 26 (spec §9: 8 below, 26 above). */
export const LOWEST_FLOOR = -8;
export const HIGHEST_FLOOR = 26;
export const COMPANY_CODE_PATTERN = /^[a-z][a-z0-9-]{1,19}$/;
export const COMPANY_NAME_MAX = 100;

export function isFloor(floor: number): boolean {
  return Number.isInteger(floor) && floor !== 0 && floor >= LOWEST_FLOOR && floor <= HIGHEST_FLOOR;
}

/** A floor as people write it: B1 for -1, 12 for 12. */
export function floorLabel(floor: number): string {
  return floor < 0 ? `B${-floor}` : String(floor);
}

/**
 * Floors typed as text: "B1, 12-14, 20" → [-1, 12, 13, 14, 20], sorted without repeats; null
 * when a part is not a floor of the building (or a range runs backwards or through floor 0).
 */
export function parseFloors(text: string): number[] | null {
  const parts = text
    .split(/[\s,]+/)
    .map((p) => p.trim().toUpperCase())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const floors = new Set<number>();
  const one = (part: string): number | null => {
    const basement = /^B(\d{1,2})$/.exec(part);
    const value = basement ? -Number(basement[1]) : /^\d{1,2}$/.test(part) ? Number(part) : NaN;
    return isFloor(value) ? value : null;
  };
  for (const part of parts) {
    const range = /^(B?\d{1,2})[-~](B?\d{1,2})$/.exec(part);
    if (range) {
      const from = one(range[1]!);
      const to = one(range[2]!);
      if (from === null || to === null || to < from || (from < 0 && to > 0)) return null;
      for (let f = from; f <= to; f += 1) floors.add(f);
      continue;
    }
    const floor = one(part);
    if (floor === null) return null;
    floors.add(floor);
  }
  return [...floors].sort((a, b) => a - b);
}

/** Floors shown back as text, the form parseFloors reads. */
export function formatFloors(floors: readonly number[]): string {
  return floors.map(floorLabel).join(', ');
}

const companyFields = {
  code: z
    .string({ error: 'validation:required' })
    .trim()
    .min(1, 'validation:required')
    .regex(COMPANY_CODE_PATTERN, 'admin:fieldErrors.companyCodeFormat'),
  nameKo: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(COMPANY_NAME_MAX),
  nameEn: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(COMPANY_NAME_MAX),
  kind: z.enum(COMPANY_KINDS, { error: 'validation:required' }),
  tower: z.enum(TOWERS, { error: 'validation:required' }),
  splitFloor: z.boolean().default(false),
};

/** A company as the back office creates or edits it (the body of POST and PUT /admin/companies). */
export const companyInputSchema = z.object({
  ...companyFields,
  floors: z
    .array(z.number().int(), { error: 'admin:fieldErrors.floorsFormat' })
    .min(1, 'admin:fieldErrors.floorsFormat')
    .max(HIGHEST_FLOOR - LOWEST_FLOOR)
    .refine((floors) => floors.every(isFloor) && new Set(floors).size === floors.length, 'admin:fieldErrors.floorsFormat'),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** The back-office form: the same fields with the floors as text ("B1, 12-14"), turned into the body by toCompanyInput. */
export const companyFormSchema = z.object({
  ...companyFields,
  floors: z
    .string({ error: 'admin:fieldErrors.floorsFormat' })
    .trim()
    .min(1, 'admin:fieldErrors.floorsFormat')
    .refine((text) => parseFloors(text) !== null, 'admin:fieldErrors.floorsFormat'),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

export function toCompanyInput(form: z.infer<typeof companyFormSchema>): CompanyInput {
  return { ...form, floors: parseFloors(form.floors) ?? [] };
}
