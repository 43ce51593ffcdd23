import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test-i18n';
import { Pagination } from './pagination';

afterEach(cleanup);

async function renderIn(lang: 'ko' | 'en', props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onPage = vi.fn();
  const i18n = await testI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <Pagination page={1} size={10} total={95} onPage={onPage} {...props} />
    </I18nextProvider>,
  );
  return onPage;
}

const pageNumbers = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('Pagination', () => {
  it('shows up to five pages around the current one, the current one marked', async () => {
    await renderIn('en', { page: 6 });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    await renderIn('en', { page: 10 });
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
  });

  it('asks for the page chosen, and cannot go before the first or past the last', async () => {
    const onPage = await renderIn('en', { page: 1 });
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[3], [2]]);
    cleanup();
    await renderIn('en', { page: 10 });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is hidden when one page holds everything, unless it also tells the total', async () => {
    await renderIn('en', { total: 7 });
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderIn('ko', { total: 7, showTotal: true });
    expect(screen.getByRole('navigation', { name: '페이지 이동' }).textContent).toBe('총 7건');
  });
});
