import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** A back-office page: its title (the page's h1, also the document title), a lead line and actions on the right. */
export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 lg:text-3xl">{title}</h1>
          {lead && <p className="mt-1 text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
