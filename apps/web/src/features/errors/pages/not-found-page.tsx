import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** Any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen code="404" title={t('error.notFoundTitle')} message={t('error.notFoundMessage')} />;
}
