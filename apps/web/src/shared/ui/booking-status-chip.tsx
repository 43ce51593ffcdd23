import { displayStatus, type DisplayStatus, type StatusFacts } from '@tea/shared/reservations/display-status';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from './status-chip';

/** The chip colour of each shown status (decision 0064): what holds is green, what is over grey, what went wrong red. */
export const DISPLAY_TONES: Record<DisplayStatus, Tone> = {
  pending: 'warn',
  waitlisted: 'neutral',
  confirmed: 'good',
  inUse: 'good',
  finished: 'neutral',
  cancelled: 'muted',
  rejected: 'bad',
  noShow: 'bad',
  suspended: 'warn',
};

/**
 * A booking's status in the one vocabulary every history tab and the back office use (decision 0064):
 * derived from its stored status and the time now (`now`, for tests; else the clock). `label`
 * replaces the text where a list says more (a place on a waiting list), keeping the colour.
 */
export function BookingStatusChip({ facts, now, label }: { facts: StatusFacts; now?: Date; label?: string }) {
  const { t } = useTranslation('reservations');
  const shown = displayStatus(facts, now ?? new Date());
  return <StatusChip tone={DISPLAY_TONES[shown]}>{label ?? t(`status.${shown}`)}</StatusChip>;
}
