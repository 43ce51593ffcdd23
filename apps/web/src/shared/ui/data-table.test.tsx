import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { useListParams } from '../use-list-params';
import { DataTable, type Column } from './data-table';

afterEach(cleanup);

interface Line {
  id: number;
  company: string;
  amount: number;
  day: string;
}

const LINES: Line[] = [
  { id: 1, company: 'Blue Ocean', amount: 300, day: '2026-03-02' },
  { id: 2, company: 'Acme', amount: 100, day: '2026-03-02' },
  { id: 3, company: 'Haneul Soft', amount: 200, day: '2026-03-03' },
];

const COLUMNS: Column<Line>[] = [
  { id: 'company', header: 'Company', rowHeader: true, sortKey: 'company', sortValue: (l) => l.company, cell: (l) => l.company },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    sortKey: 'amount',
    sortValue: (l) => l.amount,
    cell: (l) => `${l.amount} won`,
  },
  { id: 'day', header: 'Day', cell: (l) => l.day },
];

type Props = Partial<Parameters<typeof DataTable<Line>>[0]>;

function Lines(props: Props) {
  const { filters: _filters, setFilters: _setFilters, ...list } = useListParams([]);
  return (
    <DataTable
      caption="Charges of March"
      columns={COLUMNS}
      rows={LINES}
      rowKey={(l) => l.id}
      empty="No charges this month."
      list={list}
      {...props}
    />
  );
}

/** The address the table writes, shown as a person would see it in the location bar. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function renderTable(
  props: Props = {},
  { lang = 'en', url = '/admin/charges' }: { lang?: 'ko' | 'en'; url?: string } = {},
) {
  const i18n = await testI18n(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Lines {...props} />
        <Address />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const companies = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('is a table named by its caption, in a labelled region that scrolls sideways on a phone', async () => {
    await renderTable();
    const table = screen.getByRole('table', { name: 'Charges of March' });
    expect(screen.getByRole('region', { name: 'Charges of March' }).tabIndex).toBe(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Amount', 'Day']);
    expect(companies()).toEqual(['Blue Ocean', 'Acme', 'Haneul Soft']);
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe('Acme100 won2026-03-02');
  });

  it('sorts by a heading, ascending then descending then back, and keeps the order in the address', async () => {
    await renderTable({}, { url: '/admin/charges?page=2&month=2026-03' });
    expect(header('Amount').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(header('Amount')).getByRole('button', { name: 'Amount' }));
    expect(address()).toBe('?month=2026-03&sort=amount'); // a new order starts at the first page
    expect(header('Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(companies()).toEqual(['Acme', 'Haneul Soft', 'Blue Ocean']);

    fireEvent.click(within(header('Amount')).getByRole('button'));
    expect(address()).toBe('?month=2026-03&sort=-amount');
    expect(header('Amount').getAttribute('aria-sort')).toBe('descending');
    expect(companies()).toEqual(['Blue Ocean', 'Haneul Soft', 'Acme']);

    fireEvent.click(within(header('Amount')).getByRole('button'));
    expect(address()).toBe('?month=2026-03');
    expect(header('Amount').getAttribute('aria-sort')).toBeNull();
    expect(companies()).toEqual(['Blue Ocean', 'Acme', 'Haneul Soft']);

    // Another heading starts ascending; only one heading is sorted at a time.
    fireEvent.click(within(header('Company')).getByRole('button'));
    expect(address()).toBe('?month=2026-03&sort=company');
    expect(companies()).toEqual(['Acme', 'Blue Ocean', 'Haneul Soft']);
    expect(header('Amount').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Day')).queryByRole('button')).toBeNull(); // not sortable
  });

  it('opens in the order a shared link asks for', async () => {
    await renderTable({}, { url: '/admin/charges?sort=-company' });
    expect(header('Company').getAttribute('aria-sort')).toBe('descending');
    expect(companies()).toEqual(['Haneul Soft', 'Blue Ocean', 'Acme']);
  });

  it('says when the list is empty, in place of the rows', async () => {
    await renderTable({ rows: [] });
    const table = screen.getByRole('table', { name: 'Charges of March' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell').textContent).toBe('No charges this month.');
  });

  it('is busy while it loads, says so in the reader’s language, and keeps the rows it has while reloading', async () => {
    await renderTable({ rows: undefined, loading: true }, { lang: 'ko' });
    const table = screen.getByRole('table', { name: 'Charges of March' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByRole('cell').textContent).toBe('불러오는 중');
    cleanup();

    await renderTable({ loading: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(companies()).toEqual(['Blue Ocean', 'Acme', 'Haneul Soft']);
    expect(screen.queryByText('Loading')).toBeNull();
    cleanup();

    await renderTable({ loading: false });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
  });

  it('shows why the rows could not be loaded', async () => {
    await renderTable({ rows: undefined, error: 'The list could not be loaded.' });
    expect(within(screen.getByRole('table')).getByRole('cell').textContent).toBe('The list could not be loaded.');
  });

  it('pages below the table, with the total, and writes the page in the address', async () => {
    await renderTable({ total: 45 }, { url: '/admin/charges?sort=amount' });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('45 in total');
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?sort=amount&page=3');
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect((within(pages).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(address()).toBe('?sort=amount&page=2');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(address()).toBe('?sort=amount');
  });

  it('has no pages without a total, and puts rows under the heading of their group', async () => {
    await renderTable({ groupBy: { key: (l) => l.day, header: (day) => `Day ${day}` } });
    expect(screen.queryByRole('navigation')).toBeNull();
    const groups = screen.getAllByRole('rowgroup').slice(1); // after the head
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('rowheader')
          .map((h) => h.textContent),
      ),
    ).toEqual([
      ['Day 2026-03-02', 'Blue Ocean', 'Acme'],
      ['Day 2026-03-03', 'Haneul Soft'],
    ]);
  });
});
