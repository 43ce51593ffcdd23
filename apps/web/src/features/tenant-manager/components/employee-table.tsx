import { formatPhone } from '@tea/shared/accounts/account.rules';
import type { Decision, EmployeeListItem } from '@tea/shared/accounts/employee.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleLabel, StatusBadge } from './status-badge';
import { EmailAddress } from '../../../shared/ui/email-address';
import { useDateFormat } from '../../../shared/ui/date-time-text';

export const detailsPath = (id: number) => `/tenant-manager/${id}/employee-details`;

interface Props {
  items: EmployeeListItem[];
  caption: string;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onDecide: (item: EmployeeListItem, decision: Decision) => void;
}

function RowActions({ item, onDecide }: { item: EmployeeListItem; onDecide: Props['onDecide'] }) {
  const { t } = useTranslation('tenantManager');
  if (item.status !== 'pending') return null;
  const button = 'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-bold';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={`${button} bg-navy-900 text-white hover:bg-navy-800`}
        aria-label={t('list.approveRow', { name: item.name })}
        onClick={() => onDecide(item, 'approve')}
      >
        {t('list.approve')}
      </button>
      <button
        type="button"
        className={`${button} border border-danger bg-white text-danger hover:bg-[#fdf1f0]`}
        aria-label={t('list.rejectRow', { name: item.name })}
        onClick={() => onDecide(item, 'reject')}
      >
        {t('list.reject')}
      </button>
    </div>
  );
}

function RowCheckbox({ item, selected, onToggle }: { item: EmployeeListItem; selected: boolean; onToggle: () => void }) {
  const { t } = useTranslation('tenantManager');
  if (item.status !== 'pending') return null;
  return (
    <input
      type="checkbox"
      className="h-5 w-5 accent-navy-800"
      checked={selected}
      onChange={onToggle}
      aria-label={t('list.selectRow', { name: item.name, loginId: item.loginId })}
    />
  );
}

/**
 * The list with the spec's columns: a table from the tablet width up, stacked cards on a phone (no
 * sideways scrolling). Waiting sign-ups have a checkbox for the bulk decision and their own buttons.
 */
export function EmployeeTable({ items, caption, selected, onToggle, onToggleAll, onDecide }: Props) {
  const { t } = useTranslation('tenantManager');
  const pending = items.filter((i) => i.status === 'pending');
  const allSelected = pending.length > 0 && pending.every((i) => selected.has(i.id));
  const date = useDateFormat().date;
  const th = 'px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-navy-900';
  const td = 'px-3 py-3 align-middle';

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-line md:block">
        <table className="w-full text-[15px]">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-navy-50">
            <tr>
              <th scope="col" className={`${th} w-10`}>
                {pending.length > 0 && (
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-navy-800"
                    checked={allSelected}
                    onChange={onToggleAll}
                    aria-label={t('list.selectAll')}
                  />
                )}
              </th>
              <th scope="col" className={th}>
                {t('columns.no')}
              </th>
              <th scope="col" className={th}>
                {t('columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('columns.loginId')}
              </th>
              <th scope="col" className={th}>
                {t('columns.mobile')}
              </th>
              <th scope="col" className={th}>
                {t('columns.email')}
              </th>
              <th scope="col" className={th}>
                {t('columns.type')}
              </th>
              <th scope="col" className={th}>
                {t('columns.status')}
              </th>
              <th scope="col" className={th}>
                {t('columns.registered')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                className={`border-b border-line last:border-0 ${item.status === 'pending' ? 'bg-[#fffaf0]' : ''}`}
              >
                <td className={td}>
                  <RowCheckbox item={item} selected={selected.has(item.id)} onToggle={() => onToggle(item.id)} />
                </td>
                <td className={`${td} text-muted tabular-nums`}>{item.no}</td>
                <td className={`${td} font-semibold whitespace-nowrap`}>
                  <Link to={detailsPath(item.id)} className="text-navy-800 underline underline-offset-4 hover:text-navy-700">
                    {item.name}
                  </Link>
                </td>
                <td className={td}>{item.loginId}</td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{formatPhone(item.mobile)}</td>
                <td className={td}>
                  <EmailAddress value={item.email} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <RoleLabel role={item.role} />
                </td>
                <td className={td}>
                  <StatusBadge status={item.status} />
                </td>
                <td className={`${td} whitespace-nowrap tabular-nums`}>{date(item.createdAt)}</td>
                <td className={td}>
                  <RowActions item={item} onDecide={onDecide} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        {pending.length > 0 && (
          <label className="mb-3 inline-flex min-h-11 items-center gap-2 text-[15px] font-semibold text-navy-900">
            <input type="checkbox" className="h-5 w-5 accent-navy-800" checked={allSelected} onChange={onToggleAll} />
            {t('list.selectAll')}
          </label>
        )}
        <ul aria-label={caption} className="space-y-3">
          {items.map((item) => (
            <li
              key={item.id}
              className={`rounded-xl p-4 shadow-sm ring-1 ring-line ${item.status === 'pending' ? 'bg-[#fffaf0]' : 'bg-white'}`}
            >
              <div className="flex items-start gap-3">
                <RowCheckbox item={item} selected={selected.has(item.id)} onToggle={() => onToggle(item.id)} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={detailsPath(item.id)}
                      className="text-lg font-bold text-navy-800 underline underline-offset-4 hover:text-navy-700"
                    >
                      {item.name}
                    </Link>
                    <StatusBadge status={item.status} />
                  </div>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
                    <dt className="text-muted">{t('columns.no')}</dt>
                    <dd className="tabular-nums">{item.no}</dd>
                    <dt className="text-muted">{t('columns.loginId')}</dt>
                    <dd className="break-all">{item.loginId}</dd>
                    <dt className="text-muted">{t('columns.mobile')}</dt>
                    <dd className="tabular-nums">{formatPhone(item.mobile)}</dd>
                    <dt className="text-muted">{t('columns.email')}</dt>
                    <dd className="break-all">{item.email}</dd>
                    <dt className="text-muted">{t('columns.type')}</dt>
                    <dd>
                      <RoleLabel role={item.role} />
                    </dd>
                    <dt className="text-muted">{t('columns.registered')}</dt>
                    <dd className="tabular-nums">{date(item.createdAt)}</dd>
                  </dl>
                  <div className="mt-3">
                    <RowActions item={item} onDecide={onDecide} />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
