import { describe, expect, it } from 'vitest';
import { noticeDismissValue, shouldShowNotice } from './notice.rules';

describe('home notice modal', () => {
  it('shows only while the server answers one (its window is the CMS item’s)', () => {
    expect(shouldShowNotice(false, '2024-12-30', null)).toBe(false);
    expect(shouldShowNotice(true, '2024-12-30', null)).toBe(true);
  });

  it('stays hidden for the rest of the day once dismissed, and shows again the next day', () => {
    expect(shouldShowNotice(true, '2024-12-30', '2024-12-30')).toBe(false);
    expect(shouldShowNotice(true, '2024-12-31', '2024-12-30')).toBe(true);
  });

  it('stores today only for confirm with the box ticked; cancel just closes', () => {
    expect(noticeDismissValue('confirm', true, '2024-12-30')).toBe('2024-12-30');
    expect(noticeDismissValue('confirm', false, '2024-12-30')).toBeNull();
    expect(noticeDismissValue('cancel', true, '2024-12-30')).toBeNull();
  });
});
