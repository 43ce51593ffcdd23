import { normalizeLang } from '@tea/i18n';
import { formatDuration } from '@tea/shared/format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
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
  editPath: editPathOf = editPath,
}: {
  /** Undefined until the first answer. */
  visits: VisitView[] | undefined;
  /** How many there are (the answer's `total` and `capped`); undefined until the first answer. */
  counted: Pick<VisitList, 'total' | 'capped'> | undefined;
  caption: string;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
  /** The paging and order in the address; absent for a list shown whole. */
  list?: TableParams;
  selection?: { selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };
  onCancel?: (visit: VisitView) => void;
  /** The row's own actions in place of change and cancel (the desk's check-in). */
  actions?: (visit: VisitView) => ReactNode;
  /** Where a visit's change opens: the member's edit page, or the visitor's own application. */
  editPath?: (visit: VisitView) => string;
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

/**
 * The spec's "cancel inquiry" question before a visit is cancelled: `ask(visit)` opens it, `dialog`
 * goes in the page; `cancel` runs on confirm, then `onCancelled`.
 */
export function useVisitCancel(cancel: (ids: number[]) => Promise<unknown>, onCancelled: () => void) {
  const { t } = useTranslation('visitors');
  const [visit, setVisit] = useState<VisitView | null>(null);
  const dialog = (
    <ConfirmDialog
      open={visit !== null}
      title={t('cancel.title')}
      message={
        visit && (
          <>
            <p>{t('cancel.question')}</p>
            <p className="mt-2 text-sm text-muted">
              {t('cancel.what', { name: visit.visitor.name, reference: visit.reference })}
              {visit.status === 'approved' && ` ${t('cancel.passNote')}`}
            </p>
          </>
        )
      }
      confirmLabel={t('cancel.confirm')}
      dismissLabel={t('cancel.keep')}
      onConfirm={async () => {
        await cancel([visit!.id]);
        onCancelled();
      }}
      onClose={() => setVisit(null)}
    />
  );
  return { ask: setVisit, dialog };
}
