import type { PassState, VisitStatus } from '@tea/shared/visitors/visit.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';

/** The chip colour of each visit status: waiting amber, approved green, rejected red, cancelled grey, arrived neutral. */
export const VISIT_TONES: Record<VisitStatus, Tone> = {
  pending: 'warn',
  approved: 'good',
  rejected: 'bad',
  cancelled: 'muted',
  checked_in: 'neutral',
};

/** What a pass says now: open at the gate green, not yet open amber, refused red, over or withdrawn grey. */
export const PASS_TONES: Record<PassState, Tone> = {
  valid: 'good',
  checkedIn: 'neutral',
  notYet: 'warn',
  expired: 'muted',
  pending: 'warn',
  rejected: 'bad',
  cancelled: 'muted',
};

/** A visit's status in words of its own (never an action): 승인 대기 / Waiting for approval, … */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  const { t } = useTranslation('visitors');
  return <StatusChip tone={VISIT_TONES[status]}>{t(`status.${status}`)}</StatusChip>;
}

/** A pass's state now: 유효 / Valid, 아직 열리지 않음 / Not yet open, … */
export function PassStateChip({ state }: { state: PassState }) {
  const { t } = useTranslation('visitors');
  return <StatusChip tone={PASS_TONES[state]}>{t(`pass.states.${state}`)}</StatusChip>;
}
