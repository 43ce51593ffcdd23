import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** The centred card of the login, sign-up and find-ID screens, with the page's h1. */
export function AuthCard({ title, lead, children, wide }: { title: string; lead?: string; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="bg-navy-50 px-4 py-10 lg:py-16">
      <div className={`mx-auto rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line lg:p-10 ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
        <h1 className="text-2xl font-bold text-navy-900 lg:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-[15px] text-muted">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
