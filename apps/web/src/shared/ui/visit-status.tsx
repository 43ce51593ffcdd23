import type { PassState, VisitStatus } from '@tea/shared/visitors/visit.rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from './status-chip';

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

const BANNER = {
  good: 'border-[#1f7a4d]/40 bg-[#eef8f2] text-[#17603c]',
  warn: 'border-[#b7791f]/40 bg-[#fff6e5] text-[#7a4b00]',
  bad: 'border-danger/40 bg-[#fdf1f0] text-danger',
  muted: 'border-dashed border-[#9ca3af] bg-[#f3f4f6] text-[#374151]',
  neutral: 'border-line bg-white text-navy-900',
} as const;

/** A pass's state in large words and what it means (valid, not yet open, expired, checked in, pending, rejected, cancelled). */
export function PassStateBanner({ state, children }: { state: PassState; children?: ReactNode }) {
  const { t } = useTranslation('visitors');
  return (
    <div role="status" className={`mt-5 rounded-2xl border-2 px-5 py-4 ${BANNER[PASS_TONES[state]]}`}>
      <p className="text-2xl font-extrabold">{t(`pass.states.${state}`)}</p>
      <p className="mt-1 text-[15px]">{t(`pass.explain.${state}`)}</p>
      {children}
    </div>
  );
}
