import {
  NAP_FREE_USES_PER_MONTH,
  NAP_ROOM,
  type NapStanding,
  type NapVerdict,
} from '@tea/shared/reservations/sleeping-room.policy';
import { useTranslation } from 'react-i18next';

/**
 * The nap room's one rule in words (decision 0059), the same on every screen that states it: the
 * intro, the member's and the back office's pass pages and the booking form; `cost` says what
 * `napVerdict` answered for a time (a refusal in the server's own words).
 */
export function useNapRule() {
  const { t } = useTranslation(['amenities', 'errors']);
  const figures = { free: NAP_ROOM.maxMinutes / NAP_ROOM.slotMinutes, max: NAP_ROOM.maxPaidMinutes / NAP_ROOM.slotMinutes };
  return {
    summary: t('amenities:napRule.summary', { free: NAP_FREE_USES_PER_MONTH, max: figures.max }),
    daily: t('amenities:napRule.daily'),
    length: t('amenities:napRule.length', figures),
    sold: t('amenities:napRule.sold'),
    bookedToday: t('amenities:napRule.bookedToday'),
    cost(verdict: NapVerdict, standing: NapStanding): string {
      if (!verdict.ok) return t(`errors:${verdict.reason}`);
      const counts = { free: standing.freeUsesLeft, count: verdict.sessions, left: standing.sessionsLeft };
      if (!verdict.freeHour) return t('amenities:napRule.pass', counts);
      return verdict.sessions === 0 ? t('amenities:napRule.free', counts) : t('amenities:napRule.freeAndPass', counts);
    },
  };
}
