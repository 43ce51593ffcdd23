import { normalizeLang } from '@tea/i18n';
import { formatDuration } from '@tea/shared/format';
import type { VisitView } from '@tea/shared/visitors/visit.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import type { Column } from './data-table';
import { DateText } from './date-time-text';
import { rowActions } from './row-actions';
import { VisitStatusChip } from './visit-status';

export const editPath = (visit: VisitView) => `/visitor-reservation-application/${visit.registrationId}`;

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

export interface VisitColumnOptions {
  onCancel?: (visit: VisitView) => void;
  /** The row's own actions in place of change and cancel (the desk's check-in). */
  actions?: (visit: VisitView) => ReactNode;
  /** Where a visit's change opens: the member's edit page, or the visitor's own application. */
  editPath?: (visit: VisitView) => string;
  /** Headings that sort on the server: the visitor, the day and the status (the back office's list). */
  sortable?: boolean;
}

/**
 * The spec's columns of a visit list (visitor name, visitor company, person in charge, tenant
 * company, visit date, visit time, status, action), for a table (`VisitTable`) or for cards alone
 * (the visitor's own visits), each placed on a card by its `card` setting.
 */
export function useVisitColumns({
  onCancel,
  actions,
  editPath: editPathOf = editPath,
  sortable = false,
}: VisitColumnOptions): Column<VisitView>[] {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  return [
    {
      id: 'visitor',
      header: t('list.columns.visitor'),
      sortKey: sortable ? 'visitor' : undefined,
      rowHeader: true,
      card: 'title',
      className: 'font-semibold text-navy-900',
      cell: (v) => (
        <>
          {v.visitor.name}
          <span className="block text-xs font-normal whitespace-nowrap text-muted tabular-nums">{v.reference}</span>
        </>
      ),
    },
    { id: 'visitorCompany', header: t('list.columns.visitorCompany'), cell: (v) => v.visitor.company },
    { id: 'personInCharge', header: t('list.columns.personInCharge'), cell: (v) => v.personInCharge },
    { id: 'tenant', header: t('list.columns.tenant'), cell: (v) => v.company.name },
    {
      id: 'date',
      header: t('list.columns.date'),
      sortKey: sortable ? 'date' : undefined,
      // May break before the year ("Mon 30 Nov / 2026") where the columns need the room.
      className: 'tabular-nums',
      cell: (v) => <DateText value={v.date} />,
    },
    {
      id: 'time',
      header: t('list.columns.time'),
      className: 'tabular-nums',
      // The length under the hour: a column as narrow as the hour leaves room for the action column.
      cell: (v) => (
        <>
          <span className="whitespace-nowrap">{v.time}</span>
          <span className="block text-sm whitespace-nowrap text-muted"> ({formatDuration(v.durationMinutes, lang)})</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      sortKey: sortable ? 'status' : undefined,
      card: 'aside',
      cell: (v) => (
        <>
          <VisitStatusChip status={v.status} />
          {v.status === 'rejected' && v.decisionReason && (
            <span className="mt-1 block max-w-56 text-sm text-danger">{t('list.reason', { reason: v.decisionReason })}</span>
          )}
        </>
      ),
    },
    {
      id: 'action',
      header: t('list.columns.action'),
      card: 'foot',
      cell: (v) =>
        actions
          ? actions(v)
          : (v.can.edit || v.can.cancel || v.passCode) && (
              <div className={`${rowActions} w-max`}>
                {v.passCode && (
                  <Link
                    to={`/visitor-qr/${v.passCode}`}
                    aria-label={t('list.passRow', { name: v.visitor.name })}
                    className={linkAction}
                  >
                    {t('list.pass')}
                  </Link>
                )}
                {v.can.edit && (
                  <Link to={editPathOf(v)} aria-label={t('list.editRow', { name: v.visitor.name })} className={linkAction}>
                    {t('list.edit')}
                  </Link>
                )}
                {v.can.cancel && onCancel && (
                  <Button
                    variant="ghost"
                    className="text-danger"
                    aria-label={t('list.cancelRow', { name: v.visitor.name })}
                    onClick={() => onCancel(v)}
                  >
                    {t('list.cancel')}
                  </Button>
                )}
              </div>
            ),
    },
  ];
}
