import { describe, expect, it } from 'vitest';
import { canRate, canResolve, statusAfterRating } from './complaint.rules';
import { complaintRequestSchema, ratingRequestSchema } from './complaint.schema';

const valid = { floor: 12, type: 'sanitation', title: 'Leak', detail: 'Water on the floor' } as const;

describe('complaint form', () => {
  it('takes a title of 150 characters and refuses 151', () => {
    expect(complaintRequestSchema.safeParse({ ...valid, title: 'a'.repeat(150) }).success).toBe(true);
    const long = complaintRequestSchema.safeParse({ ...valid, title: 'a'.repeat(151) });
    expect(long.error?.issues[0]?.message).toBe('voc:validation.titleMax');
  });

  it('takes a detail of 500 characters and refuses 501 or none', () => {
    expect(complaintRequestSchema.safeParse({ ...valid, detail: 'a'.repeat(500) }).success).toBe(true);
    expect(complaintRequestSchema.safeParse({ ...valid, detail: 'a'.repeat(501) }).success).toBe(false);
    expect(complaintRequestSchema.safeParse({ ...valid, detail: '  ' }).error?.issues[0]?.message).toBe(
      'voc:validation.detailRequired',
    );
  });

  it('takes only the seven types', () => {
    expect(complaintRequestSchema.safeParse({ ...valid, type: 'parking' }).error?.issues[0]?.message).toBe(
      'voc:validation.typeRequired',
    );
  });

  it('rates 0 to 5', () => {
    expect(ratingRequestSchema.safeParse({ rating: 0 }).success).toBe(true);
    expect(ratingRequestSchema.safeParse({ rating: 5 }).success).toBe(true);
    expect(ratingRequestSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(ratingRequestSchema.safeParse({ rating: -1 }).success).toBe(false);
  });
});

describe('complaint statuses', () => {
  it('reopens on a rating of 2 or less, keeps the status on 3', () => {
    expect(statusAfterRating('answered', 2)).toBe('reopened');
    expect(statusAfterRating('answered', 0)).toBe('reopened');
    expect(statusAfterRating('answered', 3)).toBe('answered');
    expect(statusAfterRating('resolved', 5)).toBe('resolved');
  });

  it('rates only an answered complaint and resolves any that is not resolved', () => {
    expect(canRate('received')).toBe(false);
    expect(canRate('in_progress')).toBe(false);
    expect(canRate('answered')).toBe(true);
    expect(canResolve('resolved')).toBe(false);
    expect(canResolve('received')).toBe(true);
  });
});
