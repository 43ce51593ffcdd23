import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { ErrorScreen } from '../../../shared/ui/error-screen';

/**
 * The error boundary's screen, also shown for a 500 from the API: "Server Error" / "Unknown Server
 * Error occurred."; when the API was away or not answering (a 503, a proxy's page), that the service
 * is busy and to try again (decision 0048).
 */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (error) console.warn('Route error', error);
  }, [error]);
  const busy = error instanceof ApiError && error.code === 'SERVICE_UNAVAILABLE';
  return (
    <ErrorScreen
      code={busy ? '503' : '500'}
      title={t(busy ? 'error.busyTitle' : 'error.serverTitle')}
      message={busy ? error.message : t('error.serverMessage')}
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
