import type { PtPackageState, PtSessionState } from '@tea/shared/wellness/pt.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from '../ui/status-chip';

const PACKAGE_TONES: Record<PtPackageState, Tone> = {
  notStarted: 'warn',
  active: 'good',
  usedUp: 'muted',
  expired: 'muted',
  withdrawn: 'muted',
};
const SESSION_TONES: Record<PtSessionState, Tone> = { booked: 'good', locked: 'warn', used: 'neutral', cancelled: 'muted' };

/** A package's state as a chip. */
export function PtPackageStateChip({ state }: { state: PtPackageState }) {
  const { t } = useTranslation('pt');
  return <StatusChip tone={PACKAGE_TONES[state]}>{t(`packageStates.${state}`)}</StatusChip>;
}

/** A session's state as a chip. */
export function PtSessionStateChip({ state }: { state: PtSessionState }) {
  const { t } = useTranslation('pt');
  return <StatusChip tone={SESSION_TONES[state]}>{t(`sessionStates.${state}`)}</StatusChip>;
}
