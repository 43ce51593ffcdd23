import type { ComplaintStatus } from '@tea/shared/voc/complaint.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip } from './status-chip';

const TONES = { received: 'warn', in_progress: 'neutral', answered: 'good', resolved: 'muted', reopened: 'bad' } as const;

/** A complaint's status as a chip, in the page's language. */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('voc');
  return <StatusChip tone={TONES[status]}>{t(`statuses.${status}`)}</StatusChip>;
}
