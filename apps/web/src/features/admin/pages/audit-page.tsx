import { useTranslation } from 'react-i18next';
import { AdminPage } from '../components/admin-page';
import { AuditLog } from '../components/audit-log';

/** /admin/audit: who approved, changed, deleted, logged in or failed to, when and from where. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('audit.title')} lead={t('audit.lead')}>
      <AuditLog scope="building" />
    </AdminPage>
  );
}
