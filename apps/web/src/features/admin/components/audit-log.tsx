import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@tea/shared/admin/admin-list.schema';
import { useTranslation } from 'react-i18next';
import { useAuditLog, type AuditEntry, type AuditScope } from '../api';
import { FilterField, FilterForm, FilterSelect, filterControl } from './filter-form';
import type { Column } from '../../../shared/ui/data-table';
import { PagedTable } from './paged-table';
import { useListParams } from '../../../shared/use-list-params';
import { DateTimeText } from '../../../shared/ui/date-time-text';

const KEYS = ['action', 'targetType', 'from', 'to'] as const;

/** What a tenant manager's log can be about (their company's entries, decision 0031): the filter's choices. */
const COMPANY_TARGETS = [
  'user',
  'user_list',
  'rental',
  'membership_transfer',
  'gx_registration',
  'gx_attendance',
  'pt_package',
  'pt_session',
  'visit',
  'visit_registration',
  'complaint',
  'extension',
  'company',
] as const;

/**
 * The audit log's filters and paged table, for the building manager (every company, a company
 * column) and for a tenant manager (their own company: no company column, fewer target types).
 */
export function AuditLog({ scope }: { scope: AuditScope }) {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, ...list } = useListParams(KEYS);
  const entries = useAuditLog({ page: list.page, size: list.size, ...filters }, scope);
  const ko = i18n.language === 'ko';
  const building = scope === 'building';

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
    // Memberships (decision 0029): a suspension or early end of a rental, a transfer offered or answered.
    if (d.membership === 'suspended') return t('audit.membership.suspended', { days: d.days, start: d.start });
    if (d.membership === 'withdrawn') return t('audit.membership.withdrawn', { refund: d.refund });
    if (e.target.type === 'membership_transfer') {
      const step = e.action === 'create' ? 'offered' : d.status === 'withdrawn' ? 'withdrawnOffer' : String(d.status);
      return t(`audit.membership.${step}`, { defaultValue: step });
    }
    if (typeof d.from === 'string' && typeof d.to === 'string') {
      const group = e.action === 'role_change' ? 'roles' : 'status';
      return `${t(`${group}.${d.from}`)} → ${t(`${group}.${d.to}`)}`;
    }
    return '';
  };

  const columns: Column<AuditEntry>[] = [
    {
      id: 'when',
      header: t('audit.when'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (e) => <DateTimeText value={e.at} />,
    },
    {
      id: 'who',
      header: t('audit.who'),
      rowHeader: true,
      className: 'font-semibold',
      cell: (e) =>
        e.actor ? (
          <>
            {e.actor.name}
            <span className="block text-sm font-normal text-muted">{e.actor.loginId}</span>
          </>
        ) : (
          <span className="font-normal text-muted">{t('audit.unknownActor')}</span>
        ),
    },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (e) => (
        <>
          {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
          {note(e) && <span className="block text-sm text-muted">{note(e)}</span>}
        </>
      ),
    },
    { id: 'target', header: t('audit.target'), cell: target },
    ...(building
      ? [
          {
            id: 'company',
            header: t('audit.company'),
            cell: (e: AuditEntry) => (e.company ? (ko ? e.company.nameKo : e.company.nameEn) : '—'),
          },
        ]
      : []),
    { id: 'ip', header: t('audit.ip'), className: 'tabular-nums', cell: (e) => e.ip ?? '—' },
  ];

  return (
    <>
      <FilterForm key={JSON.stringify(filters)} keys={KEYS} onApply={setFilters}>
        <FilterSelect
          label={t('audit.action')}
          id="audit-action"
          name="action"
          value={filters.action}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
        />
        <FilterSelect
          label={t('audit.targetType')}
          id="audit-target-type"
          name="targetType"
          value={filters.targetType}
          options={(building ? AUDIT_TARGET_TYPES : COMPANY_TARGETS).map((type) => ({
            value: type,
            label: t(`audit.targets.${type}`),
          }))}
        />
        <FilterField label={t('list.from')} htmlFor="audit-from">
          <input id="audit-from" name="from" type="date" defaultValue={filters.from} className={filterControl} />
        </FilterField>
        <FilterField label={t('list.to')} htmlFor="audit-to">
          <input id="audit-to" name="to" type="date" defaultValue={filters.to} className={filterControl} />
        </FilterField>
      </FilterForm>

      <PagedTable
        query={entries}
        list={list}
        caption={building ? t('audit.title') : t('audit.companyTitle')}
        minWidth={building ? 'min-w-[56rem]' : 'min-w-[48rem]'}
        columns={columns}
        rowKey={(e) => e.id}
        {...(building ? {} : { empty: t('audit.companyEmpty') })}
      />
    </>
  );
}
