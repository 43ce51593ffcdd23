import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group';

afterEach(cleanup);

describe('CheckboxGroup', () => {
  it('names the group by its legend, ties the hint to it, and hands on each box’s toggle', () => {
    const onToggle = vi.fn();
    render(
      <CheckboxGroup
        legend="Floors"
        required
        hint="Choose one or more"
        values={[3, 4, 5]}
        labelOf={(floor) => `${floor}F`}
        chosen={[4]}
        onToggle={onToggle}
        error="Choose a floor"
        className="grid"
      />,
    );
    const group = screen.getByRole('group', { name: /Floors/ });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Choose one or more').id);
    expect((screen.getByLabelText('4F') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('3F') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('3F'));
    expect(onToggle).toHaveBeenCalledWith(3, true);
    fireEvent.click(screen.getByLabelText('4F'));
    expect(onToggle).toHaveBeenCalledWith(4, false);
    expect(screen.getByRole('alert').textContent).toBe('Choose a floor');
  });
});
