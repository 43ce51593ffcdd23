import { describe, expect, it } from 'vitest';
import { utcDate } from '../time';
import { bannerDismissValue, shouldShowBanner } from './banner.rules';

describe('advertisement banner', () => {
  it('shows unless today was saved as dismissed', () => {
    expect(shouldShowBanner('2026-11-22', null)).toBe(true);
    expect(shouldShowBanner('2026-11-22', '2026-11-22')).toBe(false);
    expect(shouldShowBanner('2026-11-23', '2026-11-22')).toBe(true);
  });

  it('saves the date only for "do not show"; confirm closes it for now', () => {
    expect(bannerDismissValue('doNotShow', '2026-11-22')).toBe('2026-11-22');
    expect(bannerDismissValue('confirm', '2026-11-22')).toBeNull();
  });

  it('uses the UTC date, which lags Seoul before 09:00 KST', () => {
    // 08:30 in Seoul on the 23rd is still the 22nd in UTC.
    expect(utcDate('2026-11-22T23:30:00Z')).toBe('2026-11-22');
  });
});
