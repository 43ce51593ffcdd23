import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '../../../shared/login-required';
import { useTenantStaff } from '../../../shared/session';
import { LinkButton } from '../../../shared/ui/link-button';
import { ServicePage } from '../../../shared/ui/service-page';
import { tabId, Tabs } from '../../../shared/ui/tabs';
import { ComplaintForm } from '../components/complaint-form';
import { ComplaintList } from '../components/complaint-list';
import { ExtensionsTab } from '../components/extensions-tab';
import { OfficeNote } from '../components/office-note';

const TABS = ['complaints', 'lights', 'hvac'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** /voc-home: the three VOC tabs (spec §4), each reachable by `?tab=`. */
function VocHome() {
  const { t } = useTranslation('voc');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'complaints';
  const office = !useTenantStaff();
  return (
    <ServicePage title={t('title')} wide>
      <Tabs
        label={t('title')}
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        current={tab}
        onChoose={(id) => setParams({ tab: id }, { replace: true })}
        panelId="voc-panel"
        idPrefix="voc"
      />
      <div id="voc-panel" role="tabpanel" aria-labelledby={tabId('voc', tab)}>
        {office ? (
          <OfficeNote queue={tab === 'complaints' ? 'complaints' : 'extensions'} />
        ) : tab === 'complaints' ? (
          <div className="grid gap-8 lg:grid-cols-2">
            <ComplaintForm />
            <section aria-labelledby="voc-recent" className="space-y-4">
              <h2 id="voc-recent" className="text-xl font-bold text-navy-900">
                {t('list.recent')}
              </h2>
              <ComplaintList caption={t('list.caption')} />
              <LinkButton variant="secondary" to="/my-page/voc-application-details">
                {t('list.viewAll')}
              </LinkButton>
            </section>
          </div>
        ) : (
          <ExtensionsTab kind={tab} />
        )}
      </div>
    </ServicePage>
  );
}

export default function VocHomePage() {
  return (
    <LoginRequired>
      <VocHome />
    </LoginRequired>
  );
}
