import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** Any path without a route (every route of the spec has its page since issue 17). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="404" title={t('error.notFoundTitle')} message={t('error.notFoundMessage')} />;
}
