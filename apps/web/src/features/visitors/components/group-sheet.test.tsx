import type { Upload } from '@tea/shared/uploads/upload.schema';
import type { GroupVisitRequest, VisitSheet } from '@tea/shared/visitors/visit.schema';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import visitorsKo from '../../../../../../packages/i18n/locales/ko/visitors.json';
import { ApiError } from '../../../shared/api-client';
import { pinJourneyMorning } from '../../../shared/test-clock';
import { testI18n } from '../../../shared/test-i18n';
import type { UploadFunction } from '../../../shared/uploads';
import type { VisitCreated } from '../api';
import { GroupVisitForm } from '../pages/visit-group-application-page';
import { openProblems } from './group-sheet';
import { blankRequest } from './visit-fields';

pinJourneyMorning();
afterEach(cleanup);

const row = (n: number, values: Partial<VisitSheet['rows'][number]> = {}): VisitSheet['rows'][number] => ({
  row: n,
  name: `Guest ${n}`,
  company: 'Partner Co.',
  email: `guest${n}@partner.example`,
  mobile: '',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: 60,
  purpose: 'Workshop',
  visitedPerson: 'Kim Minsu',
  building: 'A',
  qrLang: 'en',
  ...values,
});

/** The sheet of the journeys: rows 3 to 5 of the file, the e-mail of row 4 and the date of row 5 wrong. */
const SHEET: VisitSheet = {
  rows: [row(3), row(4, { email: 'not-an-address' }), row(5, { date: '2027-06-01' })],
  problems: [
    { row: 4, column: 'email', message: 'Please enter a valid email address.' },
    { row: 5, column: 'date', message: 'Please choose a visit date from today up to 3 months ahead.' },
  ],
};

