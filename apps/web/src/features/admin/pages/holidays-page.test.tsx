import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import type { Holiday } from '../api';
import { AddressProbe, renderAdminPage } from '../test-render';
import HolidaysPage from './holidays-page';

const day = (date: string, nameEn: string): Holiday => ({ date, nameKo: nameEn, nameEn, kind: 'public' });
const listed = vi.fn();
vi.mock('../api', () => ({
  useHolidays: (filters: { year?: string }) => {
    listed(filters);
    return {
      data: { year: Number(filters.year), items: [day(`${filters.year}-01-01`, 'New Year’s Day')], total: 25 },
      isFetching: false,
      isError: false,
    };
  },
  useAddHoliday: () => ({ mutateAsync: vi.fn() }),
  useRemoveHoliday: () => ({ mutateAsync: vi.fn() }),
}));

afterEach(cleanup);

// The first render loads the whole page's modules: slow on a busy machine.
describe('the back office’s holidays', { timeout: 60_000 }, () => {
  it('shows the year, page and order of the address, and a heading or the next year changes the address', async () => {
    await renderAdminPage(
      <>
        <HolidaysPage />
        <AddressProbe />
      </>,
      '/admin/holidays?year=2027&page=2',
    );
    expect(listed).toHaveBeenLastCalledWith({ page: 2, size: 20, sort: undefined, year: '2027' });
    expect(screen.getByRole('heading', { name: '2027' })).toBeTruthy();
    expect(screen.getAllByText('25 in total').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: adminEn.holidays.name }));
    expect(screen.getByTestId('address').textContent).toBe('?year=2027&sort=name');
    expect(listed).toHaveBeenLastCalledWith({ page: 1, size: 20, sort: 'name', year: '2027' });
    expect(screen.getByRole('columnheader', { name: adminEn.holidays.name }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: adminEn.holidays.nextYear }));
    expect(screen.getByTestId('address').textContent).toBe('?year=2028&sort=name');
    expect(listed).toHaveBeenLastCalledWith({ page: 1, size: 20, sort: 'name', year: '2028' });
  });
});
