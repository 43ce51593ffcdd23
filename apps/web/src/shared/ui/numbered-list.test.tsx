import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberedList } from './numbered-list';

afterEach(cleanup);

describe('NumberedList', () => {
  it('lists the steps in order, their drawn numbers hidden from screen readers (the list counts them)', () => {
    render(
      <NumberedList items={['book', 'visit']} className="" itemClassName="" numberClassName="">
        {(step) => <span>{step}</span>}
      </NumberedList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1book', '2visit']);
    expect(items[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
