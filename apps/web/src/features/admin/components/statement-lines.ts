import type { ChargeLine, MonthCharges } from '@tea/shared/admin/admin.responses';
import type { TFunction } from 'i18next';

/** A line of the month's statement as the charges page shows it: an amenity booking's or an extension's. */
export interface StatementLine {
  key: string;
  company: string;
  facility: string;
  date: string;
  start: string;
  end: string;
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
): StatementLine[] {
  return [
    ...data.items.map((line) => ({
      key: `r${line.id}`,
      company: line.company.name,
      facility: line.reservation.resource,
      date: line.reservation.date,
      start: line.reservation.start,
      end: line.reservation.end,
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
      code: `NP-${napPass.passId}`,
      status: t('amenities:passes.sessionsCount', { count: napPass.sessions }),
      payment: t('amenities:passes.payments.company'),
      kind: line.kind,
      amount: line.amount,
    })),
  ];
}
