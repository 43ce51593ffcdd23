import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '../../../shared/login-required';
import { ServicePage } from '../../../shared/ui/service-page';
import { Tabs } from '../../../shared/ui/tabs';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { IncomingTransfers } from '../components/membership-actions';
import { PreparingTab } from '../components/preparing-tab';
import { WELLNESS_HISTORY, type WellnessHistoryTab } from '../history-tabs';

const TABS = Object.keys(WELLNESS_HISTORY) as WellnessHistoryTab[];
const isTab = (value: string | null): value is WellnessHistoryTab => TABS.includes(value as WellnessHistoryTab);

/** /my-page/wellness-reservation-history?tab=gx|pt|locker|basket|seat|golf: the person's wellness reservations, a tab per service (history-tabs.ts). */
function WellnessHistory() {
  const { t } = useTranslation('wellness');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = isTab(asked) ? asked : TABS[0]!;
  const List = WELLNESS_HISTORY[tab].component;
  return (
    <ServicePage title={t('history.title')} lead={t('history.lead')} wide>
      <div className="mb-6 empty:hidden">
        <IncomingTransfers />
      </div>
      <Tabs
        label={t('history.tabsLabel')}
        tabs={TABS.map((id) => ({ id, label: t(WELLNESS_HISTORY[id].label) }))}
        current={tab}
        onChoose={(id) => setParams({ tab: id }, { replace: true })}
        panelId="wellness-history-panel"
      />
      <div id="wellness-history-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4 space-y-4">
        {List ? (
          <Suspense fallback={<p className="text-muted">{t('common:loading')}</p>}>
            <List key={tab} tab={tab} />
          </Suspense>
        ) : (
          <PreparingTab />
        )}
      </div>
    </ServicePage>
  );
}

export default function WellnessHistoryPage() {
  const { t } = useTranslation('wellness');
  return (
    <LoginRequired>
      <TenantStaffOnly
        title={t('history.title')}
        office={{ text: t('history.staffOnly'), to: '/admin/wellness', label: t('history.office') }}
      >
        <WellnessHistory />
      </TenantStaffOnly>
    </LoginRequired>
  );
}
