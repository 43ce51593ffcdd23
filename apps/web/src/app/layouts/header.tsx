import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession, type StoredUser } from '../../shared/session';
import { Logo } from '../../shared/ui/logo';
import { LanguageSelect } from './language-select';
import { MENU } from './menu';
import { MobileMenu } from './mobile-menu';
import { NavGroup } from './nav-group';
import { STICKY_AFTER_PX } from './use-shell-effects';

/** Loaded only for someone logged in: anonymous visitors' pages carry none of them. */
const LazyBell = lazy(async () => ({ default: (await import('./notification-bell')).NotificationBell }));
const LazyUserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

function NotificationBell({ tone }: { tone: 'dark' | 'light' }) {
  return (
    <Suspense fallback={<span className="inline-block h-9 w-9" aria-hidden="true" />}>
      <LazyBell tone={tone} />
    </Suspense>
  );
}

/** The member QR shortcut and the name menu, in the space they take (no shift when they arrive). */
function UserMenu({ user, tone }: { user: StoredUser; tone: 'dark' | 'light' }) {
  return (
    <Suspense fallback={<span className="inline-block h-9 w-28" aria-hidden="true" />}>
      <LazyUserMenu user={user} tone={tone} />
    </Suspense>
  );
}

function useStuck(): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const onScroll = () => setStuck(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return stuck;
}

/**
 * The back office's own bar: the wordmark (to the portal), what this is, language and the name menu.
 * No public menu: the back office has its side navigation (features/admin).
 */
function AdminBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="border-b border-line bg-white" data-variant="admin">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-navy-900"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" className="shrink-0" aria-label={t('header.home')}>
            <Logo tone="dark" />
          </Link>
          <span className="hidden truncate border-l border-line pl-3 text-sm font-bold text-navy-900 sm:inline">
            {t('header.backOffice')}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <LanguageSelect tone="dark" />
          {user && <NotificationBell tone="dark" />}
          {user && <UserMenu user={user} tone="dark" />}
        </div>
      </div>
    </header>
  );
}

/** The site header: five menu groups, language, login or the name menu; sticky after 100 px of scroll. */
export function Header({ variant }: { variant: 'default' | 'white' | 'admin' }) {
  if (variant === 'admin') return <AdminBar />;
  return <SiteHeader variant={variant} />;
}

function SiteHeader({ variant }: { variant: 'default' | 'white' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const stuck = useStuck();
  const tone = variant === 'white' ? 'dark' : 'light';
  const bar = variant === 'white' ? 'bg-white border-b border-line' : 'bg-navy-900';

  return (
    <header className="h-16" data-variant={variant}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-navy-900"
      >
        {t('header.skipToContent')}
      </a>
      <div
        data-testid="header-bar"
        data-sticky={stuck}
        className={`${bar} inset-x-0 top-0 z-30 ${stuck ? 'fixed shadow-md' : 'relative'}`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:px-8">
          <Link to="/" className="shrink-0" aria-label={t('header.home')}>
            <Logo tone={tone} />
          </Link>
          <nav aria-label={t('header.mainMenu')} className="hidden lg:block">
            <ul className="flex items-center">
              {MENU.map((group) => (
                <NavGroup key={group.id} group={group} loggedIn={user !== null} tone={tone} />
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 lg:flex">
            <LanguageSelect tone={tone} />
            {user && <NotificationBell tone={tone} />}
            {user ? (
              <UserMenu user={user} tone={tone} />
            ) : (
              <Link
                to="/login"
                className={`inline-flex h-9 items-center rounded-md px-4 text-sm font-semibold ${tone === 'light' ? 'bg-white text-navy-900 hover:bg-navy-50' : 'bg-navy-900 text-white hover:bg-navy-800'}`}
              >
                {t('header.login')}
              </Link>
            )}
          </div>
          <div className="flex items-center gap-1 lg:hidden">
            {user && <NotificationBell tone={tone} />}
            <MobileMenu user={user} tone={tone} />
          </div>
        </div>
      </div>
    </header>
  );
}
