import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import { pinJourneyMorning } from '../../../shared/test-clock';
import { AddressProbe, renderAdminPage } from '../test-render';
import VisitsPage from './visits-page';

const visit = (id: number, name: string, status: VisitView['status'], date = '2026-11-24'): VisitView => ({
  id,
  registrationId: id,
  reference: `VS-20261124-000${id}`,
  source: 'member',
  status,
  visitor: { name, company: 'Northwind', email: 'a@example.com', mobile: '', qrLang: 'ko' },
  date,
  time: '10:00',
  durationMinutes: 60,
  purpose: 'Audit',
  visitedPerson: 'Kim Minji',
  building: 'A',
  floor: 12,
  personInCharge: 'Kim Minji',
  company: { id: 1, name: 'ACME Korea' },
  decisionReason: null,
  checkedInAt: null,
  createdAt: '2026-11-23T00:00:00Z',
  can: { approve: false, cancel: true, edit: false },
});

const listed = vi.fn();
vi.mock('../api', () => ({
  queryString: (params: Record<string, string>) => {
    const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
    return search.size ? `?${search}` : '';
  },
  useAdminCompanies: () => ({ data: { items: [{ id: 1, nameKo: '에이씨엠이코리아', nameEn: 'ACME Korea' }], total: 1 } }),
  useAdminVisits: (filters: Record<string, unknown>) => {
    listed(filters);
    return {
      isFetching: false,
      isError: false,
      data: {
        items: [visit(1, 'Jane Roe', 'approved'), visit(2, 'Amy Wait', 'pending'), visit(3, 'Tom Here', 'checked_in')],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    };
  },
  useBulkAction: () => ({ mutateAsync: checkInMany }),
}));
const checkInMany = vi.fn(async ({ ids }: { ids: number[] }) => ({ done: ids, skipped: [] }));
const checkIn = vi.fn(async (id: number) => ({ ...visit(id, 'Jane Roe', 'checked_in') }));
vi.mock('../../../shared/visit-desk', () => ({ useCheckIn: () => ({ mutateAsync: checkIn }) }));

pinJourneyMorning();
afterEach(() => {
  cleanup();
  listed.mockClear();
  checkIn.mockClear();
});

async function renderPage(search = '') {
  await renderAdminPage(<VisitsPage />, `/admin/visits${search}`, { visitors: visitorsEn });
}

describe("the back office's visits", () => {
  it("opens on today's arrivals, or every day when asked", async () => {
    await renderPage();
    expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, date: '2026-11-24' }));
    expect((screen.getByLabelText('Visit date') as HTMLInputElement).value).toBe('2026-11-24');
    cleanup();
    await renderPage('?date=all&status=approved');
    expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ date: '', status: 'approved' }));
    expect(screen.getByRole('table', { name: 'Visits of all days' })).toBeTruthy();
  });

  it('checks in an approved visitor of today after a question, and only those', async () => {
    await renderPage();
    // The table (the cards of a phone hold the same buttons).
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('button', { name: /^Check in / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Check in Jane Roe',
    ]);
    fireEvent.click(table.getByRole('button', { name: 'Check in Jane Roe' }));
    const dialog = screen.getByRole('dialog', { name: 'Check the visitor in' });
    expect(within(dialog).getByText('Do you want to check in Jane Roe (VS-20261124-0001)?')).toBeTruthy();
    expect(checkIn).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' })));
    expect(checkIn).toHaveBeenCalledWith(1);
    expect(screen.getByText('Jane Roe is checked in.')).toBeTruthy();
  });

  it('checks a group in at once: only the visitors of today who may be checked in can be chosen', async () => {
    await renderPage();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Select every visitor to check in on this page',
      'Choose Jane Roe (VS-20261124-0001)',
    ]);
    fireEvent.click(table.getByRole('checkbox', { name: 'Select every visitor to check in on this page' }));
    const bar = screen.getByRole('region', { name: '1 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Check in' }));
    const dialog = screen.getByRole('dialog', { name: 'Check in 1 visitor' });
    expect(within(dialog).getByText('1 visitor will be checked in, and the host told.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' })));
    expect(checkInMany).toHaveBeenCalledWith({ path: 'visits/check-in', ids: [1], reason: undefined });
    expect(screen.getByText('1 visitor checked in.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '1 selected' })).toBeNull();
  });

  it('sorts by a heading on the server, the order kept in the address', async () => {
    await renderAdminPage(
      <>
        <VisitsPage />
        <AddressProbe />
      </>,
      '/admin/visits?status=approved',
      { visitors: visitorsEn },
    );
    fireEvent.click(screen.getByRole('button', { name: visitorsEn.list.columns.visitor }));
    expect(screen.getByTestId('address').textContent).toBe('?status=approved&sort=visitor');
    expect(listed).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, status: 'approved', sort: 'visitor' }));
  });
});
