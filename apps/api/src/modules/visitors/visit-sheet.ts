/**
 * The group registration's spreadsheet (issue 13): the sample to download, in the reader's language,
 * and the reading of a filled one (.xlsx, or the sample saved as .csv). Reading saves nothing: every row is checked with the form's
 * schema and the day's rules, and each problem comes back by the sheet's row number and column, so
 * the person fixes them (in the sheet or in the rows shown) before the group is registered.
 */
import type { Lang } from '@tea/i18n';
import { seoul } from '@tea/shared/time';
import {
  QR_LANGUAGES,
  VISIT_BUILDINGS,
  VISIT_DURATIONS,
  VISITORS_PER_GROUP_MAX,
  visitTimeProblem,
} from '@tea/shared/visitors/visit.rules';
import { VISIT_SHEET_COLUMNS, visitorSchema, type VisitSheet, type VisitSheetColumn } from '@tea/shared/visitors/visit.schema';
import type { UploadType } from '@tea/shared/uploads/upload.rules';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { translator } from '../../i18n.js';
import { AppError } from '../../plugins/errors.js';
import { decodePlainText } from '../uploads/plain-text.js';
import type { RequestContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';

const WIDTHS: Record<VisitSheetColumn, number> = {
  name: 18,
  company: 20,
  email: 26,
  mobile: 16,
  date: 20,
  time: 18,
  durationMinutes: 16,
  purpose: 24,
  visitedPerson: 16,
  building: 14,
  qrLang: 18,
};
/** Rows of the sample that offer the drop-downs and formats (the 20 visitors and the example). */
const SAMPLE_ROWS = VISITORS_PER_GROUP_MAX + 1;
const list = (values: readonly (string | number)[]) => [`"${values.join(',')}"`];

/** The sample sheet in `lang`: headers, an example row, drop-downs for building, stay and QR language, formatted date and time cells. */
export async function groupTemplate(lang: Lang, today: string): Promise<Buffer> {
  const t = translator(lang);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t('visitors:sheet.title'),
    VISIT_SHEET_COLUMNS.map((key) => ({ header: t(`visitors:sheet.${key}`), key, width: WIDTHS[key] })),
  );
  const example = sheet.addRow({
    name: t('visitors:sheet.example'),
    company: t('visitors:sheet.exampleCompany'),
    email: 'visitor@partner.example',
    mobile: '010-1234-5678',
    date: new Date(`${today}T00:00:00Z`),
    time: new Date('1899-12-30T10:00:00Z'),
    durationMinutes: 60,
    purpose: t('visitors:sheet.examplePurpose'),
    visitedPerson: t('visitors:sheet.exampleHost'),
    building: 'A',
    qrLang: lang,
  });
  example.font = { italic: true, color: { argb: 'FF6B7280' } };
  for (let r = 2; r <= SAMPLE_ROWS + 1; r++) {
    const row = sheet.getRow(r);
    row.getCell('date').numFmt = 'yyyy-mm-dd';
    row.getCell('time').numFmt = 'hh:mm';
    const choose = (key: VisitSheetColumn, values: readonly (string | number)[], prompt?: string) =>
      (row.getCell(key).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: list(values),
        showErrorMessage: true,
        ...(prompt && { showInputMessage: true, prompt }),
      });
    choose('building', VISIT_BUILDINGS);
    choose('durationMinutes', VISIT_DURATIONS);
    choose('qrLang', QR_LANGUAGES, t('visitors:sheet.languageHint'));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A date typed as text the way people and Excel's CSV write it (2026-12-1, 2026/12/01, 2026.12.01, 2026. 12. 1.) as YYYY-MM-DD. */
function dateText(text: string): string {
  const parts = /^(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\.?$/.exec(text);
  return parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : text;
}

/** A time typed as text (9:30, 09:30:00) as HH:mm. */
function timeText(text: string): string {
  const parts = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return parts ? `${parts[1]!.padStart(2, '0')}:${parts[2]}` : text;
}

/** Text of a cell as the form would have it: trimmed, dates and times in the form's formats. */
function fieldText(text: string, column: VisitSheetColumn): string {
  const trimmed = text.trim();
  if (column === 'date') return dateText(trimmed);
  if (column === 'time') return timeText(trimmed);
  return trimmed;
}

/** A cell as the form would have it: text trimmed; dates as YYYY-MM-DD and times as HH:mm from Excel's day numbers. */
function cellText(value: ExcelJS.CellValue, column: VisitSheetColumn): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString(); // Excel's dates and times carry no zone: ExcelJS reads them as UTC
    return column === 'time' ? iso.slice(11, 16) : iso.slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return fieldText(value.text, column); // a hyperlink (an e-mail address)
    if ('richText' in value) return fieldText(value.richText.map((part) => part.text).join(''), column);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, column);
    return '';
  }
  return fieldText(String(value), column);
}

