import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredUser } from '../../shared/session';
import { LanguageSelect } from './language-select';
import { MENU, visibleEntries } from './menu';
import { useLogout } from './use-logout';

/**
 * What the phone menu holds (loaded when it first opens): language, the five groups and the
 * account's links. Opened by keyboard before it arrived, the dialog itself had the focus: it moves
 * to the close button, where the dialog would have put it.
 */
export function MobileMenuPanel({ user, close }: { user: StoredUser | null; close: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = closeButton.current?.closest('dialog');
    if (document.activeElement === dialog || document.activeElement === document.body) closeButton.current?.focus();
  }, []);

  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <LanguageSelect />
        <button
          type="button"
          onClick={close}
          className="grid h-10 w-10 place-items-center rounded-md text-navy-900"
          aria-label={t('header.closeMenu')}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <nav aria-label={t('header.mainMenu')} className="px-4 py-4">
        {MENU.map((group) => (
          <section key={group.id} className="border-b border-line py-3">
            <h2 className="mb-1 text-sm font-bold text-navy-900">{t(group.label)}</h2>
            <ul>
              {visibleEntries(group, user !== null).map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} onClick={close} className="block py-2 text-[15px] text-ink">
                    {t(entry.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="flex flex-col gap-2 px-4 pb-8">
        {user ? (
          <>
            <Link to="/member-qr" className="rounded-md border border-line px-4 py-3 text-center font-semibold text-navy-900">
              {t('header.memberQr')}
            </Link>
            <Link to="/my-page" className="rounded-md border border-line px-4 py-3 text-center font-semibold text-navy-900">
              {t('header.myPage')}
            </Link>
            {user.role === 'tenant_manager' && (
              <Link
                to="/tenant-manager/employee-management"
                className="rounded-md border border-line px-4 py-3 text-center font-semibold text-navy-900"
              >
                {t('header.employeeManagement')}
              </Link>
            )}
            {user.role === 'building_manager' && (
              <Link to="/admin" className="rounded-md border border-line px-4 py-3 text-center font-semibold text-navy-900">
                {t('header.backOffice')}
              </Link>
            )}
            <button type="button" onClick={logout} className="rounded-md bg-navy-900 px-4 py-3 font-semibold text-white">
              {t('header.logout')}
            </button>
          </>
        ) : (
          <Link to="/login" className="rounded-md bg-navy-900 px-4 py-3 text-center font-semibold text-white">
            {t('header.login')}
          </Link>
        )}
      </div>
    </>
  );
}
