import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSeatRooms } from '@tea/shared/reservations/resource.schema';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api-client';
import { installDialogMethods } from '../../../shared/test-dialog';
import { renderAdminPage } from '../test-render';
import SeatsPage from './seats-page';

const rooms: AdminSeatRooms = {
  rooms: [
    {
      amenity: 'sleepingRoom',
      sides: true,
      seats: [
        { id: 1, gender: 'female', number: 1, row: 1, column: 1, active: true },
        { id: 2, gender: 'female', number: 2, row: 1, column: 2, active: false },
      ],
    },
  ],
};
const save = vi.fn();
vi.mock('../api', () => ({
  useAdminSeats: () => ({ data: rooms, isFetching: false, isError: false }),
  useSaveSeat: () => ({ mutateAsync: save }),
}));

beforeAll(() => installDialogMethods());
afterEach(cleanup);

async function renderPage() {
  await renderAdminPage(<SeatsPage />, '/admin/seats');
}

describe("the back office's seat editor", () => {
  it('lists a room’s seats by side and number, open or closed', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Nap room' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Seats of the Nap room' });
    expect(within(table).getAllByText('Women')).toHaveLength(2);
    expect(within(table).getByText('Closed')).toBeTruthy();
  });

  it('puts the server’s refusal on the field it names, keeping what was typed', async () => {
    save.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Refused', { number: 'Seat 1 already exists on this side.' }),
    );
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Women 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit seat 2' });
    const number = within(dialog).getByRole('spinbutton', { name: /^Number/ }) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Seat 1 already exists on this side.')).toBeTruthy();
    expect(number.value).toBe('1');
    expect(save).toHaveBeenCalledWith({ amenity: 'sleepingRoom', gender: 'female', number: 1, row: 1, column: 2, active: false });
  });

  it('refuses a number out of range on the device before asking the server', async () => {
    save.mockClear();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a seat' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a seat to the Nap room' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Row/ }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('spinbutton', { name: /^Row/ })[0]!.getAttribute('aria-invalid')).toBe('true'),
    );
    expect(save).not.toHaveBeenCalled();
  });
});
