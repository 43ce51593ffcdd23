import { useTranslation } from 'react-i18next';

/** Shown while a page's code or texts load. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-screen place-items-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
