import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_SHEET_COLUMNS, type VisitSheetColumn } from '@tea/shared/visitors/visit.schema';
import { loginAs } from '../../test/auth-helpers';
import { multipartForm } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let kim: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => NOW;
  kim = { ...(await loginAs(t.app, 'acme.kim')), 'x-language': 'en' };
});
afterAll(() => t.close());

async function template(lang: 'ko' | 'en') {
  const res = await t.app.inject({ url: `/api/v1/visits/group-template?lang=${lang}`, headers: kim });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="visitors-${lang}.xlsx"`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return book;
}

/** Uploads a workbook through the upload module and reads it as a group sheet. */
async function read(book: ExcelJS.Workbook) {
  const { payload, contentType } = await multipartForm([
    { filename: 'visitors.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()), type: 'application/octet-stream' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/visitor-sheet',
    headers: { ...kim, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/visits/group/sheet',
    headers: kim,
    payload: { uploadId: uploaded.json().id },
  });
}

function fill(book: ExcelJS.Workbook, rows: Record<string, unknown>[]) {
  const sheet = book.worksheets[0]!;
  rows.forEach((values, i) => {
    const row = sheet.getRow(3 + i);
    for (const [key, value] of Object.entries(values))
      row.getCell(VISIT_SHEET_COLUMNS.indexOf(key as VisitSheetColumn) + 1).value = value as ExcelJS.CellValue;
  });
}

const good = (n: number) => ({
  name: `Guest ${n}`,
  company: 'Partner Co.',
  email: `guest${n}@partner.example`,
  mobile: '',
  date: new Date('2026-12-01T00:00:00Z'),
  time: new Date('1899-12-30T10:00:00Z'),
  durationMinutes: 60,
  purpose: 'Workshop',
  visitedPerson: '김민지',
  building: 'A',
  qrLang: 'en',
});

describe('the group sheet', () => {
  it('has headers in the chosen language, an example row, drop-downs and formatted date and time cells', async () => {
    const ko = (await template('ko')).worksheets[0]!;
    expect(ko.getRow(1).getCell(1).value).toBe('방문자 이름');
    expect(ko.getRow(2).getCell(1).value).toBe('홍길동 (예시)');
    const en = (await template('en')).worksheets[0]!;
    expect(en.getRow(1).getCell(1).value).toBe('Visitor name');
    expect(en.getRow(5).getCell(11).dataValidation).toMatchObject({ type: 'list', formulae: ['"ko,en"'] });
    expect(en.getRow(5).getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect(en.getRow(5).getCell(6).numFmt).toBe('hh:mm');
  });

  it('reads the rows (the example skipped) and names each problem by row and column, saving nothing', async () => {
    const book = await template('ko');
    fill(book, [
      { ...good(1) },
      { ...good(2), email: 'not-an-address' },
      { ...good(3) },
      { ...good(4), date: new Date('2027-06-01T00:00:00Z') },
    ]);
    const res = await read(book);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.rows.map((r: { row: number; name: string }) => [r.row, r.name])).toEqual([
      [3, 'Guest 1'],
      [4, 'Guest 2'],
      [5, 'Guest 3'],
      [6, 'Guest 4'],
    ]);
    expect(sheet.rows[0]).toMatchObject({ date: '2026-12-01', time: '10:00', durationMinutes: 60 });
    expect(sheet.problems).toEqual([
      { row: 4, column: 'email', message: 'Please enter a valid email address.' },
      { row: 6, column: 'date', message: 'Please choose a visit date from today up to 3 months ahead.' },
    ]);
    const fixed = await template('en');
    fill(fixed, [good(1), good(2)]);
    expect((await read(fixed)).json().problems).toEqual([]);
  });

  it('refuses a sheet of twenty-one visitors whole, and a file that is not the sample', async () => {
    const book = await template('en');
    fill(
      book,
      Array.from({ length: 21 }, (_, i) => good(i)),
    );
    const res = await read(book);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: 'A group registration takes up to 20 visitors.' });
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRow(['a', 'b']);
    expect((await read(other)).json().fields).toEqual({ file: 'The Excel file cannot be read. Please fill in the sample file.' });
  });
});
