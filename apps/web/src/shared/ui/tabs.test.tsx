import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabId, Tabs } from './tabs';

afterEach(cleanup);

const TABS = [
  { id: 'mine', label: 'Mine' },
  { id: 'company', label: 'Company' },
  { id: 'waiting', label: 'Waiting' },
] as const;

function List() {
  const [current, setCurrent] = useState<(typeof TABS)[number]['id']>('mine');
  return (
    <>
      <Tabs label="Lists" tabs={TABS} current={current} onChoose={setCurrent} panelId="panel" idPrefix="lists" />
      <div id="panel" role="tabpanel" aria-labelledby={tabId('lists', current)}>
        {current}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('names the row, marks the chosen tab and labels its panel with it', () => {
    render(<List />);
    expect(screen.getByRole('tablist', { name: 'Lists' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mine', selected: true }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Company', selected: false }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Mine' }).textContent).toBe('mine');
  });

  it('chooses by click and moves with the arrow keys, round the ends, the focus following', () => {
    render(<List />);
    fireEvent.click(screen.getByRole('tab', { name: 'Waiting' }));
    expect(screen.getByRole('tabpanel', { name: 'Waiting' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Waiting' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Mine', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Mine' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Waiting', selected: true })).toBe(document.activeElement);
  });
});
