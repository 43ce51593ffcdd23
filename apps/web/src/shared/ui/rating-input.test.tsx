import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { Money } from './money';
import { RatingInput } from './rating-input';

afterEach(cleanup);

function Rated({ start = 0, clearable = true }: { start?: number; clearable?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <RatingInput label="Rate the answer" value={value} onChange={setValue} clearable={clearable} />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function renderIn(lang: 'ko' | 'en', ui: React.ReactElement) {
  const i18n = await testI18n(lang);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const value = () => Number(screen.getByTestId('value').textContent);
const star = (name: string) => screen.getByRole('radio', { name });

describe('RatingInput', () => {
  it('is a labelled group of five stars, named in the reader’s language', async () => {
    await renderIn('en', <Rated />);
    expect(screen.getByRole('radiogroup', { name: 'Rate the answer' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    cleanup();
    await renderIn('ko', <Rated />);
    expect(star('별 3개')).toBeTruthy();
  });

  it('chooses the clicked star, and clears to 0 when the chosen star is clicked again', async () => {
    await renderIn('en', <Rated />);
    fireEvent.click(star('4 stars'));
    expect(value()).toBe(4);
    expect(star('4 stars').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(star('4 stars'));
    expect(value()).toBe(0);
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('keeps the chosen star when it is clicked again and the rating may not be cleared', async () => {
    await renderIn('en', <Rated start={3} clearable={false} />);
    fireEvent.click(star('3 stars'));
    expect(value()).toBe(3);
  });

  it('works by keyboard: one tab stop, arrows move, Home and End jump, never past 0 or 5', async () => {
    await renderIn('en', <Rated start={2} />);
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0)
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['2 stars']);
    act(() => star('2 stars').focus());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(value()).toBe(3);
    expect(document.activeElement).toBe(star('3 stars'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(value()).toBe(5);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(value()).toBe(1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(value()).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(value()).toBe(0);
  });
});

describe('Money', () => {
  it('writes won the reader’s way', async () => {
    await renderIn('ko', <Money amount={150000} />);
    expect(screen.getByText('150,000원')).toBeTruthy();
    cleanup();
    await renderIn('en', <Money amount={150000} />);
    expect(screen.getByText('KRW 150,000')).toBeTruthy();
  });
});
