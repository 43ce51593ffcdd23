import { WELLNESS_HISTORY_TABS } from '@tea/shared/reservations/amenity-policies';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type WellnessHistoryTab = (typeof WELLNESS_HISTORY_TABS)[number];

/** A built tab of the wellness history: its label (namespace:key) and the list it shows, loaded when chosen. */
export interface WellnessHistoryTabPage {
  label: string;
  component: LazyExoticComponent<ComponentType<{ tab: WellnessHistoryTab }>>;
}

const lockerHistory = lazy(() => import('./components/locker-history'));
const seatHistory = lazy(() => import('./components/seat-history'));

/**
 * The tabs of /my-page/wellness-reservation-history that are built, one line each (issue 15: GX, PT,
 * lockers, baskets, fitness seats); a tab of WELLNESS_HISTORY_TABS without a line shows that it is
 * being prepared. Lockers and baskets share one list that takes the kind from its tab.
 */
export const WELLNESS_HISTORY_TAB_PAGES: Partial<Record<WellnessHistoryTab, WellnessHistoryTabPage>> = {
  locker: { label: 'rentals:history.tabs.locker', component: lockerHistory },
  basket: { label: 'rentals:history.tabs.basket', component: lockerHistory },
  seat: { label: 'rentals:history.tabs.seat', component: seatHistory },
};
