import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-navy-50 text-navy-900 border-line',
  good: 'bg-[#eef8f2] text-[#17603c] border-[#1f7a4d]/30',
  warn: 'bg-[#fff6e5] text-[#7a4b00] border-[#b7791f]/30',
  bad: 'bg-[#fdf1f0] text-danger border-danger/30',
} as const;

export type Tone = keyof typeof TONES;

/** A small status label; the colour repeats what the text says. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

export const STATUS_TONES: Record<string, Tone> = {
  pending: 'warn',
  approved: 'good',
  active: 'good',
  sent: 'good',
  rejected: 'bad',
  suspended: 'bad',
  failed: 'bad',
  kept: 'warn',
  queued: 'neutral',
  recorded: 'neutral',
};
