import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnHeaders } from './column-headers';

afterEach(cleanup);

describe('ColumnHeaders', () => {
  it('gives a table one column heading a label', () => {
    render(
      <table>
        <thead>
          <tr>
            <ColumnHeaders labels={['Floor', 'Target']} className="" />
          </tr>
        </thead>
      </table>,
    );
    expect(screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Floor', 'col'],
      ['Target', 'col'],
    ]);
  });
});
