/** A GX program's roster as a workbook (issue 15): one row per registration, a column per session with its attendance. */
import type { Lang } from '@tea/i18n';
import type { GxRoster } from '@tea/shared/wellness/gx.schema';
import { translator } from '../../i18n.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';

export async function rosterWorkbook(roster: GxRoster, lang: Lang): Promise<Buffer> {
  const t = translator(lang);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    roster.program.month,
    [
      { header: t('wellness:admin.name'), key: 'name', width: 16 },
      { header: t('wellness:admin.loginId'), key: 'loginId', width: 18 },
      { header: t('wellness:admin.company'), key: 'company', width: 24 },
      { header: t('wellness:admin.status'), key: 'status', width: 12 },
      { header: t('wellness:admin.createdAt'), key: 'createdAt', width: 22 },
      ...roster.sessions.map((date) => ({ header: date.slice(5), key: date, width: 7 })),
    ],
    { frozen: false },
  );
  for (const item of roster.items) {
    const status =
      item.status === 'waitlisted'
        ? t('wellness:history.position', { position: item.position })
        : t(`wellness:history.statuses.${item.status}`);
    sheet.addRow({
      name: item.name,
      loginId: item.loginId,
      company: item.company,
      status,
      createdAt: item.createdAt,
      ...Object.fromEntries(roster.sessions.map((date) => [date, item.attended.includes(date) ? 'O' : ''])),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
