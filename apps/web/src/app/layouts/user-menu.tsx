import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredUser } from '../../shared/session';
import { useHeaderPopup } from './use-header-popup';
import { useLogout } from './use-logout';

/** The logged-in name menu (My Page, Log out) and the QR shortcut to the member QR. */
export function UserMenu({ user, tone }: { user: StoredUser; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { open, setOpen, id, container } = useHeaderPopup();
  const logout = useLogout();

  const text = tone === 'light' ? 'text-white' : 'text-navy-900';
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/member-qr"
        className={`grid h-9 w-9 place-items-center rounded-md ${text} hover:bg-white/10`}
        aria-label={t('header.memberQr')}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
          <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v4h-4v-2h2zm0-4h2v2h-2z" />
        </svg>
      </Link>
      <div className="relative" {...container}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className={`h-9 whitespace-nowrap rounded-md px-3 text-sm font-semibold ${text}`}
        >
          {t('header.userName', { name: user.name })}
        </button>
        <ul
          id={id}
          hidden={!open}
          className="absolute right-0 top-full z-40 mt-1 w-48 rounded-lg border border-line bg-white py-2 shadow-lg"
        >
          <li>
            <Link to="/my-page" className="block px-4 py-2 text-sm text-ink hover:bg-navy-50">
              {t('header.myPage')}
            </Link>
          </li>
          {user.role === 'tenant_manager' && (
            <li>
              <Link to="/tenant-manager/employee-management" className="block px-4 py-2 text-sm text-ink hover:bg-navy-50">
                {t('header.employeeManagement')}
              </Link>
            </li>
          )}
          {user.role === 'building_manager' && (
            <li>
              <Link to="/admin" className="block px-4 py-2 text-sm text-ink hover:bg-navy-50">
                {t('header.backOffice')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={logout} className="block w-full px-4 py-2 text-left text-sm text-ink hover:bg-navy-50">
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
