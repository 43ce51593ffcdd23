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
import { Pagination } from '../../../shared/ui/pagination';
import { rowActions, TableMessage, TableRegion, td, th } from '../components/table-region';
import { useListParams } from '../components/use-list-params';

const KEYS = ['q', 'status', 'kind'] as const;

/** /admin/companies: tenant companies with floors, kind, split floor, staff counts; add, edit, suspend, reactivate. */
export default function CompaniesPage() {
  const { t, i18n } = useTranslation('admin');
  const { page, size, filters, setFilters, setPage } = useListParams(KEYS);
  const { data, isPending, isError } = useAdminCompanies({ page, size, ...filters });
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
        <TableRegion caption={t('companies.title')} minWidth="min-w-[56rem]">
          <thead>
            <tr>
              <th scope="col" className={th}>
                {t('companies.name')}
              </th>
              <th scope="col" className={th}>
                {t('companies.code')}
              </th>
              <th scope="col" className={th}>
                {t('companies.kind')}
              </th>
              <th scope="col" className={th}>
                {t('companies.location')}
              </th>
              <th scope="col" className={th}>
                {t('companies.staff')}
              </th>
              <th scope="col" className={th}>
                {t('companies.status')}
              </th>
              <th scope="col" className={th}>
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {isPending && <TableMessage colSpan={7}>{t('common:loading')}</TableMessage>}
            {isError && <TableMessage colSpan={7}>{t('list.failed')}</TableMessage>}
            {data?.items.length === 0 && <TableMessage colSpan={7}>{t('list.empty')}</TableMessage>}
            {data?.items.map((c) => (
              <tr key={c.id}>
                <th scope="row" className={`${td} font-semibold`}>
                  {nameOf(c)}
                  <span className="block text-sm font-normal text-muted">{ko ? c.nameEn : c.nameKo}</span>
                </th>
                <td className={td}>
                  <code>{c.code}</code>
                </td>
                <td className={td}>{t(`companies.kinds.${c.kind}`)}</td>
                <td className={td}>
                  {t('companies.towerName', { tower: c.tower })} · {formatFloors(c.floors)}
                  {c.splitFloor && <span className="block text-sm text-muted">{t('companies.splitFloor')}</span>}
                </td>
                <td className={`${td} tabular-nums`}>
                  {t('companies.staffCounts', { staff: c.staffCount, pending: c.pendingCount })}
                </td>
                <td className={td}>
                  <StatusChip tone={STATUS_TONES[c.status]}>{t(`status.${c.status}`)}</StatusChip>
                </td>
                <td className={td}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
      {data && <Pagination page={page} size={size} total={data.total} onPage={setPage} showTotal />}

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
