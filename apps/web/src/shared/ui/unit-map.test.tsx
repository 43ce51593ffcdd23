import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnitMap, type MapUnit } from './unit-map';

afterEach(cleanup);

const UNITS: MapUnit[] = [
  { id: 1, number: 1, zone: 'men', row: 1, column: 1, free: true },
  { id: 2, number: 2, zone: 'men', row: 1, column: 2, free: false },
  { id: 3, number: 3, zone: 'men', row: 1, column: 3, free: true },
  { id: 4, number: 21, zone: 'women', row: 1, column: 1, free: true },
];

function renderMap(selected: number | null = null) {
  const onSelect = vi.fn();
  render(
    <UnitMap
      label="Locker map"
      units={UNITS}
      selected={selected}
      onSelect={onSelect}
      unitLabel={(u) => `Locker ${u.number}, ${u.free ? 'free' : 'taken'}`}
      zoneLabel={(z) => (z === 'men' ? "Men's room" : "Women's room")}
      legend={{ free: 'Free', taken: 'Taken', selected: 'Selected' }}
    />,
  );
  return onSelect;
}

describe('UnitMap', () => {
  it('names each unit with its state, in a group per zone, the taken ones not choosable', () => {
    renderMap();
    expect(screen.getByRole('group', { name: 'Locker map' })).toBeTruthy();
    expect(screen.getByRole('region', { name: "Women's room" })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Locker 2, taken' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Locker 1, free' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('chooses a free unit by click, and marks the chosen one pressed', () => {
    const onSelect = renderMap(3);
    fireEvent.click(screen.getByRole('button', { name: 'Locker 1, free' }));
    expect(onSelect).toHaveBeenCalledWith(UNITS[0]);
    expect(screen.getByRole('button', { name: 'Locker 3, free' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Locker 1, free' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('moves between the free units with the arrow keys, over the taken ones and across zones', () => {
    renderMap();
    const first = screen.getByRole('button', { name: 'Locker 1, free' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Locker 3, free' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Locker 21, free' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Locker 21, free' }));
  });
});
