/**
 * How the back office's exports start a workbook (everything exports to Excel): the system signs it,
 * and each sheet's first row is its columns' headers in bold, kept in view as a list scrolls.
 */
import { seoul } from '@tea/shared/time';
import ExcelJS from 'exceljs';

/** A new workbook, signed by the system. */
export function newWorkbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'T.E.A. RESERVATION SYSTEM';
  return book;
}

/**
 * Adds a sheet whose first row is the columns' headers, in bold. `frozen` (the default) keeps that row
 * in view when the rows scroll; the month's charges and a GX roster are made without it.
 */
export function addHeadedSheet(
  book: ExcelJS.Workbook,
  name: string,
  columns: Partial<ExcelJS.Column>[],
  { frozen = true }: { frozen?: boolean } = {},
): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  if (frozen) sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}

/** An instant as an export's cell shows it: the Seoul date and minute, or blank when there is none. */
export function seoulMinuteCell(iso: string | null): string {
  return iso ? seoul(new Date(iso)).format('YYYY-MM-DD HH:mm') : '';
}
