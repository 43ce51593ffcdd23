import type { ExtensionGroup } from '@tea/shared/voc/extension.rules';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../shared/login-required';
import { ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { ExtensionForm } from '../components/extension-form';
import { ExtensionRules } from '../components/extension-rules';
import { useOfficeNote } from '../components/office-note';

/** /request-for-light-out and /request-for-heating-and-cooling: the rules, then the request form. */
export function ExtensionRequestPage({ group }: { group: ExtensionGroup }) {
  const { t } = useTranslation('extensions');
  const title = t(`form.heading.${group}`);
  return (
    <LoginRequired>
      <TenantStaffOnly title={title} office={useOfficeNote('extensions')}>
        <ServicePage title={title}>
          <div className="space-y-6">
            <ExtensionRules />
            <ExtensionForm group={group} />
          </div>
        </ServicePage>
      </TenantStaffOnly>
    </LoginRequired>
  );
}
