import { normalizeLang } from '@tea/i18n';
import { formatDuration } from '@tea/shared/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import { DataTable, type Column } from './data-table';
import { DateText } from './date-time-text';
import { rowActions } from './table-region';
import type { TableParams } from '../use-list-params';
import type { VisitList, VisitView } from '@tea/shared/visitors/visit.schema';
import { VisitStatusChip } from './visit-status';

export const editPath = (visit: VisitView) => `/visitor-reservation-application/${visit.registrationId}`;

const linkAction = 'inline-flex min-h-11 items-center px-2 font-bold text-navy-800 underline-offset-4 hover:underline';

/**
 * The inquiry list with the spec's columns (visitor name, visitor company, person in charge, tenant
 * company, visit date, visit time, status, action): a table from the tablet width up, a card per
 * visit on a phone. With `selection`, the visits that may be decided have a checkbox (bulk approval).
 */
export function VisitTable({
  visits,
  counted,
  caption,
  loading,
  error,
  empty,
  list,
  selection,
  onCancel,
  actions,
}: {
  /** Undefined until the first answer. */
  visits: VisitView[] | undefined;
  /** How many there are (the answer's `total` and `capped`); undefined until the first answer. */
  counted: Pick<VisitList, 'total' | 'capped'> | undefined;
  caption: string;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  list: TableParams;
  selection?: { selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };
  onCancel?: (visit: VisitView) => void;
  /** The row's own actions in place of change and cancel (the desk's check-in). */
  actions?: (visit: VisitView) => ReactNode;
}) {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  const columns: Column<VisitView>[] = [
    {
      id: 'visitor',
      header: t('list.columns.visitor'),
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
      className: 'whitespace-nowrap tabular-nums',
      cell: (v) => <DateText value={v.date} />,
    },
    {
      id: 'time',
      header: t('list.columns.time'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (v) => `${v.time} (${formatDuration(v.durationMinutes, lang)})`,
    },
    {
      id: 'status',
      header: t('list.columns.status'),
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
          : (v.can.edit || v.can.cancel) && (
              <div className={`${rowActions} w-max`}>
                {v.can.edit && (
                  <Link to={editPath(v)} aria-label={t('list.editRow', { name: v.visitor.name })} className={linkAction}>
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

  return (
    <DataTable
      caption={caption}
      cards="lg"
      minWidth="min-w-[64rem]"
      columns={columns}
      rows={visits}
      rowKey={(v) => v.id}
      rowClassName={(v) => (v.status === 'pending' ? 'bg-[#fffaf0]' : undefined)}
      loading={loading}
      error={error}
      empty={empty}
      list={list}
      total={counted?.total}
      totalCapped={counted?.capped}
      showTotal
      selection={
        selection && {
          ...selection,
          canSelect: (v) => v.can.approve,
          label: (v) => t('list.selectRow', { name: v.visitor.name, reference: v.reference }),
          allLabel: t('list.selectAll'),
        }
      }
    />
  );
}
