import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { refusedBooking } from './forms';

describe('a booking refused at its reserve step', () => {
  it('puts a 400’s field errors back on the form and returns to it', () => {
    const setError = vi.fn();
    const backToForm = vi.fn();
    const error = refusedBooking(
      new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { seatId: 'Please select a seat' }),
      setError,
      ['seatId'],
      backToForm,
    );
    expect(setError).toHaveBeenCalledWith(
      'seatId',
      expect.objectContaining({ message: 'Please select a seat' }),
      expect.anything(),
    );
    expect(backToForm).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps the confirm step and its message for a refusal that is not the form’s (409)', () => {
    const backToForm = vi.fn();
    const error = refusedBooking(new ApiError(409, 'SLOT_TAKEN', 'This time is taken.'), vi.fn(), ['seatId'], backToForm);
    expect(backToForm).not.toHaveBeenCalled();
    expect(error.message).toBe('This time is taken.');
  });
});
