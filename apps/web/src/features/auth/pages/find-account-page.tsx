import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ACCOUNT_TABS, AccountTabs, panelId, tabId, type AccountTab } from '../components/account-tabs';
import { AuthCard } from '../components/auth-card';
import { FindIdForm } from '../components/find-id-form';
import { ResetPasswordPanel } from '../components/reset-password-panel';
import { ResetRequestForm } from '../components/reset-request-form';

/** /findid/id and /findid/password as two tabs; /findid/reset?token=… sets the new password of an e-mailed link. */
export default function FindAccountPage() {
  const { t } = useTranslation('auth');
  const { tab } = useParams();
  const [params] = useSearchParams();

  if (tab === 'reset') return <ResetPasswordPanel token={params.get('token') ?? ''} />;
  if (!ACCOUNT_TABS.includes(tab as AccountTab)) return <Navigate to="/findid/id" replace />;
  const current = tab as AccountTab;

  return (
    <AuthCard title={t('findAccount.title')}>
      <AccountTabs current={current} />
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} className="pt-6">
        {current === 'id' ? <FindIdForm key="id" /> : <ResetRequestForm key="password" />}
      </div>
    </AuthCard>
  );
}
