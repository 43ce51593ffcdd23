/** Parking (spec §9): free within 20 minutes, 2,000 KRW per 20 minutes, monthly 242,000 KRW, 560 spaces. */
export const PARKING = {
  freeMinutes: 20,
  unitMinutes: 20,
  unitFee: 2_000,
  monthlyFee: 242_000,
  spaces: 560,
} as const;

/**
 * The fee for one stay. A stay of up to 20 minutes is free; a longer stay pays 2,000 KRW for
 * every started 20 minutes of the whole stay (docs/decisions/0006-parking-fee.md).
 */
export function parkingFee(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError('minutes must be a non-negative number');
  const whole = Math.ceil(minutes);
  if (whole <= PARKING.freeMinutes) return 0;
  return Math.ceil(whole / PARKING.unitMinutes) * PARKING.unitFee;
}
