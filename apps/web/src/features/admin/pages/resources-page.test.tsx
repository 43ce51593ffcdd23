import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import type { AdminResource } from '../api';
import { AddressProbe, renderAdminPage } from '../test-render';
import ResourcesPage from './resources-page';

const room = {
  id: 1,
  amenity: 'conference',
  code: 'room301',
  nameKo: '301호',
  nameEn: 'Room 301',
  capacity: 12,
  hourlyPrice: 50_000,
  opensAt: '08:00',
  closesAt: '20:00',
  extras: [],
  packages: [],
  active: true,
  sort: 1,
  blackouts: [],
} as AdminResource;
const listed = vi.fn();
vi.mock('../api', () => ({
  useAdminResources: (filters: object) => {
    listed(filters);
    return { data: { items: [room], total: 118 }, isFetching: false, isError: false };
  },
  useAdminCompanies: () => ({ data: { items: [] } }),
  useOpenDay: () => ({ mutateAsync: vi.fn() }),
  useCloseDay: () => ({ mutateAsync: vi.fn() }),
  useSaveResource: () => ({ mutateAsync: vi.fn() }),
}));

afterEach(cleanup);

// The first render loads the whole page's modules: slow on a busy machine.
describe('the back office’s facilities', { timeout: 60_000 }, () => {
  it('asks the server for the page, kind and order of the address; a heading changes the address and starts again at page 1', async () => {
    await renderAdminPage(
      <>
        <ResourcesPage />
        <AddressProbe />
      </>,
      '/admin/resources?amenity=conference&page=3',
    );
    expect(listed).toHaveBeenLastCalledWith({ page: 3, size: 20, sort: undefined, amenity: 'conference' });
    expect(screen.getAllByText('118 in total').length).toBeGreaterThan(0);
    expect((screen.getByLabelText(adminEn.resources.amenity) as HTMLSelectElement).value).toBe('conference');

    fireEvent.click(screen.getByRole('button', { name: adminEn.resources.capacity }));
    fireEvent.click(screen.getByRole('button', { name: adminEn.resources.capacity }));
    expect(screen.getByTestId('address').textContent).toBe('?amenity=conference&sort=-capacity');
    expect(listed).toHaveBeenLastCalledWith({ page: 1, size: 20, sort: '-capacity', amenity: 'conference' });
    expect(screen.getByRole('columnheader', { name: adminEn.resources.capacity }).getAttribute('aria-sort')).toBe('descending');
  });
});
