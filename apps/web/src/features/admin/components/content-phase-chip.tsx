import type { ContentPhase } from '@tea/shared/content/content.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip, type Tone } from '../../../shared/ui/status-chip';

const TONES: Record<ContentPhase, Tone> = {
  draft: 'neutral',
  scheduled: 'warn',
  live: 'good',
  ended: 'muted',
  archived: 'muted',
};

/** A content item's state at this moment: draft, scheduled, live, ended (its window passed) or archived. */
export function ContentPhaseChip({ phase }: { phase: ContentPhase }) {
  const { t } = useTranslation('content');
  return <StatusChip tone={TONES[phase]}>{t(`admin.phases.${phase}`)}</StatusChip>;
}
