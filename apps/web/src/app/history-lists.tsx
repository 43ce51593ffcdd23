import type { HistoryTab } from '@tea/shared/reservations/amenity-policies';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ReservationList } from '../features/reservations/components/reservation-list';
import PtHistory from '../features/wellness/components/pt-history';

/** The one history's PT tab: the person's packages (each opens its page to book and move sessions), then the sessions booked. */
function PtHistoryTab() {
  const { t } = useTranslation('reservations');
  return (
    <div className="space-y-8">
      <PtHistory />
      <ReservationList amenity="pt" label={t('history.tabs.pt')} />
    </div>
  );
}

const lockerHistory = lazy(() => import('../features/wellness/components/locker-history'));

/**
 * The tabs of the one history (decision 0064) whose bookings have a list of their own rather than the
 * core's (reservation-list.tsx), each lazy, given its tab: GX registrations (kept beside the core,
 * decision 0026), PT packages with their sessions, fitness seats, locker and basket rentals (one list
 * that takes the kind from its tab, with each rental's page for suspending and transferring it) and
 * golf (bays and lessons together). Composed here, where features meet (they never import each other).
 */
export const OWN_HISTORY_LISTS: Partial<Record<HistoryTab, ComponentType<{ tab: HistoryTab }>>> = {
  fitness: lazy(() => import('../shared/gx/gx-registrations')),
  pt: PtHistoryTab,
  'fitness-seat': lazy(() => import('../features/wellness/components/seat-history')),
  locker: lockerHistory,
  basket: lockerHistory,
  golf: lazy(() => import('../features/wellness/components/golf-history')),
};

export { IncomingTransfers as HistoryHeader } from '../features/wellness/components/membership-actions';
