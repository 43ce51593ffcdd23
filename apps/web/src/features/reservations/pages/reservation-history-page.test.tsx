import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import reservationsKo from '../../../../../../packages/i18n/locales/ko/reservations.json';
import { testI18n } from '../../../shared/test-i18n';
import { historyPage } from './reservation-history-page';
import WellnessHistoryRedirect from './wellness-history-redirect';

vi.mock('../components/reservation-list', () => ({
  ReservationList: ({ amenity }: { amenity: string | null }) => <p>core list of {amenity ?? 'nothing yet'}</p>,
}));

afterEach(cleanup);

const Page = historyPage({
  lists: {
    golf: () => <p>my golf bookings</p>,
    basket: ({ tab }) => <p>my {tab} rentals</p>,
  },
  Header: () => <p>offers from colleagues</p>,
});

async function open(url: string) {
  const i18n = await testI18n('ko');
  i18n.addResourceBundle('ko', 'reservations', reservationsKo);
  const router = createMemoryRouter(
    [
      { path: '/my-page/amenity-reservation-history', element: <Page /> },
      { path: '/my-page/wellness-reservation-history', element: <WellnessHistoryRedirect /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

describe('the one reservation history', () => {
  it('has a tab for every kind, golf and baskets included, and opens the conference rooms first', async () => {
    await open('/my-page/amenity-reservation-history');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '회의실',
      '이그제큐티브 라운지',
      '피트니스 (GX)',
      '유료 PT',
      '피트니스 좌석',
      '락커',
      '바구니',
      '리프레시 라운지',
      '수면실',
      '골프',
    ]);
    expect(selected('회의실')).toBe('true');
    expect(screen.getByText('core list of conference')).toBeTruthy();
    expect(screen.getByText('offers from colleagues')).toBeTruthy();
  }, 15_000); // the first render loads the router and the page: slow on a shared 2-core machine

  it('opens the tab the address names, and a tab chosen goes into the address', async () => {
    const router = await open('/my-page/amenity-reservation-history?tab=golf');
    expect(selected('골프')).toBe('true');
    expect(await screen.findByText('my golf bookings')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '바구니' }));
    expect(router.state.location.search).toBe('?tab=basket');
    expect(await screen.findByText('my basket rentals')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '수면실' }));
    expect(screen.getByText('core list of sleepingRoom')).toBeTruthy();
  }, 15_000);

  it('falls back to the first tab for a tab that does not exist', async () => {
    await open('/my-page/amenity-reservation-history?tab=spa');
    expect(selected('회의실')).toBe('true');
  });

  it('opens the same tab for an address of the old wellness history (the fitness seats for its seat tab)', async () => {
    const router = await open('/my-page/wellness-reservation-history?tab=seat');
    expect(await screen.findByText('core list of fitnessSeat')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/my-page/amenity-reservation-history?tab=fitness-seat',
    );
  });
});
