import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RESERVATION_TONES, StatusChip } from './status-chip';

afterEach(cleanup);

describe('StatusChip', () => {
  it('shows the status as text, and is not something to press or tab to', () => {
    render(<StatusChip tone="good">Confirmed</StatusChip>);
    const chip = screen.getByText('Confirmed');
    expect(screen.queryByRole('button')).toBeNull();
    expect(chip.tabIndex).toBe(-1);
    expect(chip.closest('a, button')).toBeNull();
  });

  it('colours each reservation status the same everywhere: a cancellation grey and dashed, a rejection red', () => {
    render(
      <>
        <StatusChip tone={RESERVATION_TONES.confirmed}>확정</StatusChip>
        <StatusChip tone={RESERVATION_TONES.cancelled}>취소됨</StatusChip>
        <StatusChip tone={RESERVATION_TONES.rejected}>반려</StatusChip>
        <StatusChip>대기</StatusChip>
      </>,
    );
    const look = (text: string) => screen.getByText(text).className;
    expect(look('취소됨')).toContain('border-dashed');
    expect(look('확정')).not.toContain('border-dashed');
    expect(look('반려')).toContain('text-danger');
    expect(new Set(['확정', '취소됨', '반려', '대기'].map(look)).size).toBe(4);
  });
});
