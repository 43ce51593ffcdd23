import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The type of the Excel workbooks the back office downloads (made with exceljs). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file's bytes as sent (Fastify never serialises a Buffer or a string of another type), documented as binary. */
const fileBytes = z
  .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
  .meta({
    type: 'string',
    format: 'binary',
  });

/**
 * A route's answer that is a file, for its schema's `response` (`{ 200: fileAnswer(...) }`): documented
 * in the OpenAPI document with its media type (one, or each it may be) instead of JSON.
 */
export function fileAnswer(description: string, ...mediaTypes: string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])) };
}

/** An Excel workbook's answer (see fileAnswer). */
export const workbookAnswer = fileAnswer('An Excel workbook', XLSX_TYPE);

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
