import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../packages/i18n/locales/en/visitors.json';
import { testI18n } from '../test-i18n';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import { VisitTable } from './visit-table';

afterEach(cleanup);

function visit(id: number, status: VisitView['status'], can: Partial<VisitView['can']> = {}): VisitView {
  return {
    id,
    registrationId: 100 + id,
    reference: `VS-20261124-000${id}`,
    source: 'member',
    status,
    visitor: { name: `Visitor ${id}`, company: 'Northwind', email: 'v@example.com', mobile: '', qrLang: 'en' },
    date: '2026-12-01',
    time: '10:00',
    durationMinutes: 90,
    purpose: 'Meeting',
    visitedPerson: 'Kim',
    building: 'A',
    floor: 12,
    personInCharge: 'Kim Minsu',
    company: { id: 3, name: 'ACME Korea' },
    decisionReason: status === 'rejected' ? 'No room that day' : null,
    checkedInAt: null,
    createdAt: '2026-11-24T00:30:00.000Z',
    can: { approve: false, cancel: false, edit: false, ...can },
  };
}

const list = { page: 1, size: 20, sort: null, setPage: () => {}, setSort: () => {} };

async function renderTable(visits: VisitView[], props: Partial<Parameters<typeof VisitTable>[0]> = {}) {
  const i18n = await testI18n('en');
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <VisitTable
          visits={visits}
          counted={{ total: visits.length, capped: false }}
          caption="My registrations: visitor reservations"
          loading={false}
          error={null}
          empty="No reservations in the list."
          list={list}
          onCancel={onCancel}
          {...props}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onCancel;
}

const table = () => screen.getByRole('table', { name: 'My registrations: visitor reservations' });

describe('VisitTable', () => {
  it('says how many there are, and "more than" when the list counted only so far', async () => {
    await renderTable([visit(1, 'pending')], { counted: { total: 1000, capped: true } });
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('More than 1000');
  });

  it("has the spec's columns, and a status in words of its own for each state", async () => {
    await renderTable([
      visit(1, 'pending'),
      visit(2, 'approved'),
      visit(3, 'rejected'),
      visit(4, 'cancelled'),
      visit(5, 'checked_in'),
    ]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Visitor name',
      'Visitor company',
      'Person in charge',
      'Tenant company',
      'Visit date',
      'Visit time',
      'Status',
      'Action',
    ]);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[5]!.textContent)).toEqual([
      'Waiting for approval',
      'Approved',
      'RejectedReason: No room that day',
      'Cancelled',
      'Checked in',
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Visitor 1VS-20261124-0001');
    expect(within(rows[0]!).getAllByRole('cell')[4]!.textContent).toBe('10:00 (1 h 30 min)');
  });

  it('offers a change and a cancel only where the server allows them', async () => {
    const onCancel = await renderTable([visit(1, 'approved', { edit: true, cancel: true }), visit(2, 'cancelled')]);
    const [open, closed] = within(table()).getAllByRole('row').slice(1);
    expect(within(open!).getByRole('link', { name: 'Change the reservation of Visitor 1' }).getAttribute('href')).toBe(
      '/visitor-reservation-application/101',
    );
    fireEvent.click(within(open!).getByRole('button', { name: 'Cancel the visit of Visitor 1' }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(within(closed!).queryByRole('link')).toBeNull();
    expect(within(closed!).queryByRole('button')).toBeNull();
  });

  it('lets the waiting visits be chosen for a bulk decision, and only those', async () => {
    const onChange = vi.fn();
    await renderTable([visit(1, 'pending', { approve: true }), visit(2, 'approved')], {
      selection: { selected: new Set(), onChange },
    });
    expect(
      within(table())
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Choose all waiting visits on this page', 'Choose Visitor 1 (VS-20261124-0001)']);
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'Choose all waiting visits on this page' }));
    expect(onChange).toHaveBeenCalledWith(new Set([1]));
  });

  it('says the list is empty', async () => {
    await renderTable([]);
    expect(screen.getAllByText('No reservations in the list.').length).toBeGreaterThan(0);
  });
});
