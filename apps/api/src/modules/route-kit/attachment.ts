import type { FastifyReply } from 'fastify';

/** The type of the Excel workbooks the back office downloads (made with exceljs). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Readies a reply to be downloaded as a file named `filename` (an ASCII name: a person's upload,
 * perhaps Korean, goes through uploads' contentDisposition instead). Send the body on the reply it
 * returns: the headers are set first, as the download routes always set them.
 */
export function asAttachment<R extends FastifyReply>(reply: R, contentType: string, filename: string): R {
  reply.type(contentType);
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply;
}

/** Readies a reply to be downloaded as an Excel workbook named `filename` (see asAttachment). */
export function asWorkbook<R extends FastifyReply>(reply: R, filename: string): R {
  return asAttachment(reply, XLSX_TYPE, filename);
}
