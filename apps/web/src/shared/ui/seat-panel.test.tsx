import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatPanel } from './seat-panel';

afterEach(cleanup);

describe('SeatPanel', () => {
  it('says how to see the seats until there is a map, under its heading', () => {
    render(<SeatPanel title="Seat" hint="Choose a time to see the free seats." map={null} error={undefined} />);
    expect(screen.getByRole('heading', { name: 'Seat' })).toBeTruthy();
    expect(screen.getByText('Choose a time to see the free seats.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the map instead of the hint, and the seat field’s message as an alert', () => {
    render(
      <SeatPanel
        title="Seat"
        hint="Choose a time to see the free seats."
        map={<div>the map</div>}
        hidden={<input type="hidden" name="seatId" />}
        error="Please select a seat."
      />,
    );
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByText('Choose a time to see the free seats.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please select a seat.');
    expect(document.querySelector('input[type="hidden"][name="seatId"]')).not.toBeNull();
  });

  it('says when the map could not be loaded, and still says how to see it', () => {
    render(
      <SeatPanel title="Seat" hint="Choose a time." map={null} failure="The seats could not be loaded." error={undefined} />,
    );
    expect(screen.getByText('The seats could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Choose a time.')).toBeTruthy();
  });
});
