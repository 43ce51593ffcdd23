import type { ChargeLine, MonthCharges } from '@tea/shared/admin/admin.responses';
import { chargeWhen } from '@tea/shared/admin/charge-when';
import { formatDate } from '@tea/shared/format';
import type { TFunction } from 'i18next';

/** A line of the month's statement as the charges page shows it: an amenity booking's or an extension's. */
export interface StatementLine {
  key: string;
  company: string;
  facility: string;
  date: string;
  start: string;
  end: string;
  /** When, in the product's date format: a day and hours, a rental's period, a GX month. */
  when: string;
  code: string;
  status: string;
  payment: string;
  kind: ChargeLine['kind'];
  amount: number;
}

/** The amenity lines, then the extensions' and the GX registrations' (billed on the monthly invoice), in one list. */
export function statementLines(
  data: Omit<MonthCharges, 'month' | 'total'>,
  t: TFunction,
  floorLabel: (floor: number) => string,
  lang: 'ko' | 'en',
): StatementLine[] {
  const span = (date: string, start: string, end: string) => chargeWhen({ date, start, end, lastDay: null }, lang);
  return [
    ...data.items.map((line) => ({
      key: `r${line.id}`,
      company: line.company.name,
      // A locker or basket rental: its renter, and its period rather than the one day it is kept under.
      facility: line.reservation.renter ? `${line.reservation.resource} · ${line.reservation.renter}` : line.reservation.resource,
      date: line.reservation.date,
      start: line.reservation.start,
      end: line.reservation.end,
      when: chargeWhen(line.reservation, lang),
      code: line.reservation.code,
      status: t(`admin:reservationStatus.${line.reservation.status}`),
      payment: t(`admin:charges.payments.${line.reservation.paymentMethod}`),
      kind: line.kind,
      amount: line.amount,
    })),
    ...data.extensions.map(({ extension, ...line }) => ({
      key: `e${line.id}`,
      company: line.company.name,
      facility: `${t(`extensions:kinds.${extension.kind}`)} · ${extension.floors.map(floorLabel).join(', ')}`,
      date: extension.date,
      start: extension.start,
      end: extension.end,
      when: span(extension.date, extension.start, extension.end),
      code: `EXT-${extension.id}`,
      status: t(`extensions:statuses.${extension.status}`),
      payment: t('admin:charges.payments.invoice'),
      kind: line.kind,
      amount: line.amount,
    })),
    ...data.gx.map(({ gx, ...line }) => ({
      key: `g${line.id}`,
      company: line.company.name,
      facility: `${t('wellness:charges.gx')} · ${gx.program}`,
      date: gx.month,
      start: gx.start,
      end: gx.end,
      when: `${gx.month} ${gx.start}–${gx.end}`,
      code: `GX-${gx.registrationId}`,
      status: t(`wellness:history.statuses.${gx.status}`),
      payment: t('admin:charges.payments.invoice'),
      kind: line.kind,
      amount: line.amount,
    })),
    ...data.pt.map(({ pt, ...line }) => ({
      key: `p${line.id}`,
      company: line.company.name,
      facility: `${t('wellness:charges.pt')} · ${pt.holder}`,
      date: pt.date,
      start: '',
      end: '',
      when: formatDate(pt.date, lang),
      code: `PT-${pt.packageId}`,
      status: t(line.kind === 'credit' ? 'wellness:charges.ptRefund' : 'wellness:charges.ptSessions', { count: pt.sessions }),
      payment: t(`wellness:charges.ptPayments.${pt.paymentMethod}`),
      kind: line.kind,
      amount: line.amount,
    })),
    ...data.napPasses.map(({ napPass, ...line }) => ({
      key: `n${line.id}`,
      company: line.company.name,
      facility: `${t('amenities:passes.chargeLine')} · ${napPass.holder}`,
      date: napPass.date,
      start: '',
      end: '',
      when: formatDate(napPass.date, lang),
      code: `NP-${napPass.passId}`,
      status: t('amenities:passes.sessionsCount', { count: napPass.sessions }),
      payment: t('amenities:passes.payments.company'),
      kind: line.kind,
      amount: line.amount,
    })),
  ];
}
