import { WELLNESS_HISTORY_TABS } from '@tea/shared/reservations/amenity-policies';
import { lazy, type ComponentType } from 'react';

export type WellnessHistoryTab = (typeof WELLNESS_HISTORY_TABS)[number];

/**
 * The tabs of /my-page/wellness-reservation-history (spec §2), in the registry's order: each tab's
 * label (a `wellness:history.tabs.*` key) and the list it shows once its service is built (lazy, a
 * chunk of its own); a tab without one shows the "being prepared" panel. A new service adds its entry.
 */
export const WELLNESS_HISTORY: Record<WellnessHistoryTab, { label: string; component: ComponentType | null }> = {
  gx: { label: 'history.tabs.gx', component: lazy(() => import('./components/gx-history')) },
  pt: { label: 'history.tabs.pt', component: null },
  locker: { label: 'history.tabs.locker', component: null },
  basket: { label: 'history.tabs.basket', component: null },
  seat: { label: 'history.tabs.seat', component: null },
  golf: { label: 'history.tabs.golf', component: null },
};
