import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import { LinkButton } from '../../../shared/ui/link-button';

/** Whether the person works the complaints in the back office (files none of their own). */
export function useIsOffice(): boolean {
  return useSession().user?.role === 'building_manager';
}

/** What the building office sees where tenants file and list complaints: the way to the queue. */
export function OfficeNote() {
  const { t } = useTranslation('voc');
  return (
    <div className="space-y-4 rounded-lg border border-line bg-white p-6">
      <p className="text-[15px] text-ink">{t('office.note')}</p>
      <LinkButton to="/admin/voc">{t('office.open')}</LinkButton>
    </div>
  );
}
