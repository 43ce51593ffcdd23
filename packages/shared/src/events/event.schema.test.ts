import { describe, expect, it } from 'vitest';
import { applicationRequestSchema, eventInputSchema } from './event.schema';

const body = { name: '김서연', email: 'kim@acme.co.kr', phone: '010-1234-5678' };

describe('applicationRequestSchema', () => {
  it('needs the rules agreed, with the spec message', () => {
    for (const agreed of [undefined, false]) {
      const result = applicationRequestSchema.safeParse({ ...body, agreedToRules: agreed });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['agreedToRules']);
      expect(result.error?.issues[0]?.message).toBe('validation:rulesAgreementRequired');
    }
    expect(applicationRequestSchema.parse({ ...body, agreedToRules: true }).headcount).toBe(1);
  });
});

describe('eventInputSchema', () => {
  const input = {
    titleKo: '설명회',
    descriptionKo: '설명',
    placeKo: '2층',
    rulesKo: '규정',
    startsAt: '2026-11-27T14:00',
    endsAt: '2026-11-27T16:00',
    applyOpensAt: '2026-11-20T09:00',
    applyClosesAt: '2026-11-26T18:00',
    capacity: 10,
    waitlistLength: 0,
    allowAnonymous: false,
    status: 'draft',
  };
  it('takes Korean only (English falls back)', () => {
    expect(eventInputSchema.parse(input).titleEn).toBe('');
  });
  it('closes applications before the event starts', () => {
    const result = eventInputSchema.safeParse({ ...input, applyClosesAt: '2026-11-27T15:00' });
    expect(result.error?.issues[0]?.message).toBe('events:validation.closesBeforeStart');
  });
});
