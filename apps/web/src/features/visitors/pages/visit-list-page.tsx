import { VISIT_REASON_MAX, visitRejectionSchema } from '@tea/shared/visitors/visit.schema';
import { VISIT_STATUSES, type VisitStatus } from '@tea/shared/visitors/visit.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { LoginRequired } from '../../../shared/login-required';
import { useSession } from '../../../shared/session';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SelectionBar } from '../../../shared/ui/data-selection';
import { FilterSelect } from '../../../shared/ui/form/filter-select';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { ServicePage } from '../../../shared/ui/service-page';
import { tabId, Tabs } from '../../../shared/ui/tabs';
import { useListParams } from '../../../shared/use-list-params';
import { useCancelVisits, useDecideVisits, useVisits, type VisitListView } from '../api';
import { useVisitCancel } from '../../../shared/ui/visit-cancel';
import { VisitTable } from '../../../shared/ui/visit-table';
import { ApprovalSettings } from '../components/approval-settings';

const KEYS = ['view', 'status'] as const;
const isStatus = (v: string): v is VisitStatus => (VISIT_STATUSES as readonly string[]).includes(v);
const reasonSchema = visitRejectionSchema.pick({ reason: true });

/** The lists of each role: a member their own; a tenant manager also the company's and its waiting approval; the building office every visit. */
function viewsOf(role: string | null | undefined): VisitListView[] {
  if (role === 'tenant_manager') return ['mine', 'company', 'waiting'];
  if (role === 'building_manager') return ['company', 'waiting'];
  return ['mine'];
}

/**
 * /old-visitor-reservation: the inquiry list (spec §3's columns), paged and filtered in the address.
 * Each visit can be changed (its registration's edit page) or cancelled after the spec's question; a
 * tenant manager also sees the company's visits and the waiting-approval list, where visits are
 * approved or rejected (with a reason) many at once.
 */
function VisitList() {
  const { t } = useTranslation('visitors');
  const { user } = useSession();
  const views = viewsOf(user?.role);
  const { filters, setFilters, ...paging } = useListParams(KEYS);
  const view = views.find((v) => v === filters.view) ?? views[0]!;
  const waiting = view === 'waiting';
  const status = !waiting && isStatus(filters.status) ? filters.status : '';
  const list = useVisits({ view, status, page: paging.page });
  const cancel = useCancelVisits();
  const decide = useDecideVisits();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelling = useVisitCancel(cancel.mutateAsync, () => setNotice(t('cancel.done')));

  useEffect(() => setSelected(new Set()), [view, status, paging.page]);

  const items = list.data?.items;
  const chosen = (items ?? []).filter((v) => v.can.approve && selected.has(v.id)).map((v) => v.id);
  const viewLabel = (v: VisitListView) =>
    t(`list.views.${v}${v === 'company' && user?.role === 'building_manager' ? 'All' : ''}`);

  const decided = async (reason?: string) => {
    const { changed } = await decide.mutateAsync({ ids: chosen, reason });
    setNotice(t(reason === undefined ? 'list.approvedNotice' : 'list.rejectedNotice', { count: changed }));
    setSelected(new Set());
  };

  const table = (
    <VisitTable
      visits={items}
      counted={list.data}
      caption={t('list.caption', { view: viewLabel(view) })}
      loading={list.isFetching}
      error={list.isError && !(list.error instanceof ApiError && list.error.status === 403) ? t('list.loadFailed') : null}
      empty={
        <>
          <p className="font-semibold text-ink">{t('list.empty')}</p>
          {view === 'mine' && (
            <LinkButton to="/visitor-reservation-application/0" className="mt-4">
              {t('list.register')}
            </LinkButton>
          )}
        </>
      }
      list={{ ...paging, size: list.data?.pageSize ?? paging.size }}
      selection={waiting ? { selected, onChange: setSelected } : undefined}
      onCancel={(v) => {
        setNotice(null);
        cancelling.ask(v);
      }}
    />
  );

  return (
    <ServicePage title={t('list.title')} lead={t(waiting ? 'list.waitingLead' : 'list.lead')} wide>
      {views.length > 1 && (
        <Tabs
          label={t('list.viewsLabel')}
          tabs={views.map((v) => ({ id: v, label: viewLabel(v) }))}
          current={view}
          onChoose={(v) => setFilters({ view: v, status: '' })}
          panelId="visits-panel"
          idPrefix="visits"
        />
      )}
      <div
        id="visits-panel"
        role={views.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={views.length > 1 ? tabId('visits', view) : undefined}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          {!waiting ? (
            <FilterSelect
              label={t('list.statusFilter')}
              allLabel={t('list.allStatuses')}
              value={status}
              options={VISIT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(value) => setFilters({ status: value })}
              selectClassName="sm:w-56"
            />
          ) : (
            <p className="text-[15px] text-muted">{t('list.waitingHint')}</p>
          )}
          {user?.role !== 'building_manager' && (
            <LinkButton variant="secondary" to="/visitor-reservation-application/0">
              {t('list.register')}
            </LinkButton>
          )}
        </div>

        <div className="mt-4 space-y-3" aria-live="polite">
          {notice && <FormAlert tone="success">{notice}</FormAlert>}
        </div>
        {chosen.length > 0 && (
          <SelectionBar
            summary={t('list.selected', { count: chosen.length })}
            actions={[
              { label: t('list.approveSelected'), onClick: () => setDeciding('approve') },
              { label: t('list.rejectSelected'), onClick: () => setDeciding('reject') },
            ]}
          />
        )}
        <div className="mt-4">{table}</div>
      </div>
      {waiting && user?.role === 'tenant_manager' && <ApprovalSettings />}

      {cancelling.dialog}
      <ConfirmDialog
        open={deciding === 'approve'}
        danger={false}
        title={t('approve.title')}
        message={
          <>
            <p>{t('approve.question', { count: chosen.length })}</p>
            <p className="mt-2 text-sm text-muted">{t('approve.passNote')}</p>
          </>
        }
        confirmLabel={t('approve.confirm')}
        onConfirm={() => decided()}
        onClose={() => setDeciding(null)}
      />
      <ReasonDialog
        open={deciding === 'reject'}
        title={t('reject.title')}
        lead={t('reject.lead', { count: chosen.length })}
        label={t('reject.reason')}
        hint={t('reject.hint', { max: VISIT_REASON_MAX })}
        max={VISIT_REASON_MAX}
        submitLabel={t('reject.confirm')}
        schema={reasonSchema}
        onSubmit={async (reason) => {
          await decided(reason);
          setDeciding(null);
        }}
        onClose={() => setDeciding(null)}
      />
    </ServicePage>
  );
}

export default function VisitListPage() {
  return (
    <LoginRequired>
      <VisitList />
    </LoginRequired>
  );
}
