import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../shared/session';
import { PageLoading } from '../../../shared/ui/page-loading';
import { groupOf, navSections } from '../admin-sections';
import { useAdminSummary } from '../api';

/**
 * /admin/*: the back office of building managers. A side navigation (a scrolling row on phones)
 * and the section pages (child routes in the app's route table), each loaded on demand. Who may enter is decided by the server: anyone
 * else's first call gets 403 ACCESS_DENIED and the shell shows the access-denied screen.
 */
export default function AdminArea() {
  const { user } = useSession();
  if (user?.role !== 'building_manager') return <AccessProbe />;
  return <AdminShell />;
}

/** Not a building manager by the stored values: ask the server anyway (it decides), showing nothing of the back office meanwhile. */
function AccessProbe() {
  useAdminSummary();
  return <PageLoading />;
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the sections are a row that scrolls sideways: keep the current one in view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const row = list.current;
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8 lg:px-8 lg:py-10">
      <nav
        aria-label={t('nav.label')}
        className="-mx-4 mb-6 border-b border-line lg:mx-0 lg:mb-0 lg:w-52 lg:shrink-0 lg:border-b-0"
      >
        <p className="hidden px-3 pb-3 text-xs font-bold tracking-widest text-gold-700 uppercase lg:block">{t('title')}</p>
        <ul ref={list} className="relative flex gap-1 overflow-x-auto px-4 pb-2 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
          {navSections().map((section) => {
            const to = section.path ? `/admin/${section.path}` : '/admin';
            const here = pathname.replace(/\/+$/, '') || '/';
            const group = groupOf(section);
            const current =
              here === to || (group !== undefined && (here === `/admin/${group}` || here.startsWith(`/admin/${group}/`)));
            return (
              <li key={section.path} className="shrink-0">
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center rounded-md px-3 text-[15px] whitespace-nowrap ${
                    current ? 'bg-navy-900 font-bold text-white' : 'text-navy-900 hover:bg-navy-50'
                  }`}
                >
                  {t(section.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
