import { describe, expect, it } from 'vitest';
import { companyFormSchema, companyInputSchema, floorLabel, formatFloors, parseFloors, toCompanyInput } from './company.schema';
import { holidayInputSchema } from './holiday.schema';

describe('floors of a company', () => {
  it('reads basements, single floors and ranges, sorted without repeats', () => {
    expect(parseFloors('B1, 12-14, 20')).toEqual([-1, 12, 13, 14, 20]);
    expect(parseFloors('14 12 12 b2')).toEqual([-2, 12, 14]);
    expect(parseFloors('B3-B1')).toEqual([-3, -2, -1]);
  });

  it('accepts the lowest and highest floors of the building and nothing beyond', () => {
    expect(parseFloors('B8, 26')).toEqual([-8, 26]);
    expect(parseFloors('B9')).toBeNull();
    expect(parseFloors('27')).toBeNull();
    expect(parseFloors('0')).toBeNull();
  });

  it('refuses a backwards range, a range through floor 0 and text that is no floor', () => {
    expect(parseFloors('14-12')).toBeNull();
    expect(parseFloors('B1-2')).toBeNull();
    expect(parseFloors('twelve')).toBeNull();
    expect(parseFloors(' , ')).toBeNull();
  });

  it('writes floors back the way people read them', () => {
    expect(floorLabel(-1)).toBe('B1');
    expect(formatFloors([-1, 3, 4])).toBe('B1, 3, 4');
    expect(parseFloors(formatFloors([-2, 5, 7]))).toEqual([-2, 5, 7]);
  });
});

describe('company schemas', () => {
  const base = { code: 'north-star', nameKo: '노스스타', nameEn: 'North Star', kind: 'office', tower: 'A', splitFloor: false };

  it('turns the form into the body the server takes', () => {
    const form = companyFormSchema.parse({ ...base, floors: 'B1, 3-4' });
    expect(toCompanyInput(form)).toEqual({ ...base, floors: [-1, 3, 4] });
  });

  it('names the code, floors and tower when they are wrong', () => {
    const result = companyInputSchema.safeParse({ ...base, code: 'N', tower: 'C', floors: [0] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages.code).toBe('admin:fieldErrors.companyCodeFormat');
    expect(messages.floors).toBe('admin:fieldErrors.floorsFormat');
    expect(Object.keys(messages).sort()).toEqual(['code', 'floors', 'tower']);
  });

  it('refuses repeated floors and an empty list in the body', () => {
    expect(companyInputSchema.safeParse({ ...base, floors: [3, 3] }).success).toBe(false);
    expect(companyInputSchema.safeParse({ ...base, floors: [] }).success).toBe(false);
    expect(companyInputSchema.safeParse({ ...base, floors: [26] }).success).toBe(true);
  });
});

describe('holiday schema', () => {
  const day = { nameKo: '휴무', nameEn: 'Closure', kind: 'closure' };

  it('takes a real calendar date only', () => {
    expect(holidayInputSchema.safeParse({ ...day, date: '2028-02-29' }).success).toBe(true);
    expect(holidayInputSchema.safeParse({ ...day, date: '2026-02-29' }).success).toBe(false);
    expect(holidayInputSchema.safeParse({ ...day, date: '2026-2-1' }).success).toBe(false);
  });

  it('refuses public holidays: they come from the official list', () => {
    expect(holidayInputSchema.safeParse({ ...day, date: '2026-07-01', kind: 'public' }).success).toBe(false);
  });
});
