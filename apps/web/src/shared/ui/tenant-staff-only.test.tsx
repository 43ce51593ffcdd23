import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../test-session';
import { TenantStaffOnly } from './tenant-staff-only';

afterEach(() => {
  cleanup();
  signOut();
});

const drawn = vi.fn();
function Booking() {
  drawn();
  return <p>the booking form</p>;
}

function open() {
  const element = (
    <TenantStaffOnly
      title="Book a conference room"
      office={{
        text: 'Conference rooms are booked by tenant companies.',
        to: '/admin/reservations',
        label: 'Open the reservations',
      }}
    >
      <Booking />
    </TenantStaffOnly>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('TenantStaffOnly', () => {
  it('draws the page for tenant staff', () => {
    signInAs('member');
    open();
    expect(screen.getByText('the booking form')).toBeTruthy();
    expect(screen.queryByText('Conference rooms are booked by tenant companies.')).toBeNull();
  });

  it("shows the building office the page's title, who uses it and the way to its own page, and draws nothing of the page", () => {
    signInAs('building_manager');
    drawn.mockClear();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a conference room' })).toBeTruthy();
    expect(screen.getByText('Conference rooms are booked by tenant companies.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the reservations' }).getAttribute('href')).toBe('/admin/reservations');
    expect(screen.queryByText('the booking form')).toBeNull();
    expect(drawn).not.toHaveBeenCalled();
  });
});
