import type { AccountStatus, Role } from '@tea/shared/accounts/account.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';

const STATUS_TONES: Record<AccountStatus, Tone> = {
  pending: 'warn',
  approved: 'good',
  rejected: 'bad',
  suspended: 'neutral',
};

/** An account status as the kit's chip with its name (colour is never the only signal). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('tenantManager');
  return <StatusChip tone={STATUS_TONES[status]}>{t(`status.${status}`)}</StatusChip>;
}

export function RoleLabel({ role }: { role: Role }) {
  const { t } = useTranslation('tenantManager');
  return <span className={role === 'tenant_manager' ? 'font-semibold text-navy-800' : undefined}>{t(`role.${role}`)}</span>;
}
