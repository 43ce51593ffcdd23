import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

afterEach(cleanup);

describe('FilterSelect', () => {
  it('offers "all" first, shows the value, and hands on a change', () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value="approved"
        options={[
          { value: 'pending', label: 'Waiting' },
          { value: 'approved', label: 'Approved' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'All statuses'],
      ['pending', 'Waiting'],
      ['approved', 'Approved'],
    ]);
    expect(select.value).toBe('approved');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });
});
