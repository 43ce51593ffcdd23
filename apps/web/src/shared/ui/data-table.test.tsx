import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { useState } from 'react';
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

/** The columns placed on a card: the company names it, the day is a line under it, the amount a pair, a status beside the title, a button last. */
const CARD_COLUMNS: Column<Line>[] = [
  { ...COLUMNS[0]!, card: 'title' },
  { ...COLUMNS[2]!, card: 'line', cell: (l) => (l.id === 3 ? null : l.day) },
  COLUMNS[1]!,
  { id: 'status', header: 'Status', card: 'aside', cell: (l) => (l.amount > 150 ? 'Billed' : 'Free') },
  { id: 'id', header: 'Number', cell: (l) => l.id, card: 'none' },
  { id: 'actions', header: 'Actions', card: 'foot', cell: (l) => <button type="button">Open {l.company}</button> },
];

function Lines(props: Props) {
  const { filters: _filters, setFilters: _setFilters, ...list } = useListParams([]);
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  if (props.selection)
    props = {
      ...props,
      selection: { ...props.selection, selected, onChange: setSelected },
    };
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

describe('DataTable with cards', () => {
  const list = () => screen.getByRole('list', { name: 'Charges of March' });
  const cards = () => within(list()).getAllByRole('listitem');
  const titles = () => cards().map((card) => card.querySelector('.font-bold')!.textContent);

  it('shows the same rows as cards below a breakpoint and as the table from it up, from one set of columns', async () => {
    await renderTable({ columns: CARD_COLUMNS, cards: 'md' });
    const table = screen.getByRole('table', { name: 'Charges of March' });
    expect(table.closest('.hidden.md\\:block')).not.toBeNull();
    expect(list().closest('.md\\:hidden')).not.toBeNull();
    expect(companies()).toEqual(['Blue Ocean', 'Acme', 'Haneul Soft']); // the table as before
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);

    expect(cards()).toHaveLength(3);
    const [first, , third] = cards();
    expect(within(first!).getByText('Blue Ocean').className).toContain('font-bold'); // the title
    expect(within(first!).getByText('2026-03-02')).toBeTruthy(); // a line, without a label
    expect(within(first!).getByText('Billed')).toBeTruthy(); // beside the title
    expect(
      within(first!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Amount']);
    expect(
      within(first!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['300 won']);
    expect(within(first!).getByRole('button', { name: 'Open Blue Ocean' })).toBeTruthy();
    expect(within(first!).queryByText('1')).toBeNull(); // `none`: only in the table
    expect(third!.textContent).toBe('Haneul SoftBilledAmount200 wonOpen Haneul Soft'); // a blank line is left out
  });

  it('keeps the order of the address on the cards; the headings of the table change it', async () => {
    await renderTable({ columns: CARD_COLUMNS, cards: 'md' }, { url: '/admin/charges?sort=-amount' });
    expect(titles()).toEqual(['Blue Ocean', 'Haneul Soft', 'Acme']);
    fireEvent.click(within(header('Company')).getByRole('button'));
    expect(address()).toBe('?sort=company');
    expect(titles()).toEqual(['Acme', 'Blue Ocean', 'Haneul Soft']);
  });

  it('with `always`, is only cards: no table', async () => {
    await renderTable({ columns: CARD_COLUMNS, cards: 'always' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(list().closest('.md\\:hidden')).toBeNull();
    expect(cards()).toHaveLength(3);
  });

  it('says loading, empty and failed once, in the reader’s language, instead of an empty table and list', async () => {
    await renderTable({ columns: CARD_COLUMNS, cards: 'md', rows: undefined, loading: true }, { lang: 'ko' });
    expect(screen.getAllByText('불러오는 중')).toHaveLength(1);
    expect(screen.getByText('불러오는 중').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();

    await renderTable({ columns: CARD_COLUMNS, cards: 'md', rows: [], empty: '이번 달 청구 내역이 없습니다.' }, { lang: 'ko' });
    expect(screen.getAllByText('이번 달 청구 내역이 없습니다.')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    await renderTable({ columns: CARD_COLUMNS, cards: 'md', rows: undefined, error: 'The list could not be loaded.' });
    expect(screen.getAllByText('The list could not be loaded.')).toHaveLength(1);
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('pages below the cards, with or without the total, in Korean', async () => {
    await renderTable({ columns: CARD_COLUMNS, cards: 'always', total: 45 }, { lang: 'ko' });
    const pages = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(pages.textContent).toContain('총 45건');
    fireEvent.click(within(pages).getByRole('button', { name: '2 페이지' }));
    expect(address()).toBe('?page=2');
    cleanup();

    await renderTable({ columns: CARD_COLUMNS, cards: 'always', total: 45, showTotal: false }, { lang: 'ko' });
    expect(screen.getByRole('navigation', { name: '페이지 이동' }).textContent).not.toContain('총');
  });
});

describe('DataTable selection', () => {
  const selection = {
    selected: new Set<number>(),
    onChange: () => {},
    canSelect: (l: Line) => l.amount > 150,
    label: (l: Line) => `${l.company} 선택`,
    allLabel: '이 페이지 전체 선택',
  };
  const checked = (scope: HTMLElement) =>
    within(scope)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('aria-label') ?? box.parentElement!.textContent);

  it('in Korean: a checkbox on each row that may be chosen, and one for the page in the heading', async () => {
    await renderTable({ selection }, { lang: 'ko' });
    const table = screen.getByRole('table');
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).queryByRole('checkbox')?.getAttribute('aria-label') ?? null)).toEqual([
      'Blue Ocean 선택',
      null, // Acme may not be chosen
      'Haneul Soft 선택',
    ]);
    expect(within(table).getAllByRole('columnheader')[0]!.querySelector('input')?.getAttribute('aria-label')).toBe(
      '이 페이지 전체 선택',
    );

    fireEvent.click(within(table).getByRole('checkbox', { name: 'Haneul Soft 선택' }));
    expect(checked(table)).toEqual(['Haneul Soft 선택']);
    fireEvent.click(within(table).getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(checked(table)).toEqual(['이 페이지 전체 선택', 'Blue Ocean 선택', 'Haneul Soft 선택']);
    fireEvent.click(within(table).getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(checked(table)).toEqual([]);
  });

  it('in English: on the cards, the page’s checkbox is labelled above the list and each card that may be chosen has its own', async () => {
    const english = { ...selection, label: (l: Line) => `Select ${l.company}`, allLabel: 'Select all on this page' };
    await renderTable({ columns: CARD_COLUMNS, cards: 'md', selection: english });
    const list = screen.getByRole('list', { name: 'Charges of March' });
    const all = screen.getAllByRole('checkbox', { name: 'Select all on this page' });
    expect(all).toHaveLength(2); // the table's heading and the label above the cards (CSS shows one)
    expect(all[1]!.closest('label')!.textContent).toBe('Select all on this page');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => within(card).queryByRole('checkbox')?.getAttribute('aria-label') ?? null),
    ).toEqual(['Select Blue Ocean', null, 'Select Haneul Soft']);

    fireEvent.click(all[1]!);
    expect(checked(list)).toEqual(['Select Blue Ocean', 'Select Haneul Soft']);
    expect(checked(screen.getByRole('table'))).toHaveLength(3); // one choice, shown by both
  });

  it('has no checkbox for the page when no row may be chosen', async () => {
    await renderTable({ selection: { ...selection, canSelect: () => false } });
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
