import { cleanup, screen, within } from '@testing-library/react';
import type { SeatTimeline } from '@tea/shared/dashboards/seat-timeline.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPage } from '../test-render';
import SeatTimelinePage from './seat-timeline-page';

const asked = vi.fn();
const followed = vi.fn();
const day: SeatTimeline = {
  room: 'nrw',
  date: '2026-11-24',
  opensAt: '09:00',
  closesAt: '18:00',
  seats: [
    { id: 11, number: 1, closed: false },
    { id: 12, number: 2, closed: true },
  ],
  bookings: [
    {
      id: 1,
      seatId: 11,
      reference: 'NR-20261124-0001',
      start: '09:00',
      end: '10:00',
      status: 'confirmed',
      checkedInAt: '2026-11-24T00:05:00Z',
      booker: 'Kim Minji',
      company: 'ACME Korea',
    },
    {
      id: 2,
      seatId: 11,
      reference: 'NR-20261124-0002',
      start: '13:00',
      end: '14:00',
      status: 'no_show',
      checkedInAt: null,
      booker: 'Lee Jiwoo',
      company: 'Blue Ocean',
    },
  ],
};
vi.mock('../api', () => ({
  useSeatTimeline: (room: string, date: string) => {
    asked(room, date);
    return { data: day, isPending: false, isError: false };
  },
  useLiveSeatTimeline: (room: string) => followed(room),
}));

afterEach(() => {
  cleanup();
  asked.mockClear();
  followed.mockClear();
});

async function renderPage(search: string) {
  await renderAdminPage(<SeatTimelinePage />, `/admin/seat-timeline${search}`);
}

describe("the back office's day of a room", () => {
  it('shows each seat’s bookings with who, which company and their state, and follows the room’s board', async () => {
    await renderPage('?room=nrw&date=2026-11-24');
    expect(asked).toHaveBeenLastCalledWith('nrw', '2026-11-24');
    expect(followed).toHaveBeenLastCalledWith('nrw');
    expect(screen.getByText('2 seats, 2 bookings')).toBeTruthy();
    const first = within(screen.getByRole('list', { name: 'Seat 1' }));
    const [checkedIn, noShow] = first.getAllByRole('listitem');
    expect(checkedIn!.textContent).toBe('09:00–10:00 Kim MinjiChecked in · ACME Korea');
    expect(noShow!.dataset.state).toBe('no_show');
    expect(noShow!.textContent).toContain('No-show');
    expect(within(screen.getByRole('list', { name: 'Seat 2' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('opens on the nap room’s men’s side today when the address names no room or a wrong one', async () => {
    await renderPage('?room=attic&date=nope');
    expect(asked.mock.calls.at(-1)![0]).toBe('nrm');
    expect(asked.mock.calls.at(-1)![1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
