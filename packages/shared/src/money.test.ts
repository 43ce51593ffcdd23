import { describe, expect, it } from 'vitest';
import { formatKrw } from './money';

describe('formatKrw', () => {
  it('shows won with thousands separators in each language', () => {
    expect(formatKrw(15_000)).toBe('15,000원');
    expect(formatKrw(330_000, 'en')).toBe('KRW 330,000');
    expect(formatKrw(0)).toBe('0원');
  });
});
