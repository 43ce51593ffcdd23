import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPreparing } from '../preparing-paths';
import PreparingPage from './preparing-page';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** Any path without a route: a spec route still to be built says it is being prepared; anything else is not found. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (isPreparing(pathname)) return <PreparingPage />;
  return <ErrorScreen code="404" title={t('error.notFoundTitle')} message={t('error.notFoundMessage')} />;
}
