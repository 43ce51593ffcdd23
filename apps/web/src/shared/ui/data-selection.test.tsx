import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectionBar } from './data-selection';

afterEach(cleanup);

describe('SelectionBar', () => {
  it('says how many are chosen, as the name of its region, with the bulk actions', () => {
    const approve = vi.fn();
    const reject = vi.fn();
    render(
      <SelectionBar
        summary="2 visits chosen"
        actions={[
          { label: 'Approve selected', onClick: approve },
          { label: 'Reject selected', onClick: reject },
        ]}
      />,
    );
    const bar = screen.getByRole('region', { name: '2 visits chosen' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Reject selected' }));
    expect(reject).toHaveBeenCalledOnce();
    expect(approve).not.toHaveBeenCalled();
  });
});
