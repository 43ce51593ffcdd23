import type { ExtensionGroup } from '@tea/shared/voc/extension.rules';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../shared/login-required';
import { useTenantStaff } from '../../../shared/session';
import { ServicePage } from '../../../shared/ui/service-page';
import { ExtensionForm } from '../components/extension-form';
import { ExtensionRules } from '../components/extension-rules';
import { OfficeNote } from '../components/office-note';

/** /request-for-light-out and /request-for-heating-and-cooling: the rules, then the request form. */
export function ExtensionRequestPage({ group }: { group: ExtensionGroup }) {
  const { t } = useTranslation('extensions');
  return (
    <LoginRequired>
      <ServicePage title={t(`form.heading.${group}`)}>
        {useTenantStaff() ? (
          <div className="space-y-6">
            <ExtensionRules />
            <ExtensionForm group={group} />
          </div>
        ) : (
          <OfficeNote queue="extensions" />
        )}
      </ServicePage>
    </LoginRequired>
  );
}
