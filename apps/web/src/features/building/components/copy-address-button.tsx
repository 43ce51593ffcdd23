import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the address to the clipboard and says so (or says it could not). */
export function CopyAddressButton({ address, onDark = false }: { address: string; onDark?: boolean }) {
  const { t } = useTranslation('building');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void copy()}
        className={`inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold ${onDark ? 'bg-white text-navy-900 hover:bg-navy-50' : 'bg-navy-900 text-white hover:bg-navy-800'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
        {t('location.copy')}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={`text-sm font-medium ${onDark ? 'text-white' : state === 'failed' ? 'text-danger' : 'text-navy-700'}`}
      >
        {state === 'copied' && t('location.copied')}
        {state === 'failed' && t('location.copyFailed')}
      </p>
    </div>
  );
}
