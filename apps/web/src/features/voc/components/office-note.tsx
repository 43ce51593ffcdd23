import { useTranslation } from 'react-i18next';
import { NoticeWithLink } from '../../../shared/ui/notice-with-link';

type Queue = 'complaints' | 'extensions';

/**
 * What the building office is told where tenants file and list their VOC requests: who files them, and
 * the way to its queue in the back office (complaints, or the lights-out and heating/cooling extensions).
 */
export function useOfficeNote(queue: Queue): { text: string; to: string; label: string } {
  const { t } = useTranslation(queue === 'complaints' ? 'voc' : 'extensions');
  return {
    text: t('office.note'),
    to: queue === 'complaints' ? '/admin/voc' : '/admin/voc/extensions',
    label: t('office.open'),
  };
}

/** The office's note as a notice with its link (a tab or list the office has none of). */
export function OfficeNote({ queue }: { queue: Queue }) {
  return <NoticeWithLink {...useOfficeNote(queue)} />;
}
