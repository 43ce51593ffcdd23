import { WELLNESS_HISTORY_TABS } from '@tea/shared/reservations/amenity-policies';
import { lazy, type ComponentType } from 'react';

export type WellnessHistoryTab = (typeof WELLNESS_HISTORY_TABS)[number];

const lockerHistory = lazy(() => import('./components/locker-history'));

/**
 * The tabs of /my-page/wellness-reservation-history (spec §2), in the registry's order: each tab's
 * label (a `wellness:history.tabs.*` key) and the list it shows once its service is built (lazy, a
 * chunk of its own, given its tab: lockers and baskets share one list that takes the kind from it);
 * a tab without one shows the "being prepared" panel. A new service adds its entry.
 */
export const WELLNESS_HISTORY: Record<
  WellnessHistoryTab,
  { label: string; component: ComponentType<{ tab: WellnessHistoryTab }> | null }
> = {
  gx: { label: 'history.tabs.gx', component: lazy(() => import('./components/gx-history')) },
  pt: { label: 'history.tabs.pt', component: lazy(() => import('./components/pt-history')) },
  locker: { label: 'history.tabs.locker', component: lockerHistory },
  basket: { label: 'history.tabs.basket', component: lockerHistory },
  seat: { label: 'history.tabs.seat', component: lazy(() => import('./components/seat-history')) },
  golf: { label: 'history.tabs.golf', component: lazy(() => import('./components/golf-history')) },
};
