import { useTranslation } from 'react-i18next';
import { NoticeWithLink } from '../../../shared/ui/notice-with-link';

/**
 * What the building office sees where tenants file and list their VOC requests: who files them, and
 * the way to its queue in the back office (complaints, or the lights-out and heating/cooling extensions).
 */
export function OfficeNote({ queue }: { queue: 'complaints' | 'extensions' }) {
  const { t } = useTranslation(queue === 'complaints' ? 'voc' : 'extensions');
  return (
    <NoticeWithLink
      text={t('office.note')}
      to={queue === 'complaints' ? '/admin/voc' : '/admin/voc/extensions'}
      label={t('office.open')}
    />
  );
}
