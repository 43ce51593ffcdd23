import type { ReactNode } from 'react';
import { useTenantStaff } from '../session';
import { NoticeWithLink } from './notice-with-link';
import { ServicePage } from './service-page';

/**
 * A page of tenant staff's own (a booking, a request, a history). The building office, which books and
 * files nothing of its own, sees the page's title, who uses it, and the way to where it manages the
 * same thing; the page itself is not drawn, so none of its calls is made.
 */
export function TenantStaffOnly({
  title,
  office,
  children,
}: {
  title: string;
  office: { text: string; to: string; label: string };
  children: ReactNode;
}) {
  if (useTenantStaff()) return children;
  return (
    <ServicePage title={title}>
      <NoticeWithLink {...office} />
    </ServicePage>
  );
}
