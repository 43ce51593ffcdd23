import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { sectionTabs } from '../admin-sections';
import { AdminPage } from './admin-page';

/**
 * A page of a tab group of the back office (the CMS: `/admin/content` and its `content/*` sections):
 * its title, the group's tabs (the sections of ADMIN_SECTIONS that head the group or name it in
 * `tabOf`, in table order), then the page. A domain joins the group by its entry in ADMIN_SECTIONS.
 */
export function SectionTabsShell({
  group,
  title,
  lead,
  actions,
  children,
}: {
  group: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={title} lead={lead} actions={actions}>
      <TabNav label={title} tabs={sectionTabs(group).map((tab) => ({ to: `/admin/${tab.path}`, label: t(tab.label) }))} />
      {children}
    </AdminPage>
  );
}

/** A row of tabs between pages (each its own route): the current one underlined. */
export function TabNav({ label, tabs }: { label: string; tabs: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-line">
      <ul className="flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center border-b-4 px-4 font-semibold ${
                  isActive ? 'border-navy-900 text-navy-900' : 'border-transparent text-muted hover:text-navy-900'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
