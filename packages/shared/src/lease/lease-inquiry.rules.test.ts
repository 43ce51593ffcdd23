import { describe, expect, it } from 'vitest';
import {
  LEASE_AREA_MAX,
  LEASE_DETAIL_MAX,
  LEASE_FIELDS,
  LEASE_TITLE_MAX,
  LEASE_WRITER_MAX,
  leaseFieldProblem,
  leaseProblems,
} from './lease-inquiry.rules';
import { leaseInquiryRequestSchema } from './lease-inquiry.schema';

const TODAY = '2026-11-24';
const valid = {
  writer: '김임차',
  email: 'tenant@example.com',
  contact: '010-1234-5678',
  occupancy: 'office',
  moveInDate: '2027-03-02',
  area: '약 1,000 m² (300평)',
  sectors: ['it', 'finance'],
  title: '12층 임차 문의',
  detail: '내년 3월 입주 가능한 사무실을 찾습니다.',
  consent: true,
  formToken: 'x',
};
const firstMessage = (body: Record<string, unknown>) =>
  leaseInquiryRequestSchema.safeParse({ ...valid, ...body }).error?.issues[0]?.message;

describe('lease inquiry rules (spec §5, §9)', () => {
  it('takes a rental area of 100 characters and refuses 101, naming the field', () => {
    expect(leaseFieldProblem('area', 'a'.repeat(LEASE_AREA_MAX), TODAY)).toBeUndefined();
    expect(leaseFieldProblem('area', 'a'.repeat(LEASE_AREA_MAX + 1), TODAY)).toBe('lease:errors.areaTooLong');
    expect(leaseFieldProblem('area', '  ', TODAY)).toBe('lease:errors.area');
    expect(firstMessage({ area: 'a'.repeat(100) })).toBeUndefined();
    expect(firstMessage({ area: 'a'.repeat(101) })).toBe('lease:errors.areaTooLong');
  });

  it('counts characters, not UTF-16 units: 100 Korean syllables or emoji are 100', () => {
    expect(leaseFieldProblem('area', '평'.repeat(100), TODAY)).toBeUndefined();
    expect(leaseFieldProblem('area', '🏢'.repeat(100), TODAY)).toBeUndefined();
    expect(leaseFieldProblem('area', '🏢'.repeat(101), TODAY)).toBe('lease:errors.areaTooLong');
  });

  it('bounds the writer at 50, the title at 150 and the detail at 2,000 characters', () => {
    for (const [field, max] of [
      ['writer', LEASE_WRITER_MAX],
      ['title', LEASE_TITLE_MAX],
      ['detail', LEASE_DETAIL_MAX],
    ] as const) {
      expect(leaseFieldProblem(field, 'a'.repeat(max), TODAY)).toBeUndefined();
      expect(leaseFieldProblem(field, 'a'.repeat(max + 1), TODAY)).toBe(`lease:errors.${field}TooLong`);
      expect(leaseFieldProblem(field, '', TODAY)).toBe(`lease:errors.${field}`);
    }
  });

  it('needs a valid e-mail and a Korean phone number', () => {
    expect(leaseFieldProblem('email', 'a@b.co', TODAY)).toBeUndefined();
    expect(leaseFieldProblem('email', 'a@b', TODAY)).toBe('lease:errors.emailFormat');
    expect(leaseFieldProblem('email', '', TODAY)).toBe('lease:errors.email');
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(leaseFieldProblem('email', at254, TODAY)).toBeUndefined();
    expect(leaseFieldProblem('email', `a${at254}`, TODAY)).toBe('lease:errors.emailFormat');
    for (const phone of ['010-1234-5678', '01012345678', '02-6000-1000', '+82 10 1234 5678'])
      expect(leaseFieldProblem('contact', phone, TODAY)).toBeUndefined();
    for (const phone of ['1234', '010-12-5678', 'call me', '+1 415 555 0100'])
      expect(leaseFieldProblem('contact', phone, TODAY)).toBe('lease:errors.contactFormat');
  });

  it('takes a move-in date of today and refuses yesterday (Seoul dates) or no date', () => {
    expect(leaseFieldProblem('moveInDate', TODAY, TODAY)).toBeUndefined();
    expect(leaseFieldProblem('moveInDate', '2026-11-23', TODAY)).toBe('lease:errors.moveInPast');
    expect(leaseFieldProblem('moveInDate', '2027-02-30', TODAY)).toBe('lease:errors.moveInDate');
    expect(leaseFieldProblem('moveInDate', '', TODAY)).toBe('lease:errors.moveInDate');
  });

  it('needs one sector or more, each from the list, and office or retail', () => {
    expect(leaseFieldProblem('sectors', 'it', TODAY)).toBeUndefined();
    expect(leaseFieldProblem('sectors', '', TODAY)).toBe('lease:errors.sectors');
    expect(leaseFieldProblem('sectors', 'it,casino', TODAY)).toBe('lease:errors.sectors');
    expect(firstMessage({ sectors: [] })).toBe('lease:errors.sectors');
    expect(firstMessage({ occupancy: 'warehouse' })).toBe('lease:errors.occupancy');
  });

  it("refuses an inquiry without consent with the spec's message", () => {
    expect(leaseFieldProblem('consent', '', TODAY)).toBe('validation:consentRequired');
    expect(leaseFieldProblem('consent', 'true', TODAY)).toBeUndefined();
    expect(firstMessage({ consent: false })).toBe('validation:consentRequired');
  });

  it('lists every problem of an empty form, and none of a filled one', () => {
    expect(Object.keys(leaseProblems({}, TODAY))).toEqual([...LEASE_FIELDS]);
    expect(leaseInquiryRequestSchema.safeParse(valid).success).toBe(true);
  });
});
