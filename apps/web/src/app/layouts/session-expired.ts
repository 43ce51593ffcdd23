import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateFunction } from 'react-router';
import { storage } from '../../shared/storage';
import { showErrorToast } from '../../shared/toast';

export const SESSION_TOAST_MS = 2500;

/** 403 SESSION_EXPIRED (spec §7): a top-right toast for 2.5 s with a progress bar, clear local storage, go to /login. */
export function useSessionExpiredFlow(navigate: NavigateFunction): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    showErrorToast(t('session.expired'), {
      toastId: 'session-expired',
      position: 'top-right',
      autoClose: SESSION_TOAST_MS,
      hideProgressBar: false,
    });
    storage.clearAll();
    const here = window.location.pathname + window.location.search;
    void navigate(here.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(here)}`);
  }, [navigate, t]);
}