const uploaded = (file: File): Upload => ({
  id: 'AbCdEfGhIjKlMnOpQrSt_-',
  purpose: 'visitor-sheet',
  name: file.name,
  size: 4_000,
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

async function renderForm({
  readSheet = vi.fn(async () => SHEET),
  save = vi.fn(async (_values: GroupVisitRequest): Promise<VisitCreated> => ({
    registrationId: 9,
    references: ['VS-20261124-0001'],
    status: 'approved',
  })),
  lang = 'en',
}: {
  readSheet?: (uploadId: string) => Promise<VisitSheet>;
  save?: (values: GroupVisitRequest) => Promise<VisitCreated>;
  lang?: 'ko' | 'en';
} = {}) {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  i18n.addResourceBundle('ko', 'visitors', visitorsKo);
  const upload: UploadFunction = vi.fn(async (_purpose, file: File) => uploaded(file));
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <GroupVisitForm
          initial={{ ...blankRequest({ tower: 'A', floors: [12] }, 'Kim Minsu', lang) }}
          company={{ id: 1, name: 'ACME Korea', tower: 'A', floors: [12] }}
          companyName="ACME Korea"
          save={save}
          readSheet={readSheet}
          upload={upload}
          onAgain={() => {}}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { save, readSheet, upload };
}

const chooseFile = async (label = 'Visitor file') => {
  const file = new File(['x'], 'visitors.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));
};
const visitor = (n: number) => screen.getByRole('group', { name: `Visitor ${n}` });
const visitors = () => screen.queryAllByRole('group', { name: /^Visitor \d+$/ });
const rowField = (n: number, label: string) =>
  within(visitor(n)).getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const problemTable = () => screen.queryByRole('table', { name: 'Problems in the file, by row and column' });
const problemLines = () =>
  within(problemTable()!)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the group form with a sheet', () => {
  it('puts the rows of a file in place of the form’s, and lists each problem by row and column beside them', async () => {
    const { readSheet, upload } = await renderForm();
    expect(visitors()).toHaveLength(1);
    await chooseFile();
    expect(upload).toHaveBeenCalledOnce();
    expect(readSheet).toHaveBeenCalledWith('AbCdEfGhIjKlMnOpQrSt_-');
    expect(screen.getByText(/^3 visitors were read from the file\. 2 problems were found\./)).toBeTruthy();

    expect(visitors()).toHaveLength(3);
    expect(rowField(1, 'Visitor name').value).toBe('Guest 3');
    expect(visitor(2).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(visitor(2)).getByText('Row 4 of the file')).toBeTruthy();
    expect(problemLines()).toEqual([
      ['4', 'E-mail', 'Please enter a valid email address.'],
      ['5', 'Visit date', 'Please choose a visit date from today up to 3 months ahead.'],
    ]);
    // The problems are on their fields too.
    await waitFor(() => expect(rowField(2, 'E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(within(visitor(2)).getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('drops a problem as its cell is fixed, goes to a problem’s field, and applies once every row is right', async () => {
    const { save } = await renderForm();
    await chooseFile();
    // Still wrong: still listed.
    type(rowField(2, 'E-mail'), 'guest4@partner');
    expect(problemLines()).toHaveLength(2);
    type(rowField(2, 'E-mail'), 'guest4@partner.example');
    expect(problemLines()).toEqual([['5', 'Visit date', 'Please choose a visit date from today up to 3 months ahead.']]);
    expect(screen.getByText('1 problem left to fix.')).toBeTruthy();
    await waitFor(() => expect(rowField(2, 'E-mail').getAttribute('aria-invalid')).not.toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Row 5, Visit date: go to the field' }));
    await waitFor(() => expect(document.activeElement).toBe(rowField(3, 'Visit date')));
    type(rowField(3, 'Visit date'), '2026-12-02');
    expect(problemTable()).toBeNull();
    expect(screen.getByText('Every problem of the file is fixed.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the visit reservation' });
    expect(dialog.textContent).toContain('Do you want to apply for the visit reservation of 3 visitors?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(save).toHaveBeenCalledOnce();
    const sent = vi.mocked(save).mock.calls[0]![0];
    expect(sent.personInCharge).toEqual({ name: 'Kim Minsu', building: 'A', floor: 12 });
    expect(sent.visitors.map((v) => [v.name, v.email, v.date])).toEqual([
      ['Guest 3', 'guest3@partner.example', '2026-12-01'],
      ['Guest 4', 'guest4@partner.example', '2026-12-01'],
      ['Guest 5', 'guest5@partner.example', '2026-12-02'],
    ]);
    expect(await screen.findByRole('heading', { name: 'Your visitors are registered.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the visitor list' }).getAttribute('href')).toBe('/old-visitor-reservation');
  }, 20_000);

  it('sends nothing while a problem of the file is left', async () => {
    const { save } = await renderForm();
    await chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
    expect(problemLines()).toHaveLength(2);
  });

  it('forgets the problems of a row removed, and keeps where each other row came from', async () => {
    await renderForm();
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Remove visitor 2' }));
    expect(visitors()).toHaveLength(2);
    expect(within(visitor(2)).getByText('Row 5 of the file')).toBeTruthy();
    expect(problemLines()).toEqual([['5', 'Visit date', 'Please choose a visit date from today up to 3 months ahead.']]);
    // A row typed in comes from no file.
    fireEvent.click(screen.getByRole('button', { name: 'Add a visitor' }));
    expect(within(visitor(3)).queryByText(/of the file/)).toBeNull();
  });

  it('says why on the file’s field when the server refuses the sheet whole, and keeps the rows', async () => {
    await renderForm({
      readSheet: vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', { file: 'A group registration takes up to 20 visitors.' });
      }),
    });
    type(rowField(1, 'Visitor name'), 'Typed Guest');
    await chooseFile();
    const input = screen.getByLabelText('Visitor file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A group registration takes up to 20 visitors.')).toBeTruthy();
    expect(visitors()).toHaveLength(1);
    expect(rowField(1, 'Visitor name').value).toBe('Typed Guest');
    expect(problemTable()).toBeNull();
  });

  it('takes twenty visitors and refuses the twenty-first with the limit’s message before anything is sent', async () => {
    await renderForm({
      readSheet: vi.fn(async () => ({ rows: Array.from({ length: 20 }, (_, i) => row(i + 2)), problems: [] })),
    });
    await chooseFile();
    expect(visitors()).toHaveLength(20);
    expect(screen.getByText('20 / 20 visitors')).toBeTruthy();
    expect(screen.getByText(/Every row is right/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a visitor' }));
    expect(visitors()).toHaveLength(20);
    expect(screen.getByText('A group registration takes up to 20 visitors.')).toBeTruthy();
  }, 30_000);

  it('speaks Korean', async () => {
    await renderForm({ lang: 'ko' });
    await chooseFile('방문객 파일');
    expect(screen.getByRole('table', { name: '파일의 문제 (행과 열별)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '4행, 이메일: 입력란으로 이동' })).toBeTruthy();
    expect(screen.getByText('XLSX, CSV 파일, 최대 2 MB.')).toBeTruthy();
  });
});

describe('openProblems', () => {
  const visitorOf = (r: VisitSheet['rows'][number]) => {
    const { row: _row, durationMinutes, ...rest } = r;
    return { ...rest, durationMinutes: durationMinutes ?? undefined, building: 'A' as const, qrLang: 'en' as const };
  };

  it('checks each problem again on the row it became, with the schema and the visit-time rule', () => {
    const rows = SHEET.rows.map(visitorOf);
    expect(openProblems(SHEET.problems, [3, 4, 5], rows).map((p) => [p.row, p.index, p.column, p.message])).toEqual([
      [4, 1, 'email', 'validation:emailFormat'],
      [5, 2, 'date', 'visitors:errors.dateOutsideWindow'],
    ]);
    // Moved: the file's row 5 is now the form's first.
    expect(openProblems(SHEET.problems, [5, null], [rows[2]!, rows[0]!]).map((p) => [p.row, p.index])).toEqual([[5, 0]]);
    // Fixed.
    expect(openProblems(SHEET.problems, [3, 4, 5], [rows[0]!, rows[0]!, rows[0]!])).toEqual([]);
  });
});
