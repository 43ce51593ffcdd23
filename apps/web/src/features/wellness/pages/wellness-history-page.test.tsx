import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import wellnessEn from '../../../../../../packages/i18n/locales/en/wellness.json';
import { testI18n } from '../../../shared/test-i18n';
import WellnessHistoryPage from './wellness-history-page';

vi.mock('../../../shared/login-required', () => ({ LoginRequired: ({ children }: { children: React.ReactNode }) => children }));
vi.mock('../components/gx-history', () => ({ default: () => <p>my gx registrations</p> }));
vi.mock('../components/pt-history', () => ({ default: () => <p>my pt packages</p> }));
vi.mock('../components/golf-history', () => ({ default: () => <p>my golf bookings</p> }));
vi.mock('../components/membership-actions', () => ({ IncomingTransfers: () => null }));
vi.mock('../components/locker-history', () => ({ default: ({ tab }: { tab: string }) => <p>my {tab} rentals</p> }));

afterEach(cleanup);

async function open(url: string) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'wellness', wellnessEn);
  const router = createMemoryRouter([{ path: '/my-page/wellness-reservation-history', element: <WellnessHistoryPage /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('/my-page/wellness-reservation-history', () => {
  it('opens the GX tab by default, with the GX list', async () => {
    await open('/my-page/wellness-reservation-history');
    expect(screen.getByRole('tab', { name: wellnessEn.history.tabs.gx }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('my gx registrations')).toBeTruthy();
  });

  it('opens the tab the address names (golf: the golf bookings)', async () => {
    const router = await open('/my-page/wellness-reservation-history?tab=golf');
    expect(screen.getByRole('tab', { name: wellnessEn.history.tabs.golf }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('my golf bookings')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: wellnessEn.history.tabs.pt }));
    expect(await screen.findByText('my pt packages')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: wellnessEn.history.tabs.basket }));
    expect(router.state.location.search).toBe('?tab=basket');
    // Lockers and baskets share one list, which takes the kind from its tab.
    expect(await screen.findByText('my basket rentals')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: wellnessEn.history.tabs.gx }));
    expect(await screen.findByText('my gx registrations')).toBeTruthy();
  });

  it('falls back to the GX tab for an unknown tab', async () => {
    await open('/my-page/wellness-reservation-history?tab=spa');
    expect(screen.getByRole('tab', { name: wellnessEn.history.tabs.gx }).getAttribute('aria-selected')).toBe('true');
  });
});
