import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../shared/login-required';
import { useTenantStaff } from '../../../shared/session';
import { ServicePage } from '../../../shared/ui/service-page';
import { ComplaintList } from '../components/complaint-list';
import { ExtensionList } from '../components/extension-list';
import { OfficeNote } from '../components/office-note';

/** /my-page/voc-application-details: the person's VOC history, one section per kind of application. */
function VocApplicationDetails() {
  const { t } = useTranslation(['voc', 'extensions']);
  const office = !useTenantStaff();
  return (
    <ServicePage title={t('myPage.heading')} wide>
      <section aria-labelledby="voc-complaints" className="space-y-4">
        <h2 id="voc-complaints" className="text-xl font-bold text-navy-900">
          {t('myPage.complaints')}
        </h2>
        {office ? <OfficeNote queue="complaints" /> : <ComplaintList caption={t('list.caption')} filters />}
      </section>
      {!office && (
        <section aria-labelledby="voc-extensions" className="space-y-4">
          <h2 id="voc-extensions" className="text-xl font-bold text-navy-900">
            {t('extensions:list.heading')}
          </h2>
          <ExtensionList caption={t('extensions:list.caption')} filters />
        </section>
      )}
    </ServicePage>
  );
}

export default function VocApplicationDetailsPage() {
  return (
    <LoginRequired>
      <VocApplicationDetails />
    </LoginRequired>
  );
}
