import { describe, expect, it } from 'vitest';
import { seoulDate } from '../calendar';
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

  it('counts days in Seoul: 08:30 on the 23rd in Seoul (still the 22nd in UTC) is the 23rd', () => {
    expect(seoulDate('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(seoulDate('2026-11-22T14:59:00Z')).toBe('2026-11-22');
    expect(seoulDate('2026-11-22T15:00:00Z')).toBe('2026-11-23');
  });
});
