/** An event's applicants as a workbook for the back office (issue 17), headers in the reader's language. */
import { formatPhone } from '@tea/shared/accounts/phone';
import { seoul } from '@tea/shared/time';
import { translator } from '../../i18n.js';
import type { ActorContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';
import { applicants } from './events-admin.service.js';

const COLUMNS = [
  ['id', 8],
  ['status', 12],
  ['position', 8],
  ['name', 16],
  ['email', 28],
  ['phone', 16],
  ['company', 22],
  ['headcount', 8],
  ['member', 8],
  ['createdAt', 18],
] as const;

export async function applicantsWorkbook(ctx: ActorContext, eventId: number): Promise<Buffer> {
  const t = translator(ctx.lang);
  const { items } = await applicants(ctx, eventId);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t('events:export.sheet'),
    COLUMNS.map(([key, width]) => ({ header: t(`events:export.${key}`), key, width })),
  );
  for (const a of items) {
    sheet.addRow({
      ...a,
      status: t(`events:statuses.${a.status}`),
      position: a.position ?? '',
      phone: a.phone ? formatPhone(a.phone) : '',
      member: a.member ? 'O' : '',
      createdAt: seoul(new Date(a.createdAt)).format('YYYY-MM-DD HH:mm'),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
