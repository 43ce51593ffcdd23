import { historyPathOfWellnessTab } from '@tea/shared/reservations/amenity-policies';
import { Navigate, useSearchParams } from 'react-router';

/**
 * /my-page/wellness-reservation-history?tab=…: the wellness history joined the one history (decision
 * 0064); its address, bookmarked or in a notice already sent, opens the same tab there.
 */
export default function WellnessHistoryRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={historyPathOfWellnessTab(params.get('tab'))} replace />;
}
