import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-page';
import { TabNav } from './section-tabs-shell';

/**
 * The sections of the back office's wellness center, side by side as tabs: each is its own route
 * under /admin/wellness (an entry of ADMIN_SECTIONS) and one entry here. GX programs live at
 * /admin/wellness itself; lockers, PT and the fitness desk add their entries.
 */
export const WELLNESS_ADMIN_TABS: { to: string; label: string }[] = [
  { to: '/admin/wellness', label: 'wellness:admin.sections.gx' },
  { to: '/admin/wellness/lockers', label: 'wellness:admin.sections.lockers' },
  { to: '/admin/wellness/pt', label: 'wellness:admin.sections.pt' },
  { to: '/admin/wellness/golf', label: 'wellness:admin.sections.golf' },
  { to: '/admin/wellness/attendance', label: 'wellness:admin.sections.attendance' },
];

/** A wellness section's page: its title (the center's by default), the section tabs, then the section. */
export function WellnessShell({
  title,
  lead,
  actions,
  children,
}: {
  title?: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('wellness');
  return (
    <AdminPage title={title ?? t('admin.title')} lead={lead} actions={actions}>
      <TabNav label={t('admin.title')} tabs={WELLNESS_ADMIN_TABS.map((tab) => ({ to: tab.to, label: t(tab.label) }))} />
      {children}
    </AdminPage>
  );
}
