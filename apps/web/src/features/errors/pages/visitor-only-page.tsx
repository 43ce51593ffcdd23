import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** A visitor on a member-only page: "Please Log-Out". */
export function VisitorOnlyPage({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="!"
      title={t('error.visitorOnlyTitle')}
      message={t('error.visitorOnlyMessage')}
      action={
        <button type="button" onClick={onLogout} className="rounded-md border border-line px-5 py-3 font-semibold text-navy-900">
          {t('header.logout')}
        </button>
      }
    />
  );
}
