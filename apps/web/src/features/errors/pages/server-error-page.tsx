import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/** The error boundary's screen, also shown for a 500 from the API: "Server Error" / "Unknown Server Error occurred." */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (error) console.warn('Route error', error);
  }, [error]);
  return (
    <ErrorScreen
      code="500"
      title={t('error.serverTitle')}
      message={t('error.serverMessage')}
      action={
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md border border-line px-5 py-3 font-semibold text-navy-900"
        >
          {t('error.retry')}
        </button>
      }
    />
  );
}
