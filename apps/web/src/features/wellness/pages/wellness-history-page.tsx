import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { WELLNESS_HISTORY_TABS } from '@tea/shared/reservations/amenity-policies';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ServicePage } from '../../../shared/ui/service-page';
import { Tabs } from '../../../shared/ui/tabs';
import { useListParams } from '../../../shared/use-list-params';
import { WELLNESS_HISTORY_TAB_PAGES, type WellnessHistoryTab } from '../history-tabs';

const KEYS = ['tab'] as const;
/** The spec's tabs (gx, pt, locker, basket, seat); golf has its own page. */
const TABS = WELLNESS_HISTORY_TABS.filter((tab) => tab !== 'golf');

/** A tab whose list a later change builds: said so, with the service center's number. */
function Preparing() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line bg-white p-6 text-center">
      <p className="font-semibold text-navy-900">{t('preparing.title')}</p>
      <p className="mt-2 text-sm text-muted">{t('preparing.message')}</p>
      <a href={`tel:${SERVICE_PHONE}`} className="mt-4 inline-flex min-h-11 items-center font-bold text-navy-800 underline">
        {t('preparing.call', { phone: SERVICE_PHONE })}
      </a>
    </div>
  );
}

/**
 * /my-page/wellness-reservation-history?tab=gx|pt|locker|basket|seat: the person's wellness
 * registrations, sessions and rentals, a tab each (history-tabs.ts says which are built).
 */
export default function WellnessHistoryPage() {
  const { t } = useTranslation('rentals');
  const { filters, setFilters } = useListParams(KEYS);
  const tab: WellnessHistoryTab = TABS.find((x) => x === filters.tab) ?? TABS[0]!;
  const page = WELLNESS_HISTORY_TAB_PAGES[tab];
  const Tab = page?.component;
  return (
    <ServicePage title={t('history.title')} lead={t('history.lead')} wide>
      <Tabs
        label={t('history.tabsLabel')}
        tabs={TABS.map((id) => ({ id, label: t(WELLNESS_HISTORY_TAB_PAGES[id]?.label ?? `rentals:history.tabs.${id}`) }))}
        current={tab}
        onChoose={(id) => setFilters({ tab: id })}
        panelId="wellness-history-panel"
      />
      <div id="wellness-history-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <Suspense fallback={<PageLoading />}>{Tab ? <Tab key={tab} tab={tab} /> : <Preparing />}</Suspense>
      </div>
    </ServicePage>
  );
}
