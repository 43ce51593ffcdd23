import type { EventApplicationViewStatus } from '@tea/shared/events/event.rules';
import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-navy-50 text-navy-900 border-line',
  good: 'bg-[#eef8f2] text-[#17603c] border-[#1f7a4d]/30',
  warn: 'bg-[#fff6e5] text-[#7a4b00] border-[#b7791f]/30',
  bad: 'bg-[#fdf1f0] text-danger border-danger/30',
  /** Over and done with (cancelled): grey and dashed, so it never reads as a button. */
  muted: 'bg-[#f3f4f6] text-[#4b5563] border-dashed border-[#9ca3af]',
} as const;

export type Tone = keyof typeof TONES;

/**
 * A status, written as a state ("Cancelled", "취소됨"), never as an action: a non-interactive chip whose
 * colour repeats what the text says (DESIGN.md §10 StatusChip). On a phone a long one ("Waiting for
 * approval") wraps rather than push the page sideways; from `sm` up it keeps to one line.
 */
export function StatusChip({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold select-none sm:whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** The chip colour of each event application status (decision 0055: unconfirmed waits, expired is over). */
export const EVENT_APPLICATION_TONES: Record<EventApplicationViewStatus, Tone> = {
  unconfirmed: 'warn',
  expired: 'muted',
  confirmed: 'good',
  waitlisted: 'neutral',
  cancelled: 'muted',
};

/** The chip colour of each reservation status, the same for tenants and the back office. */
export const RESERVATION_TONES: Record<
  'pending' | 'confirmed' | 'waitlisted' | 'cancelled' | 'rejected' | 'completed' | 'no_show',
  Tone
> = {
  pending: 'warn',
  confirmed: 'good',
  waitlisted: 'neutral',
  cancelled: 'muted',
  rejected: 'bad',
  completed: 'neutral',
  no_show: 'bad',
};
