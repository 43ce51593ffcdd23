/**
 * The back office's visits as a workbook (issue 13): the rows `/admin/visits` lists under the same
 * filters, every page at once, with the headers in the reader's language. A sheet holds at most
 * VISIT_EXPORT_MAX visits (the first in the list's order); a larger selection says so in its last
 * row, so a person narrows the filters rather than the server building a sheet nobody opens.
 */
import type { Lang } from '@tea/i18n';
import { VISIT_EXPORT_MAX, type VisitStatus } from '@tea/shared/visitors/visit.rules';
import { translator } from '../../i18n.js';
import type { ActorContext } from '../../request-context.js';
import { addHeadedSheet, newWorkbook, seoulMinuteCell } from '../../workbook.js';
import { visitQuery, visitView } from './visit-view.js';
import { visitSelection } from './visit-pages.js';
import { adminVisitFilter } from './visits.service.js';

const COLUMNS = [
  ['reference', 20],
  ['date', 12],
  ['time', 8],
  ['stay', 10],
  ['visitor', 18],
  ['visitorCompany', 20],
  ['email', 26],
  ['mobile', 16],
  ['company', 22],
  ['personInCharge', 16],
  ['visitedPerson', 16],
  ['building', 10],
  ['floor', 8],
  ['purpose', 28],
  ['status', 16],
  ['checkedInAt', 18],
] as const;

/** The filtered visits as an .xlsx in the reader's language. */
export async function visitsWorkbook(
  ctx: ActorContext,
  query: { date?: string; companyId?: number; status?: VisitStatus; q?: string },
): Promise<Buffer> {
  const { where, order } = visitSelection(adminVisitFilter(query));
  const rows = await visitQuery(ctx.db)
    .where(where)
    .orderBy(...order)
    .limit(VISIT_EXPORT_MAX + 1);
  return workbook(
    ctx.lang,
    rows.slice(0, VISIT_EXPORT_MAX).map((r) => visitView(ctx.lang, ctx.actor, r)),
    rows.length > VISIT_EXPORT_MAX,
  );
}

async function workbook(lang: Lang, visits: ReturnType<typeof visitView>[], more: boolean): Promise<Buffer> {
  const t = translator(lang);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    t('visitors:adminVisits.sheet.title'),
    COLUMNS.map(([key, width]) => ({ header: t(`visitors:adminVisits.sheet.${key}`), key, width })),
  );
  for (const v of visits)
    sheet.addRow({
      reference: v.reference,
      date: v.date,
      time: v.time,
      stay: v.durationMinutes,
      visitor: v.visitor.name,
      visitorCompany: v.visitor.company,
      email: v.visitor.email,
      mobile: v.visitor.mobile,
      company: v.company.name,
      personInCharge: v.personInCharge,
      visitedPerson: v.visitedPerson,
      building: t(`visitors:buildings.${v.building}`),
      floor: v.floor,
      purpose: v.purpose,
      status: t(`visitors:status.${v.status}`),
      checkedInAt: seoulMinuteCell(v.checkedInAt),
    });
  if (more) sheet.addRow({ reference: t('visitors:adminVisits.sheet.more', { max: VISIT_EXPORT_MAX }) }).font = { italic: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
