import type { Tone } from '../../../shared/ui/status-chip';

/** The chip colour of each status the back office lists. */
export const STATUS_TONES: Record<string, Tone> = {
  pending: 'warn',
  approved: 'good',
  active: 'good',
  sent: 'good',
  rejected: 'bad',
  suspended: 'bad',
  failed: 'bad',
  dead: 'bad',
  sending: 'neutral',
  kept: 'warn',
  queued: 'neutral',
  recorded: 'neutral',
};
