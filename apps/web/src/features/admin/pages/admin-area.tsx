import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../shared/session';
import { PageLoading } from '../../../shared/ui/page-loading';
import { navGroups } from '../admin-nav-groups';
import { groupOf, type AdminSection } from '../admin-sections';
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
  const menuId = useId();
  const [open, setOpen] = useState(false);
  // On a phone the menu is folded behind a button: a link followed folds it again.
  useEffect(() => setOpen(false), [pathname]);
  const here = pathname.replace(/\/+$/, '') || '/';
  const { top, groups } = navGroups();
  const isCurrent = (section: AdminSection) => {
    const to = section.path ? `/admin/${section.path}` : '/admin';
    const group = groupOf(section);
    return here === to || (group !== undefined && (here === `/admin/${group}` || here.startsWith(`/admin/${group}/`)));
  };
  const current = [...top, ...groups.flatMap((g) => g.sections)].find(isCurrent);
  const link = (section: AdminSection) => {
    const to = section.path ? `/admin/${section.path}` : '/admin';
    const currentOne = isCurrent(section);
    return (
      <li key={section.path}>
        <Link
          to={to}
          aria-current={currentOne ? 'page' : undefined}
          className={`flex min-h-11 items-center rounded-md px-3 text-[15px] ${
            currentOne ? 'bg-navy-900 font-bold text-white' : 'text-navy-900 hover:bg-navy-50'
          }`}
        >
          {t(section.label)}
        </Link>
      </li>
    );
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8 lg:px-8 lg:py-10">
      <nav aria-label={t('nav.label')} className="mb-6 lg:mb-0 lg:w-56 lg:shrink-0">
        <p className="hidden px-3 pb-3 text-xs font-bold tracking-widest text-gold-700 uppercase lg:block">{t('title')}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center justify-between rounded-md border border-line bg-white px-4 text-left text-[15px] font-semibold text-navy-900 lg:hidden"
        >
          <span>
            <span className="text-muted">{t('nav.menu')}</span> {current ? t(current.label) : ''}
          </span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        <div
          id={menuId}
          className={`${open ? 'block' : 'hidden'} mt-2 rounded-md border border-line bg-white p-2 lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0`}
        >
          <ul className="space-y-1">{top.map(link)}</ul>
          {groups.map(({ group, sections }) => (
            <div key={group} className="mt-4">
              <p id={`${menuId}-${group}`} className="px-3 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
                {t(`nav.groups.${group}`)}
              </p>
              <ul aria-labelledby={`${menuId}-${group}`} className="space-y-1">
                {sections.map(link)}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
