import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminEn from '../../../../../../packages/i18n/locales/en/admin.json';
import type { Holiday } from '../api';
import { AddressProbe, renderAdminPage } from '../test-render';
import HolidaysPage from './holidays-page';

const day = (date: string, nameEn: string): Holiday => ({ date, nameKo: nameEn, nameEn, kind: 'public' });
const listed = vi.fn();
const pageOf = vi.fn();
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
  holidayPageOf: (date: string, size: number) => pageOf(date, size),
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

  it('shows a day just added on its page of its year, in the list’s own order', async () => {
    pageOf.mockResolvedValue(2);
    await renderAdminPage(
      <>
        <HolidaysPage />
        <AddressProbe />
      </>,
      '/admin/holidays?year=2026&sort=name',
    );
    fireEvent.change(screen.getByLabelText(adminEn.holidays.date, { exact: false }), { target: { value: '2027-11-19' } });
    fireEvent.change(screen.getByLabelText(adminEn.holidays.nameKo, { exact: false }), { target: { value: '창립 기념 휴무' } });
    fireEvent.change(screen.getByLabelText(adminEn.holidays.nameEn, { exact: false }), { target: { value: 'Founding day off' } });
    fireEvent.click(screen.getByRole('button', { name: adminEn.holidays.add }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?year=2027&page=2'));
    expect(pageOf).toHaveBeenCalledWith('2027-11-19', 20);
  });
});
