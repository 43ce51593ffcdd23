import type { ExtensionStatus } from '@tea/shared/voc/extension.rules';
import { useTranslation } from 'react-i18next';
import { StatusChip } from './status-chip';

const TONES = { requested: 'warn', approved: 'good', rejected: 'bad', cancelled: 'muted' } as const;

/** A lights-out or heating/cooling extension's status as a chip, in the page's language. */
export function ExtensionStatusChip({ status }: { status: ExtensionStatus }) {
  const { t } = useTranslation('extensions');
  return <StatusChip tone={TONES[status]}>{t(`statuses.${status}`)}</StatusChip>;
}
