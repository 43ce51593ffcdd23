import { describe, expect, it } from 'vitest';
import { BULK_MAX, bulkIdsSchema, bulkReservationReasonSchema } from './bulk.schema';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const message = (input: unknown) => bulkIdsSchema.safeParse(input).error?.issues[0]?.message;

describe('the ids of a bulk action', () => {
  it('takes one id and up to BULK_MAX ids', () => {
    expect(bulkIdsSchema.safeParse({ ids: [7] }).success).toBe(true);
    expect(bulkIdsSchema.safeParse({ ids: ids(BULK_MAX) }).success).toBe(true);
  });

  it('refuses no id, one more than BULK_MAX and an id named twice, naming the rule', () => {
    expect(message({ ids: [] })).toBe('validation:bulkIds');
    expect(message({ ids: ids(BULK_MAX + 1) })).toBe('validation:bulkIds');
    expect(message({ ids: [3, 4, 3] })).toBe('validation:bulkIds');
    expect(message({})).toBe('validation:bulkIds');
  });

  it('refuses an id that is no record id', () => {
    expect(bulkIdsSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(bulkIdsSchema.safeParse({ ids: [1.5] }).success).toBe(false);
    expect(bulkIdsSchema.safeParse({ ids: ['1'] }).success).toBe(false);
  });

  it('asks a rejection or cancellation for its one reason', () => {
    expect(bulkReservationReasonSchema.safeParse({ ids: [1], reason: '  ' }).error?.issues[0]?.message).toBe(
      'validation:reasonRequired',
    );
    expect(bulkReservationReasonSchema.parse({ ids: [1, 2], reason: ' Closed for works ' }).reason).toBe('Closed for works');
  });
});
