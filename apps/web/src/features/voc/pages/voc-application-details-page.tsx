import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../shared/login-required';
import { ServicePage } from '../../../shared/ui/service-page';
import { ComplaintList } from '../components/complaint-list';
import { OfficeNote, useIsOffice } from '../components/office-note';

/** /my-page/voc-application-details: the person's VOC history, one section per kind of application. */
function VocApplicationDetails() {
  const { t } = useTranslation('voc');
  return (
    <ServicePage title={t('myPage.heading')} wide>
      <section aria-labelledby="voc-complaints" className="space-y-4">
        <h2 id="voc-complaints" className="text-xl font-bold text-navy-900">
          {t('myPage.complaints')}
        </h2>
        {useIsOffice() ? <OfficeNote /> : <ComplaintList caption={t('list.caption')} filters />}
      </section>
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
