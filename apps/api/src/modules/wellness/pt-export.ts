/**
 * The back office's PT packages of a month as a workbook (issue 15: everything exports to Excel): a
 * sheet of packages with their uses, and a sheet of their sessions, headers in the reader's language.
 */
import type { Lang } from '@tea/i18n';
import type { PtPackage } from '@tea/shared/wellness/pt.schema';
import { seoulDate } from '@tea/shared/calendar';
import { translator } from '../../i18n.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';

export async function ptWorkbook(items: PtPackage[], lang: Lang): Promise<Buffer> {
  const t = translator(lang);
  const book = newWorkbook();
  const packages = addHeadedSheet(
    book,
    t('pt:export.packages'),
    (
      [
        ['id', 8],
        ['holder', 14],
        ['loginId', 16],
        ['company', 22],
        ['createdAt', 12],
        ['paymentMethod', 14],
        ['total', 12],
        ['used', 8],
        ['remaining', 10],
        ['validUntil', 12],
        ['state', 12],
      ] as const
    ).map(([key, width]) => ({ header: t(`pt:export.${key}`), key, width })),
  );
  const sessions = addHeadedSheet(
    book,
    t('pt:export.sessions'),
    (
      [
        ['packageId', 10],
        ['reference', 20],
        ['holder', 14],
        ['trainer', 16],
        ['date', 12],
        ['time', 14],
        ['state', 12],
      ] as const
    ).map(([key, width]) => ({ header: t(`pt:export.${key}`), key, width })),
  );
  for (const p of items) {
    packages.addRow({
      id: p.id,
      holder: p.holder.name,
      loginId: p.holder.loginId,
      company: p.company.name,
      createdAt: seoulDate(p.createdAt),
      paymentMethod: t(`pt:paymentMethods.${p.paymentMethod}`),
      total: p.total,
      used: p.used,
      remaining: p.remaining,
      validUntil: p.validUntil ?? '',
      state: t(`pt:packageStates.${p.state}`),
    });
    for (const s of p.items)
      sessions.addRow({
        packageId: p.id,
        reference: s.reference ?? '',
        holder: p.holder.name,
        trainer: s.trainer.name,
        date: s.date,
        time: `${s.start}–${s.end}`,
        state: t(`pt:sessionStates.${s.state}`),
      });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
