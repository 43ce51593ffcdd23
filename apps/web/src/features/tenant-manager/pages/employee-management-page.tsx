import { ACCOUNT_STATUSES, type AccountStatus } from '@tea/shared/accounts/account.rules';
import { EMPLOYEE_PAGE_SIZE, type Decision, type EmployeeListItem } from '@tea/shared/accounts/employee.schema';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Button } from '../../../shared/ui/button';
import { useDecide, useEmployees } from '../api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmployeeTable } from '../components/employee-table';
import { ManagerPage } from '../components/manager-page';
import { useListParams } from '../../../shared/use-list-params';
import { LinkButton } from '../../../shared/ui/link-button';
import { SelectionBar } from '../../../shared/ui/data-selection';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { FilterSelect } from '../../../shared/ui/form/filter-select';
import { controlClass } from '../../../shared/ui/form/field';

interface PendingDecision {
  decision: Decision;
  ids: number[];
  /** The person's name when one is decided, for the question. */
  name?: string;
}

const isStatus = (v: string): v is AccountStatus => (ACCOUNT_STATUSES as readonly string[]).includes(v);

const KEYS = ['q', 'status'] as const;

/**
 * /tenant-manager/employee-management: the company's staff with search, status filter and paging
 * (kept in the address, so the way back from a detail returns here); waiting sign-ups first, decided
 * one by one or in bulk after a confirmation.
 */
export default function EmployeeManagementPage() {
  const { t } = useTranslation('tenantManager');
  const location = useLocation();
  const { filters, setFilters, ...paging } = useListParams(KEYS);
  const { page } = paging;
  const { q } = filters;
  const status = isStatus(filters.status) ? filters.status : '';
  const [draft, setDraft] = useState(q);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<PendingDecision | null>(null);
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [error, setError] = useState<string | null>(null);
  const list = useEmployees({ page, size: EMPLOYEE_PAGE_SIZE, q, status });
  const decide = useDecide();
  const searchId = useId();

  useEffect(() => setDraft(q), [q]);
  useEffect(() => setSelected(new Set()), [page, q, status]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: draft.trim() });
  };

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EMPLOYEE_PAGE_SIZE));
  const chosen = items.filter((i) => i.status === 'pending' && selected.has(i.id)).map((i) => i.id);

  // A failure shows in the dialog, which stays open; success closes it with a notice.
  const confirm = async () => {
    if (!asking) return;
    setError(null);
    setNotice(null);
    const { updated } = await decide.mutateAsync({ ids: asking.ids, decision: asking.decision });
    setNotice(t(asking.decision === 'approve' ? 'list.approvedNotice' : 'list.rejectedNotice', { count: updated }));
    setSelected(new Set());
  };

  const question = (a: PendingDecision) =>
    a.name
      ? t(a.decision === 'approve' ? 'confirm.approveOne' : 'confirm.rejectOne', { name: a.name })
      : t(a.decision === 'approve' ? 'confirm.approveMany' : 'confirm.rejectMany', { count: a.ids.length });

  return (
    <ManagerPage
      title={t('title')}
      lead={t('list.lead')}
      action={<LinkButton to="/tenant-manager/employee-registration">{t('list.add')}</LinkButton>}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <form role="search" aria-label={t('list.searchLabel')} onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 md:w-80 md:flex-none">
            <FieldLabel htmlFor={searchId}>{t('list.search')}</FieldLabel>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('list.searchPlaceholder')}
              className={controlClass(false)}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('list.searchSubmit')}
          </Button>
          <FilterSelect
            label={t('list.statusFilter')}
            allLabel={t('list.allStatuses')}
            value={status}
            options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(value) => setFilters({ status: value })}
          />
        </form>
        <p className="text-[15px] text-muted" aria-live="polite">
          {list.data ? t('list.total', { count: total }) : ''}
        </p>
      </div>

      <div className="mt-4 space-y-3" aria-live="polite">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
      </div>

      {chosen.length > 0 && (
        <SelectionBar
          summary={t('list.selected', { count: chosen.length })}
          actions={[
            { label: t('list.approveSelected'), onClick: () => setAsking({ decision: 'approve', ids: chosen }) },
            { label: t('list.rejectSelected'), onClick: () => setAsking({ decision: 'reject', ids: chosen }) },
          ]}
        />
      )}

      <div className="mt-4">
        <EmployeeTable
          items={list.data?.items}
          total={list.data?.total}
          caption={t('list.caption', { page, pages })}
          loading={list.isFetching}
          error={list.isError && !(list.error instanceof ApiError && list.error.status === 403) ? t('list.loadFailed') : null}
          list={{ ...paging, size: EMPLOYEE_PAGE_SIZE }}
          selected={selected}
          onSelect={setSelected}
          onDecide={(item: EmployeeListItem, decision) => setAsking({ decision, ids: [item.id], name: item.name })}
        />
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.decision === 'reject' ? 'confirm.rejectTitle' : 'confirm.approveTitle')}
        danger={asking?.decision === 'reject'}
        message={asking ? question(asking) : ''}
        confirmLabel={asking ? t(asking.decision === 'approve' ? 'list.approve' : 'list.reject') : ''}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </ManagerPage>
  );
}
