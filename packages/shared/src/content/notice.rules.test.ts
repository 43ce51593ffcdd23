import { describe, expect, it } from 'vitest';
import { noticeDismissValue, shouldShowNotice } from './notice.rules';

describe('home notice window', () => {
  it('is hidden the day before the window opens and the day after it closes', () => {
    expect(shouldShowNotice('2024-12-23', null)).toBe(false);
    expect(shouldShowNotice('2025-01-07', null)).toBe(false);
  });

  it('shows on the first and last day of the window', () => {
    expect(shouldShowNotice('2024-12-24', null)).toBe(true);
    expect(shouldShowNotice('2025-01-06', null)).toBe(true);
  });

  it('stays hidden for the rest of the day once dismissed, and shows again the next day', () => {
    expect(shouldShowNotice('2024-12-30', '2024-12-30')).toBe(false);
    expect(shouldShowNotice('2024-12-31', '2024-12-30')).toBe(true);
  });

  it('stores today only for confirm with the box ticked; cancel just closes', () => {
    expect(noticeDismissValue('confirm', true, '2024-12-30')).toBe('2024-12-30');
    expect(noticeDismissValue('confirm', false, '2024-12-30')).toBeNull();
    expect(noticeDismissValue('cancel', true, '2024-12-30')).toBeNull();
  });
});
