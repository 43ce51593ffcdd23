import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_SHEET_COLUMNS, type VisitSheetColumn } from '@tea/shared/visitors/visit.schema';
import { loginInEnglish } from '../../test/auth-helpers';
import { workbookOf } from '../../test/excel';
import { multipartForm } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { VISIT_SHEET_HEADERS } from '../../test/visit-sheet';

/** Monday 23 November 2026, 10:00 in Seoul. */
const NOW = new Date('2026-11-23T01:00:00Z');

let t: TestApp;
let kim: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.clock.now = () => NOW;
  kim = await loginInEnglish(t.app, 'acme.kim');
});
afterAll(() => t.close());

async function template(lang: 'ko' | 'en') {
  const res = await t.app.inject({ url: `/api/v1/visits/group-template?lang=${lang}`, headers: kim });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="visitors-${lang}.xlsx"`);
  const book = await workbookOf(res);
  return book;
}

/** Uploads a workbook (or a file's bytes) through the upload module and reads it as a group sheet. */
async function read(book: ExcelJS.Workbook | Buffer, filename = 'visitors.xlsx') {
  const data = Buffer.isBuffer(book) ? book : Buffer.from(await book.xlsx.writeBuffer());
  const { payload, contentType } = await multipartForm([{ filename, data, type: 'application/octet-stream' }]);
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

/** `read`, answered 200: the sheet it read. */
async function readOk(book: ExcelJS.Workbook | Buffer, filename?: string) {
  const res = await read(book, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
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
    const sheet = await readOk(book);
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

// ---- The sample saved as CSV ----------------------------------------------------------------------

const goodText = (n: number): Record<VisitSheetColumn, string> => ({
  name: `Guest ${n}`,
  company: 'Partner Co.',
  email: `guest${n}@partner.example`,
  mobile: '',
  date: '2026-12-01',
  time: '10:00',
  durationMinutes: '60',
  purpose: 'Workshop',
  visitedPerson: '김민지',
  building: 'A',
  qrLang: 'en',
});

/** A field as Excel writes it: quoted when it holds the separator, a quote or a line break; quotes doubled. */
const quoted = (value: string, sep: string) =>
  value.includes(sep) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

function csv(lang: 'ko' | 'en', rows: Record<VisitSheetColumn, string>[], { sep = ',', eol = '\r\n', bom = true } = {}) {
  const lines = [VISIT_SHEET_HEADERS[lang], ...rows.map((r) => VISIT_SHEET_COLUMNS.map((key) => r[key]))].map((cells) =>
    cells.map((c) => quoted(c, sep)).join(sep),
  );
  return `${bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
}

/** Text in CP949 (what Korean Excel writes as "CSV (comma delimited)"): the decoder's table, turned around. */
function cp949(text: string): Buffer {
  const decoder = new TextDecoder('euc-kr');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x41; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  return Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (table.get(c) ?? [0x3f]))));
}

describe('the group sheet saved as CSV', () => {
  it('reads UTF-8 with a byte-order mark, quoted commas, quotes and line breaks, by the rows a spreadsheet shows', async () => {
    const example = { ...goodText(0), name: '홍길동 (예시)' };
    const text = csv('ko', [
      example,
      { ...goodText(1), company: 'Partner, "Global" Co.', purpose: 'Workshop, day 1' },
      { ...goodText(2), email: 'not-an-address' },
      { ...goodText(3), purpose: 'Site tour\nand lunch' },
      { ...goodText(4), date: '2026/12/1', time: '9:30' },
      { ...goodText(5), date: '2027-06-01' },
    ]);
    const sheet = await readOk(Buffer.from(text), '방문객.csv');
    expect(sheet.rows.map((r: { row: number; name: string }) => [r.row, r.name])).toEqual([
      [3, 'Guest 1'],
      [4, 'Guest 2'],
      [5, 'Guest 3'],
      [6, 'Guest 4'],
      [7, 'Guest 5'],
    ]);
    expect(sheet.rows[0]).toMatchObject({ company: 'Partner, "Global" Co.', purpose: 'Workshop, day 1', durationMinutes: 60 });
    expect(sheet.rows[2].purpose).toBe('Site tour\nand lunch');
    expect(sheet.rows[3]).toMatchObject({ date: '2026-12-01', time: '09:30' });
    expect(sheet.problems).toEqual([
      { row: 4, column: 'email', message: 'Please enter a valid email address.' },
      { row: 7, column: 'date', message: 'Please choose a visit date from today up to 3 months ahead.' },
    ]);
  });

  it('reads English headers without a byte-order mark, semicolons and bare line feeds, and Korean Excel’s CP949', async () => {
    const semicolons = csv('en', [goodText(1), { ...goodText(2), purpose: 'Review; budget' }], {
      sep: ';',
      eol: '\n',
      bom: false,
    });
    const english = (await read(Buffer.from(semicolons), 'visitors.csv')).json();
    expect(english.problems).toEqual([]);
    expect(english.rows.map((r: { purpose: string }) => r.purpose)).toEqual(['Workshop', 'Review; budget']);

    const korean = await readOk(
      cp949(csv('ko', [{ ...goodText(1), name: '홍길동', purpose: '계약 협의' }], { bom: false })),
      'a.csv',
    );
    expect(korean.rows[0]).toMatchObject({ row: 2, name: '홍길동', purpose: '계약 협의', visitedPerson: '김민지' });
  });

  it('refuses twenty-one visitors whole, and a CSV that is not the sample', async () => {
    const many = await read(
      Buffer.from(
        csv(
          'en',
          Array.from({ length: 21 }, (_, i) => goodText(i)),
        ),
      ),
      'a.csv',
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({ file: 'A group registration takes up to 20 visitors.' });
    const other = await read(Buffer.from('name,phone\r\nKim,010\r\n'), 'a.csv');
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({
      file: 'The CSV file cannot be read. Please save the sample file as CSV (UTF-8) and upload it again.',
    });
    const empty = await read(Buffer.from(csv('en', [])), 'a.csv');
    expect(empty.json().fields).toEqual({ file: 'The file has no visitors.' });
  });
});
