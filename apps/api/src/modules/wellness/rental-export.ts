/**
 * The back office's lockers or baskets as a workbook (issue 15: everything exports to Excel): the
 * rentals the office follows, as its list shows them, headers in the reader's language.
 */
import type { RentalKind } from '@tea/shared/wellness/rental.rules';
import { translator } from '../../i18n.js';
import type { ActorContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook, seoulMinuteCell } from '../../workbook.js';
import { officeRows } from './office-rentals.service.js';

const COLUMNS = [
  ['number', 8],
  ['zone', 14],
  ['reference', 20],
  ['renter', 14],
  ['loginId', 16],
  ['company', 22],
  ['start', 12],
  ['months', 8],
  ['lastDay', 12],
  ['status', 12],
  ['total', 12],
  ['deposit', 12],
  ['depositState', 14],
  ['depositReturnedAt', 18],
] as const;

export async function rentalsWorkbook(ctx: ActorContext, kind: RentalKind): Promise<Buffer> {
  const t = translator(ctx.lang);
  const rows = await officeRows(ctx, kind);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t(`rentals:kinds.${kind}`),
    COLUMNS.map(([key, width]) => ({ header: t(`rentals:export.${key}`), key, width })),
  );
  for (const r of rows) {
    sheet.addRow({
      number: r.number,
      zone: t(`rentals:zones.${r.zone}`),
      reference: r.reference,
      renter: r.renter.name,
      loginId: r.renter.loginId,
      company: r.renter.company,
      start: r.start,
      months: r.months,
      lastDay: r.lastDay,
      status: t(`reservations:status.${r.status}`),
      total: r.total,
      deposit: r.deposit,
      depositState: t(`rentals:deposit.${r.depositState}`),
      depositReturnedAt: seoulMinuteCell(r.depositReturnedAt),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
