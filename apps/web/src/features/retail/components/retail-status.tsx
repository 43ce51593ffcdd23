import { useTranslation } from 'react-i18next';

/** Loading and error states of the mall's requests; the error offers a retry. */
export function RetailStatus({ isPending, isError, onRetry }: { isPending: boolean; isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('retail');
  if (isPending) {
    return (
      <div className="grid min-h-48 place-items-center" role="status" aria-live="polite">
        <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
        <span className="sr-only">{t('status.loading')}</span>
      </div>
    );
  }
  if (!isError) return null;
  return (
    <div role="alert" className="rounded-xl border border-line bg-navy-50 p-6 text-center">
      <p className="font-semibold text-navy-900">{t('status.error')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800"
      >
        {t('status.retry')}
      </button>
    </div>
  );
}
