import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import vocEn from '../../../../../../packages/i18n/locales/en/voc.json';
import { installDialogMethods } from '../../../shared/test-dialog';
import { testI18n } from '../../../shared/test-i18n';
import { ComplaintRating } from './complaint-rating';

const rate = vi.fn(async (rating: number) => ({ status: rating <= 2 ? 'reopened' : 'answered' }));
vi.mock('../api', () => ({ useRateComplaint: () => ({ mutateAsync: rate, isPending: false }) }));

beforeAll(() => installDialogMethods());
afterEach(() => {
  cleanup();
  rate.mockClear();
});

async function renderRating(props: { rating: number | null; canRate: boolean }) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'voc', vocEn);
  render(
    <I18nextProvider i18n={i18n}>
      <ComplaintRating id={7} {...props} />
    </I18nextProvider>,
  );
}

const star = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });

describe('rating a complaint’s answer', () => {
  it('clears to 0 when the chosen star is clicked again, and sends only after "Rate us" is confirmed', async () => {
    await renderRating({ rating: null, canRate: true });
    fireEvent.click(star(3));
    expect(star(3).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(star(3));
    expect(star(3).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(star(1));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate us' })));
    const dialog = screen.getByRole('dialog', { name: 'Send this rating?' });
    expect(
      within(dialog).getByText(/You rate the answer 1 out of 5\. A rating of 2 or less reopens the complaint\./),
    ).toBeTruthy();
    expect(rate).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rate us' })));
    expect(rate).toHaveBeenCalledWith(1);
    expect(screen.getByText('Thank you for your rating.')).toBeTruthy();
  });

  it('shows a rating it cannot change without the button', async () => {
    await renderRating({ rating: 4, canRate: false });
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Rate us' })).toBeNull();
  });
});