/**
 * A sheet as rows of cells, whatever file it came in: the header's texts by column (from 1), and
 * each later row by its number as a spreadsheet shows it, its cells read as a column of the form.
 */
interface Grid {
  header: Map<number, string>;
  rows: { number: number; cell: (col: number, column: VisitSheetColumn) => string }[];
}

async function xlsxGrid(bytes: Buffer): Promise<Grid | null> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  const sheet = book.worksheets[0];
  if (!sheet) return null;
  const header = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => header.set(col, cellText(cell.value, 'name')));
  const rows: Grid['rows'] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push({ number, cell: (col, column) => cellText(row.getCell(col).value, column) });
  });
  return { header, rows };
}

/** The separator a CSV's header line uses: a comma, or the semicolon or tab some locales' Excel writes. */
function delimiterOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => line.split(c).length - 1;
  return [';', '\t'].find((c) => count(c) > count(',')) ?? ',';
}

/**
 * A CSV (the sample saved as CSV): UTF-8 with or without a byte-order mark, or CP949; fields quoted
 * or not, with commas, quotes ("") and line breaks inside quotes. Row numbers are the records' (a
 * quoted line break stays in its row, as a spreadsheet shows it).
 */
function csvGrid(bytes: Buffer): Grid | null {
  const text = decodePlainText(bytes);
  if (text === null) return null;
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    return null;
  }
  const [first = [], ...rest] = records;
  const header = new Map(first.map((text, i) => [i + 1, text.trim()] as const));
  return {
    header,
    rows: rest.map((record, i) => ({ number: i + 2, cell: (col, column) => fieldText(record[col - 1] ?? '', column) })),
  };
}

/** Which column each header names, in either language (a sample downloaded in Korean may be read in English). */
function headerColumns(header: Map<number, string>): Map<number, VisitSheetColumn> {
  const names = new Map<string, VisitSheetColumn>();
  for (const lang of ['ko', 'en'] as const)
    for (const key of VISIT_SHEET_COLUMNS) names.set(translator(lang)(`visitors:sheet.${key}`).toLowerCase(), key);
  const columns = new Map<number, VisitSheetColumn>();
  for (const [col, text] of header) {
    const key = names.get(text.toLowerCase());
    if (key) columns.set(col, key);
  }
  return columns;
}

/**
 * Reads a filled sample, as .xlsx or saved as .csv (`type`, the kind the upload's bytes are): its
 * rows, and every problem by row and column; a sheet past 20 visitors is refused whole.
 */
export async function readGroupSheet(ctx: RequestContext, bytes: Buffer, type: UploadType | null = 'xlsx'): Promise<VisitSheet> {
  const t = translator(ctx.lang);
  const csv = type === 'csv';
  const grid = csv ? csvGrid(bytes) : await xlsxGrid(bytes);
  const columns = grid ? headerColumns(grid.header) : new Map<number, VisitSheetColumn>();
  if (!grid || new Set(columns.values()).size < VISIT_SHEET_COLUMNS.length)
    throw new AppError('VALIDATION_FAILED', { file: t(csv ? 'visitors:group.csvUnreadable' : 'visitors:sheet.unreadable') });
  const examples = new Set(['ko', 'en'].map((lang) => translator(lang as Lang)('visitors:sheet.example')));
  const rows: VisitSheet['rows'] = [];
  for (const { number, cell } of grid.rows) {
    const values = Object.fromEntries(VISIT_SHEET_COLUMNS.map((key) => [key, ''])) as Record<VisitSheetColumn, string>;
    for (const [col, key] of columns) values[key] = cell(col, key);
    if (Object.values(values).every((v) => v === '') || examples.has(values.name)) continue;
    const minutes = Number(values.durationMinutes);
    rows.push({ row: number, ...values, durationMinutes: values.durationMinutes && Number.isInteger(minutes) ? minutes : null });
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', { file: t('visitors:sheet.empty') });
  if (rows.length > VISITORS_PER_GROUP_MAX) throw new AppError('VALIDATION_FAILED', { file: t('visitors:errors.groupLimit') });

  const now = seoul(ctx.now);
  const today = { date: now.format('YYYY-MM-DD'), time: now.format('HH:mm') };
  const problems: VisitSheet['problems'] = [];
  for (const { row, ...fields } of rows) {
    const parsed = visitorSchema.safeParse({ ...fields, durationMinutes: fields.durationMinutes ?? undefined });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] as VisitSheetColumn;
        if (seen.has(column) || !VISIT_SHEET_COLUMNS.includes(column)) continue;
        seen.add(column);
        problems.push({ row, column, message: t(issue.message) });
      }
      continue;
    }
    const problem = visitTimeProblem(parsed.data, today);
    if (problem) problems.push({ row, column: problem.endsWith('dateOutsideWindow') ? 'date' : 'time', message: t(problem) });
  }
  return { rows, problems };
}
