import { AUDIT_ACTIONS } from '@tea/shared/admin/admin-list.schema';
import { useTranslation } from 'react-i18next';
import { useAuditLog, type AuditEntry } from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterField, FilterForm, FilterSelect, filterControl } from '../components/filter-form';
import { Pagination } from '../../../shared/ui/pagination';
import { TableMessage, TableRegion, td, th } from '../components/table-region';
import { useListParams } from '../components/use-list-params';
import { DateTimeText } from '../../../shared/ui/date-time-text';

const KEYS = ['action', 'from', 'to'] as const;

/** /admin/audit: who approved, changed, deleted, logged in or failed to, when and from where. */
export default function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const { page, size, filters, setFilters, setPage } = useListParams(KEYS);
  const { data, isPending, isError } = useAuditLog({ page, size, ...filters });
  const ko = i18n.language === 'ko';

  const target = (e: AuditEntry) => {
    if (!e.target.type) return '—';
    const type = t(`audit.targets.${e.target.type}`, { defaultValue: e.target.type });
    const which = e.target.label ?? e.target.id;
    return which ? `${type} · ${which}` : type;
  };
  const note = (e: AuditEntry) => {
    const d = e.detail ?? {};
    if (e.action === 'login_failed') {
      const reason =
        typeof d.reason === 'string'
          ? t(`audit.reasons.${d.reason}`, { defaultValue: d.reason })
          : t('audit.reasons.credentials');
      return typeof d.loginId === 'string' ? `${reason} (${d.loginId})` : reason;
    }
    if (Array.isArray(d.changed)) {
      const fields = d.changed.map((f) => t(`audit.fields.${String(f)}`, { defaultValue: String(f) }));
      return t('audit.changed', { fields: fields.join(', ') });
    }
    if (Array.isArray(d.ids)) return t('audit.listed', { count: d.ids.length });
    if (typeof d.from === 'string' && typeof d.to === 'string') {
      const group = e.action === 'role_change' ? 'roles' : 'status';
      return `${t(`${group}.${d.from}`)} → ${t(`${group}.${d.to}`)}`;
    }
    return '';
  };

  return (
    <AdminPage title={t('audit.title')} lead={t('audit.lead')}>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('audit.action')}
          id="audit-action"
          name="action"
          value={filters.action}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
        />
        <FilterField label={t('list.from')} htmlFor="audit-from">
          <input id="audit-from" name="from" type="date" defaultValue={filters.from} className={filterControl} />
        </FilterField>
        <FilterField label={t('list.to')} htmlFor="audit-to">
          <input id="audit-to" name="to" type="date" defaultValue={filters.to} className={filterControl} />
        </FilterField>
      </FilterForm>

      <TableRegion caption={t('audit.title')} minWidth="min-w-[56rem]">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t('audit.when')}
            </th>
            <th scope="col" className={th}>
              {t('audit.who')}
            </th>
            <th scope="col" className={th}>
              {t('audit.action')}
            </th>
            <th scope="col" className={th}>
              {t('audit.target')}
            </th>
            <th scope="col" className={th}>
              {t('audit.company')}
            </th>
            <th scope="col" className={th}>
              {t('audit.ip')}
            </th>
          </tr>
        </thead>
        <tbody>
          {isPending && <TableMessage colSpan={6}>{t('common:loading')}</TableMessage>}
          {isError && <TableMessage colSpan={6}>{t('list.failed')}</TableMessage>}
          {data?.items.length === 0 && <TableMessage colSpan={6}>{t('list.empty')}</TableMessage>}
          {data?.items.map((e) => (
            <tr key={e.id}>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                <DateTimeText value={e.at} />
              </td>
              <th scope="row" className={`${td} font-semibold`}>
                {e.actor ? (
                  <>
                    {e.actor.name}
                    <span className="block text-sm font-normal text-muted">{e.actor.loginId}</span>
                  </>
                ) : (
                  <span className="font-normal text-muted">{t('audit.unknownActor')}</span>
                )}
              </th>
              <td className={td}>
                {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
                {note(e) && <span className="block text-sm text-muted">{note(e)}</span>}
              </td>
              <td className={td}>{target(e)}</td>
              <td className={td}>{e.company ? (ko ? e.company.nameKo : e.company.nameEn) : '—'}</td>
              <td className={`${td} tabular-nums`}>{e.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {data && <Pagination page={page} size={size} total={data.total} onPage={setPage} showTotal />}
    </AdminPage>
  );
}
