/**
 * The back office's complaints as a workbook (issue 14): the rows the queue lists under the same
 * filters, every page at once (at most COMPLAINT_EXPORT_MAX), headers in the reader's language.
 */
import { translator } from '../../i18n.js';
import type { ActorContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook, seoulMinuteCell } from '../../workbook.js';
import { COMPLAINT_EXPORT_MAX, queueRows, type QueueFilter } from './complaint-queue.service.js';
import { complaintSummary } from './complaint-view.js';

const COLUMNS = [
  ['id', 8],
  ['createdAt', 18],
  ['company', 22],
  ['author', 14],
  ['floor', 8],
  ['type', 24],
  ['title', 32],
  ['detail', 48],
  ['status', 12],
  ['assignee', 14],
  ['rating', 8],
  ['dueAt', 18],
  ['sla', 12],
] as const;

export async function complaintsWorkbook(ctx: ActorContext, filter: QueueFilter): Promise<Buffer> {
  const t = translator(ctx.lang);
  const rows = await queueRows(ctx, filter, COMPLAINT_EXPORT_MAX);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t('voc:export.sheet'),
    COLUMNS.map(([key, width]) => ({ header: t(`voc:export.${key}`), key, width })),
  );
  for (const row of rows) {
    const c = complaintSummary(ctx.lang, ctx.now, row);
    sheet.addRow({
      id: c.id,
      createdAt: seoulMinuteCell(c.createdAt),
      company: c.company.name,
      author: c.author.name,
      floor: c.floor,
      type: t(`voc:types.${c.type}`),
      title: c.title,
      detail: row.c.detail,
      status: t(`voc:statuses.${c.status}`),
      assignee: c.assignee?.name ?? '',
      rating: c.rating ?? '',
      dueAt: seoulMinuteCell(c.dueAt),
      sla: t(`voc:sla.${c.sla}`),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
