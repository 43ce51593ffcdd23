import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { StoredUser } from '../../shared/session';

/** The menu's content arrives when it first opens (a tap or a key away, asked for on the first touch of the button). */
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** The phone menu: a modal dialog (focus kept inside, Escape closes), usable by touch and keyboard. */
export function MobileMenu({ user, tone }: { user: StoredUser | null; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  // The menu's content exists only while it is open, so hidden duplicates of the header controls never linger.
  const [open, setOpen] = useState(false);
  useEffect(() => dialog.current?.close(), [pathname]);
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={show}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={`grid h-10 w-10 place-items-center rounded-md ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}
        aria-haspopup="dialog"
        aria-label={t('header.openMenu')}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-label={t('header.mainMenu')}
        onClose={() => setOpen(false)}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-white p-0 backdrop:bg-black/40"
      >
        {open && (
          <Suspense fallback={<p className="p-6 text-muted">{t('loading')}</p>}>
            <MobileMenuPanel user={user} close={() => dialog.current?.close()} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
}
