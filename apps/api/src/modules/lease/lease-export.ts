/**
 * The lease pipeline as a workbook (issue 17): the rows the list shows under the same filters, every
 * page at once (at most LEASE_EXPORT_MAX), headers in the reader's language. Withdrawn inquiries are
 * gone from the table, so from the export too. Audited: it is personal data leaving the portal.
 */
import { formatPhone } from '@tea/shared/accounts/phone';
import type { AdminLeaseFilter } from '@tea/shared/lease/lease-inquiry.schema';
import { seoul } from '@tea/shared/time';
import { translator } from '../../i18n.js';
import type { ActorContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';
import { audit } from '../audit/audit.service.js';
import { LEASE_EXPORT_MAX, pipelineRows } from './lease.service.js';

const COLUMNS = [
  ['id', 8],
  ['createdAt', 18],
  ['status', 12],
  ['writer', 14],
  ['email', 26],
  ['contact', 16],
  ['occupancy', 10],
  ['moveInDate', 12],
  ['area', 20],
  ['sectors', 24],
  ['title', 32],
  ['detail', 48],
] as const;

export async function leaseWorkbook(ctx: ActorContext, filter: AdminLeaseFilter): Promise<Buffer> {
  const t = translator(ctx.lang);
  const rows = await pipelineRows(ctx.db, filter, LEASE_EXPORT_MAX);
  await audit(ctx.db, {
    actorId: ctx.actor.id,
    action: 'read_personal_data',
    targetType: 'lease_inquiry',
    ip: ctx.ip,
    detail: { export: rows.length, ...filter },
  });
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t('lease:export.sheet'),
    COLUMNS.map(([key, width]) => ({ header: t(`lease:export.${key}`), key, width })),
  );
  for (const row of rows) {
    sheet.addRow({
      id: row.id,
      createdAt: seoul(row.createdAt).format('YYYY-MM-DD HH:mm'),
      status: t(`lease:statuses.${row.status}`),
      writer: row.writer,
      email: row.email,
      contact: formatPhone(row.contact),
      occupancy: t(`lease:occupancy.${row.occupancy}`),
      moveInDate: row.moveInDate,
      area: row.area,
      sectors: row.sectors.map((s) => t(`lease:sectors.${s}`)).join(', '),
      title: row.title,
      detail: row.detail,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
