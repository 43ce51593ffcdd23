import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> | <app title>" in the current language. */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation();
  const app = t('appTitle');
  useEffect(() => {
    document.title = page ? `${page} | ${app}` : app;
  }, [page, app]);
}
