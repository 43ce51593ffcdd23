import { useTranslation } from 'react-i18next';
import { ServicePage } from '../../../shared/ui/service-page';
import { AuditLog } from '../components/audit-log';

/**
 * /tenant-manager/audit-log: the company's audit log, the tenant manager's own company only
 * (decision 0031). It lives beside the building manager's log, whose table it shares.
 */
export default function CompanyAuditPage() {
  const { t } = useTranslation(['admin', 'tenantManager']);
  return (
    <ServicePage eyebrow={t('tenantManager:eyebrow')} title={t('audit.companyTitle')} lead={t('audit.companyLead')} wide>
      <AuditLog scope="company" />
    </ServicePage>
  );
}
