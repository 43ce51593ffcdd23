import { COMPANY_KINDS, COMPANY_STATUSES, formatFloors } from '@tea/shared/admin/company.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { useAdminCompanies, useCompanyStatus, type AdminCompany } from '../api';
import { AdminPage } from '../components/admin-page';
import { StatusChip } from '../../../shared/ui/status-chip';
import { STATUS_TONES } from '../components/status-tones';
import { CompanyFormDialog } from '../components/company-form-dialog';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import type { Column } from '../../../shared/ui/data-table';
import { PagedTable } from '../components/paged-table';
import { rowActions } from '../../../shared/ui/row-actions';
import { pageQuery, useListParams } from '../../../shared/use-list-params';

const KEYS = ['q', 'status', 'kind'] as const;

/** /admin/companies: tenant companies with floors, kind, split floor, staff counts; add, edit, suspend, reactivate. */
export default function CompaniesPage() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const companies = useAdminCompanies({ ...pageQuery(list), ...filters });
  const setStatus = useCompanyStatus();
  const [editing, setEditing] = useState<AdminCompany | null | undefined>(undefined);
  const [suspending, setSuspending] = useState<AdminCompany | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ko = i18n.language === 'ko';
  const nameOf = (c: AdminCompany) => (ko ? c.nameKo : c.nameEn);

  const reactivate = async (company: AdminCompany) => {
    setNotice(null);
    try {
      await setStatus.mutateAsync({ id: company.id, action: 'reactivate' });
      setNotice(t('companies.reactivated', { name: nameOf(company) }));
    } catch (e) {
      setNotice(e instanceof Error ? e.message : t('list.failed'));
    }
  };

  const columns: Column<AdminCompany>[] = [
    {
      id: 'name',
      header: t('companies.name'),
      sortKey: 'name',
      rowHeader: true,
      className: 'font-semibold',
      cell: (c) => (
        <>
          {nameOf(c)}
          <span className="block text-sm font-normal text-muted">{ko ? c.nameEn : c.nameKo}</span>
        </>
      ),
    },
    { id: 'code', header: t('companies.code'), sortKey: 'code', cell: (c) => <code>{c.code}</code> },
    { id: 'kind', header: t('companies.kind'), sortKey: 'kind', cell: (c) => t(`companies.kinds.${c.kind}`) },
    {
      id: 'location',
      header: t('companies.location'),
      cell: (c) => (
        <>
          {t('companies.towerName', { tower: c.tower })} · {formatFloors(c.floors)}
          {c.splitFloor && <span className="block text-sm text-muted">{t('companies.splitFloor')}</span>}
        </>
      ),
    },
    {
      id: 'staff',
      header: t('companies.staff'),
      sortKey: 'staff',
      className: 'tabular-nums',
      cell: (c) => t('companies.staffCounts', { staff: c.staffCount, pending: c.pendingCount }),
    },
    {
      id: 'status',
      header: t('companies.status'),
      sortKey: 'status',
      cell: (c) => <StatusChip tone={STATUS_TONES[c.status]}>{t(`status.${c.status}`)}</StatusChip>,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (c) => (
        <div className={rowActions}>
          <Button
            variant="ghost"
            aria-label={t('companies.editOf', { name: nameOf(c) })}
            onClick={() => {
              setNotice(null);
              setEditing(c);
            }}
          >
            {t('list.edit')}
          </Button>
          {c.status === 'active' ? (
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={t('companies.suspendOf', { name: nameOf(c) })}
              onClick={() => setSuspending(c)}
            >
              {t('companies.suspend')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              aria-label={t('companies.reactivateOf', { name: nameOf(c) })}
              onClick={() => void reactivate(c)}
            >
              {t('companies.reactivate')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('companies.title')}
      lead={t('companies.lead')}
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            setEditing(null);
          }}
        >
          {t('companies.add')}
        </Button>
      }
    >
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterField label={t('companies.search')} htmlFor="company-q">
          <input id="company-q" name="q" type="search" defaultValue={filters.q} className={filterControl} />
        </FilterField>
        <FilterSelect
          label={t('companies.status')}
          id="company-status"
          name="status"
          value={filters.status}
          options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterSelect
          label={t('companies.kind')}
          id="company-kind"
          name="kind"
          value={filters.kind}
          options={COMPANY_KINDS.map((k) => ({ value: k, label: t(`companies.kinds.${k}`) }))}
        />
      </FilterForm>

      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>

      <div className="mt-4">
        <PagedTable
          query={companies}
          list={list}
          caption={t('companies.title')}
          minWidth="min-w-[56rem]"
          columns={columns}
          rowKey={(c) => c.id}
        />
      </div>

      <CompanyFormDialog
        open={editing !== undefined}
        company={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(name) => {
          setNotice(editing ? t('companies.saved', { name }) : t('companies.added', { name }));
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        open={suspending !== null}
        title={t('companies.suspendTitle')}
        message={suspending ? t('companies.suspendMessage', { name: nameOf(suspending) }) : ''}
        confirmLabel={t('companies.suspend')}
        onClose={() => setSuspending(null)}
        onConfirm={async () => {
          const company = suspending!;
          await setStatus.mutateAsync({ id: company.id, action: 'suspend' });
          setNotice(t('companies.suspended', { name: nameOf(company) }));
        }}
      />
    </AdminPage>
  );
}
