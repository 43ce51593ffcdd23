import type { Lang } from '@tea/i18n';
import { chargeWhen } from '@tea/shared/admin/charge-when';
import { formatDate, formatFloor } from '@tea/shared/format';
import { translator } from '../../i18n.js';
import { addHeadedSheet, newWorkbook } from '../../workbook.js';
import type { charges } from './reservations.service.js';

type Charges = Awaited<ReturnType<typeof charges>>;
/** What every kind of charge has: the company billed, charge or credit (or fee), and the amount. */
type ChargedItem = { company: { name: string }; kind: string; amount: number };
/** A charge's own columns, between the company and the kind. */
type ChargeLine = Record<'amenity' | 'resource' | 'date' | 'time' | 'code' | 'status' | 'payment', string>;

/** The month's charges as a workbook: one row per ledger line and per charged extension, a total per company and for the month. */
export async function chargesWorkbook(data: Charges, lang: Lang): Promise<Buffer> {
  const t = translator(lang);
  const book = newWorkbook();
  const sheet = addHeadedSheet(
    book,
    data.month,
    [
      { header: t('admin:charges.company'), key: 'company', width: 28 },
      { header: t('admin:charges.amenity'), key: 'amenity', width: 18 },
      { header: t('admin:charges.resource'), key: 'resource', width: 22 },
      { header: t('admin:charges.date'), key: 'date', width: 40 },
      { header: t('admin:charges.time'), key: 'time', width: 13 },
      { header: t('admin:charges.code'), key: 'code', width: 20 },
      { header: t('admin:charges.status'), key: 'status', width: 14 },
      { header: t('admin:charges.payment'), key: 'payment', width: 16 },
      { header: t('admin:charges.kind'), key: 'kind', width: 12 },
      { header: t('admin:charges.amount'), key: 'amount', width: 14, style: { numFmt: '#,##0' } },
    ],
    { frozen: false },
  );
  const perCompany = new Map<string, number>();
  /** One charge's row (its company, kind and amount around the line's own columns), counted in its company's subtotal. */
  const addCharge = (item: ChargedItem, line: ChargeLine) => {
    sheet.addRow({
      company: item.company.name,
      ...line,
      kind: t(`admin:charges.kinds.${item.kind}`),
      amount: item.amount,
    });
    perCompany.set(item.company.name, (perCompany.get(item.company.name) ?? 0) + item.amount);
  };
  for (const item of data.items) {
    addCharge(item, {
      amenity: t(`admin:charges.amenities.${item.amenity}`),
      // A locker or basket rental: its renter, and its period in place of a day and hours.
      resource: item.reservation.renter ? `${item.reservation.resource} · ${item.reservation.renter}` : item.reservation.resource,
      date: item.reservation.lastDay ? chargeWhen(item.reservation, lang) : formatDate(item.reservation.date, lang),
      time: item.reservation.lastDay ? '' : `${item.reservation.start}–${item.reservation.end}`,
      code: item.reservation.code,
      status: t(`admin:reservationStatus.${item.reservation.status}`),
      payment: t(`admin:charges.payments.${item.reservation.paymentMethod}`),
    });
  }
  // Lights-out and heating/cooling extensions: billed on the monthly invoice, in the same columns.
  for (const item of data.extensions) {
    const { extension } = item;
    addCharge(item, {
      amenity: t('extensions:charges.extension'),
      resource: `${t(`extensions:kinds.${extension.kind}`)} · ${extension.floors.map((f) => formatFloor(f, lang)).join(', ')}`,
      date: formatDate(extension.date, lang),
      time: `${extension.start}–${extension.end}`,
      code: `EXT-${extension.id}`,
      status: t(`extensions:statuses.${extension.status}`),
      payment: t('admin:charges.payments.invoice'),
    });
  }
  // GX registrations (issue 15): a held place, or the fee a withdrawal kept; billed on the monthly invoice.
  for (const item of data.gx) {
    const { gx } = item;
    addCharge(item, {
      amenity: t('wellness:charges.gx'),
      resource: `${gx.program} · ${gx.weekdays.map((d) => t(`wellness:weekdays.${d}`)).join('/')}`,
      date: gx.month,
      time: `${gx.start}–${gx.end}`,
      code: `GX-${gx.registrationId}`,
      status: t(`wellness:history.statuses.${gx.status}`),
      payment: t('admin:charges.payments.invoice'),
    });
  }
  // PT packages (issue 15): the package's price with VAT in the month it was bought, and a withdrawal's refund (a credit).
  for (const item of data.pt) {
    const { pt } = item;
    addCharge(item, {
      amenity: t('wellness:charges.pt'),
      resource: `${pt.holder} · ${t(item.kind === 'credit' ? 'wellness:charges.ptRefund' : 'wellness:charges.ptSessions', { count: pt.sessions })}`,
      date: formatDate(pt.date, lang),
      time: '',
      code: `PT-${pt.packageId}`,
      status: '',
      payment: t(`wellness:charges.ptPayments.${pt.paymentMethod}`),
    });
  }
  // Paid nap-room passes charged to the company (issue 16): the pass's price in the month it was issued.
  for (const item of data.napPasses) {
    const { napPass } = item;
    addCharge(item, {
      amenity: t('amenities:passes.chargeLine'),
      resource: `${napPass.holder} · ${t('amenities:passes.sessionsCount', { count: napPass.sessions })}`,
      date: formatDate(napPass.date, lang),
      time: '',
      code: `NP-${napPass.passId}`,
      status: '',
      payment: t('amenities:passes.payments.company'),
    });
  }
  sheet.addRow({});
  for (const [company, amount] of perCompany) {
    sheet.addRow({ company, kind: t('admin:charges.subtotal'), amount }).font = { bold: true };
  }
  sheet.addRow({ company: t('admin:charges.total'), amount: data.total }).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
