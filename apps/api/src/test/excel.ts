import ExcelJS from 'exceljs';

/** The workbook an answer carries: an Excel export read back. */
export async function workbookOf(res: { rawPayload: Buffer }): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}
