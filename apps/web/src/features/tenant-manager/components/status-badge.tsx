import type { AccountStatus, Role } from '@tea/shared/accounts/account.rules';
import { useTranslation } from 'react-i18next';

const STATUS_STYLES: Record<AccountStatus, string> = {
  pending: 'bg-[#fff4dc] text-[#7a4d00] ring-[#e8c777]',
  approved: 'bg-[#eef8f2] text-[#17603c] ring-[#9fd3b5]',
  rejected: 'bg-[#fdf1f0] text-danger ring-[#f1b7b1]',
  suspended: 'bg-navy-100 text-navy-900 ring-navy-700/30',
};

/** An account status as a coloured badge with its name (colour is never the only signal). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('tenantManager');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${STATUS_STYLES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function RoleLabel({ role }: { role: Role }) {
  const { t } = useTranslation('tenantManager');
  return <span className={role === 'tenant_manager' ? 'font-semibold text-navy-800' : undefined}>{t(`role.${role}`)}</span>;
}
