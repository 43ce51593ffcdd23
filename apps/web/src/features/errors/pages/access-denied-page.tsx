import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** Logged in but not allowed: "Please contact your tenant master". The session is kept. */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="403" title={t('error.accessDeniedTitle')} message={t('error.accessDeniedMessage')} />;
}
