import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../shared/storage';
import { showErrorToast } from '../../shared/toast';
import { outcomeHistory } from './outcome-history';

/**
 * A submission the API did not answer, even sent again (decision 0048): a toast that stays until
 * closed, saying so in the reader's language, with a link to where its outcome shows.
 */
export function useOutcomeUnknownToast(): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    const history = outcomeHistory(window.location.pathname, storage.get('accessToken') !== null);
    showErrorToast(t('errors:OUTCOME_UNKNOWN'), {
      toastId: 'outcome-unknown',
      position: 'top-right',
      autoClose: false,
      ...(history && { link: { href: history, label: t('errors:SEE_HISTORY') } }),
    });
  }, [t]);
}
