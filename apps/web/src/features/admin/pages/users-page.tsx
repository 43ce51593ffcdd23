import { ACCOUNT_STATUSES, ROLES } from '@tea/shared/accounts/account.rules';
import { formatPhone } from '@tea/shared/accounts/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { EmailAddress } from '../../../shared/ui/email-address';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useAdminUsers, useUserAction, type AdminUser, type UserAction } from '../api';
import { AdminPage } from '../components/admin-page';
import { BulkActions, type BulkAction } from '../components/bulk-actions';
import { StatusChip } from '../../../shared/ui/status-chip';
import { STATUS_TONES } from '../components/status-tones';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CompanyFilterSelect, FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import type { Column } from '../../../shared/ui/data-table';
import { PagedTable } from '../components/paged-table';
import { rowActions } from '../../../shared/ui/row-actions';
import { pageQuery, useListParams } from '../../../shared/use-list-params';
import { usePageSelection } from '../../../shared/use-page-selection';
import { DateText } from '../../../shared/ui/date-time-text';

const KEYS = ['q', 'status', 'role', 'companyId'] as const;
/** Approving many sign-ups at once (decision 0066): the accounts the single approve takes. */
const BULK: BulkAction<AdminUser>[] = [
  {
    key: 'users.approve',
    path: 'users/approve',
    applies: (u) => u.status === 'pending' || u.status === 'rejected',
    skipAs: 'not_pending',
  },
];

/** /admin/users: accounts of every company, sign-ups waiting first or in the order of a heading; approve, suspend, reactivate, send a reset link. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const users = useAdminUsers({ ...pageQuery(list), ...filters });
  const act = useUserAction();
  const [confirming, setConfirming] = useState<{ user: AdminUser; action: 'suspend' | 'reset-password' } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ko = i18n.language === 'ko';
  const self = storage.get('username');
  const who = (u: AdminUser) => `${u.name} (${u.loginId})`;
  const selection = usePageSelection([filters, list.page, list.size, list.sort]);

  const run = async (user: AdminUser, action: UserAction) => {
    setNotice(null);
    await act.mutateAsync({ id: user.id, action });
    setNotice({ tone: 'success', text: t(`users.done.${action}`, { name: who(user) }) });
  };
  const runNow = (user: AdminUser, action: UserAction) =>
    run(user, action).catch((e: unknown) =>
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : t('list.failed') }),
    );

  const columns: Column<AdminUser>[] = [
    {
      id: 'name',
      header: t('users.name'),
      sortKey: 'name',
      rowHeader: true,
      className: 'font-semibold',
      cell: (u) => (
        <>
          {u.name}
          <span className="block text-sm font-normal text-muted">{u.loginId}</span>
        </>
      ),
    },
    {
      id: 'company',
      header: t('users.company'),
      sortKey: 'company',
      className: 'whitespace-nowrap',
      cell: (u) => (ko ? u.companyNameKo : u.companyNameEn) ?? '—',
    },
    { id: 'role', header: t('users.role'), sortKey: 'role', cell: (u) => t(`roles.${u.role}`) },
    {
      id: 'contact',
      header: t('users.contact'),
      cell: (u) => (
        <>
          <span className="block whitespace-nowrap">{formatPhone(u.mobile)}</span>
          <span className="block text-sm text-muted">
            <EmailAddress value={u.email} />
          </span>
        </>
      ),
    },
    {
      id: 'registered',
      header: t('users.registered'),
      sortKey: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (u) => <DateText value={u.createdAt} />,
    },
    {
      id: 'status',
      header: t('users.status'),
      sortKey: 'status',
      cell: (u) => <StatusChip tone={STATUS_TONES[u.status]}>{t(`status.${u.status}`)}</StatusChip>,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (u) => (
        <div className={rowActions}>
          {(u.status === 'pending' || u.status === 'rejected') && (
            <Button variant="ghost" aria-label={t('users.approveOf', { name: who(u) })} onClick={() => void runNow(u, 'approve')}>
              {t('users.approve')}
            </Button>
          )}
          {u.status === 'suspended' && (
            <Button
              variant="ghost"
              aria-label={t('users.reactivateOf', { name: who(u) })}
              onClick={() => void runNow(u, 'reactivate')}
            >
              {t('users.reactivate')}
            </Button>
          )}
          {(u.status === 'approved' || u.status === 'pending') && u.loginId !== self && (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={t('users.suspendOf', { name: who(u) })}
              onClick={() => setConfirming({ user: u, action: 'suspend' })}
            >
              {t('users.suspend')}
            </Button>
          )}
          {u.status !== 'rejected' && (
            <Button
              variant="ghost"
              aria-label={t('users.resetOf', { name: who(u) })}
              onClick={() => setConfirming({ user: u, action: 'reset-password' })}
            >
              {t('users.reset')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage title={t('users.title')} lead={t('users.lead')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('users.search')} htmlFor="user-q">
          <input id="user-q" name="q" type="search" defaultValue={filters.q} className={filterControl} />
        </FilterField>
        <FilterSelect
          label={t('users.status')}
          id="user-status"
          name="status"
          value={filters.status}
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterSelect
          label={t('users.role')}
          id="user-role"
          name="role"
          value={filters.role}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <CompanyFilterSelect label={t('users.company')} id="user-company" value={filters.companyId} />
      </FilterForm>

      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>

      <BulkActions
        chosen={(users.data?.items ?? []).filter((u) => selection.selected.has(u.id))}
        rowKey={(u) => u.id}
        actions={BULK}
        onDone={(done) => {
          setNotice(done);
          selection.clear();
        }}
      />
      <div className="mt-4">
        <PagedTable
          query={users}
          list={list}
          caption={t('users.title')}
          minWidth="min-w-[60rem]"
          columns={columns}
          rowKey={(u) => u.id}
          selection={{
            ...selection,
            label: (u) => t('bulk.chooseRow', { name: who(u) }),
            allLabel: t('bulk.users.chooseAll'),
          }}
        />
      </div>

      <ConfirmDialog
        open={confirming !== null}
        danger={confirming?.action === 'suspend'}
        title={confirming?.action === 'suspend' ? t('users.suspendTitle') : t('users.resetTitle')}
        message={
          confirming
            ? t(confirming.action === 'suspend' ? 'users.suspendMessage' : 'users.resetMessage', {
                name: who(confirming.user),
                email: confirming.user.email,
              })
            : ''
        }
        confirmLabel={confirming?.action === 'suspend' ? t('users.suspend') : t('users.resetConfirm')}
        onClose={() => setConfirming(null)}
        onConfirm={() => run(confirming!.user, confirming!.action)}
      />
    </AdminPage>
  );
}
