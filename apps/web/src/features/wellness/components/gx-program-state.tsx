import type { GxProgram } from '@tea/shared/wellness/gx.schema';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useGxFormat } from '../../../shared/gx/gx-format';

/** Whether a program takes no one more: its places and its waiting list are both full. */
export const isFull = (p: GxProgram) => p.registered >= p.capacity && p.waitlisted >= p.waitlistLength;

/**
 * Whether the person may ask for a place now: not already in, the program running and its window
 * open (a full line still may: the answer says so). Otherwise the program's page only shows it.
 */
export const canRegister = (p: GxProgram) => !p.mine && p.status !== 'cancelled' && !!p.registration?.open;

/** Where a program stands for the person: their own registration, cancelled, closed, full, or open. */
export function GxProgramState({ program: p }: { program: GxProgram }) {
  const { t } = useGxFormat();
  if (p.mine) {
    return p.mine.status === 'registered' ? (
      <StatusChip tone="good">{t('gx.mine.registered')}</StatusChip>
    ) : (
      <StatusChip tone="warn">{t('gx.mine.waitlisted', { position: p.mine.position })}</StatusChip>
    );
  }
  if (p.status === 'cancelled') return <StatusChip tone="muted">{t('gx.cancelledProgram')}</StatusChip>;
  if (!p.registration?.open) return <StatusChip tone="muted">{t('gx.closed')}</StatusChip>;
  if (isFull(p)) return <StatusChip tone="bad">{t('gx.full')}</StatusChip>;
  return <StatusChip tone="neutral">{t('gx.openNow')}</StatusChip>;
}
