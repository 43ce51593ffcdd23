import { AMENITY_HISTORY_TABS, amenityOfHistoryTab, type HistoryTab } from '@tea/shared/reservations/amenity-policies';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../shared/use-list-params';
import { ServicePage } from '../../../shared/ui/service-page';
import { Tabs } from '../../../shared/ui/tabs';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { ReservationList } from '../components/reservation-list';

const KEYS = ['tab'] as const;
const isTab = (value: string | undefined): value is HistoryTab => AMENITY_HISTORY_TABS.includes(value as HistoryTab);

/** What the app puts into the one history from other features: the tabs with lists of their own, and what goes above the tabs. */
export interface HistoryParts {
  lists: Partial<Record<HistoryTab, ComponentType<{ tab: HistoryTab }>>>;
  Header: ComponentType;
}

/**
 * /my-page/amenity-reservation-history?tab=…: the one history of the person's bookings of every kind
 * (decision 0064), a tab per registry tab, from conference rooms to golf; the old wellness history's
 * addresses lead here. A tab without a list of its own lists its kind's bookings of the core. Above
 * the tabs, `Header` (the memberships colleagues offer to hand over, decision 0029). The building
 * office, which books nothing of its own, is shown the way to the back office's reservations instead.
 */
export function historyPage({ lists, Header }: HistoryParts) {
  return function ReservationHistoryPage() {
    const { t } = useTranslation('reservations');
    const { filters, setFilters } = useListParams(KEYS);
    const tab = isTab(filters.tab) ? filters.tab : AMENITY_HISTORY_TABS[0];
    const OwnList = lists[tab];

    return (
      <TenantStaffOnly
        title={t('history.title')}
        office={{ text: t('history.staffOnly'), to: '/admin/reservations', label: t('history.office') }}
      >
        <ServicePage title={t('history.title')} lead={t('history.lead')} wide>
          <div className="mb-6 empty:hidden">
            <Header />
          </div>
          <Tabs
            label={t('history.tabsLabel')}
            tabs={AMENITY_HISTORY_TABS.map((id) => ({ id, label: t(`history.tabs.${id}`) }))}
            current={tab}
            onChoose={(id) => setFilters({ tab: id })}
            panelId="history-panel"
          />
          <div id="history-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="space-y-4">
            {OwnList ? (
              <Suspense fallback={<p className="text-muted">{t('common:loading')}</p>}>
                <OwnList key={tab} tab={tab} />
              </Suspense>
            ) : (
              <ReservationList key={tab} amenity={amenityOfHistoryTab(tab)} label={t(`history.tabs.${tab}`)} />
            )}
          </div>
        </ServicePage>
      </TenantStaffOnly>
    );
  };
}
