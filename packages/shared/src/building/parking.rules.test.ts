import { describe, expect, it } from 'vitest';
import { PARKING, parkingFee } from './parking.rules';

describe('parking fee', () => {
  it('is free up to and including 20 minutes', () => {
    expect(parkingFee(0)).toBe(0);
    expect(parkingFee(20)).toBe(0);
  });

  it('charges every started 20 minutes of the whole stay past the free time', () => {
    expect(parkingFee(21)).toBe(4_000);
    expect(parkingFee(40)).toBe(4_000);
    expect(parkingFee(41)).toBe(6_000);
    expect(parkingFee(60)).toBe(6_000);
    expect(parkingFee(8 * 60)).toBe(48_000);
  });

  it('counts a part minute as a minute', () => {
    expect(parkingFee(20.5)).toBe(4_000);
  });

  it('rejects a negative or unknown duration', () => {
    expect(() => parkingFee(-1)).toThrow(RangeError);
    expect(() => parkingFee(Number.NaN)).toThrow(RangeError);
  });

  it('keeps the spec figures', () => {
    expect(PARKING).toMatchObject({ freeMinutes: 20, unitFee: 2_000, monthlyFee: 242_000, spaces: 560 });
  });
});
