import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** The frame of the tenant manager's pages: eyebrow, the page's h1, a lead, an optional action, then the content. */
export function ManagerPage({
  title,
  lead,
  action,
  children,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('tenantManager');
  useDocumentTitle(title);
  return (
    <div className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-8 lg:px-8 lg:py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-gold-700">{t('eyebrow')}</p>
            <h1 className="mt-1 text-2xl font-bold text-navy-900 lg:text-3xl">{title}</h1>
            {lead && <p className="mt-2 max-w-3xl text-[15px] text-muted">{lead}</p>}
          </div>
          {action}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

/** A white panel of the manager pages, with an optional heading (h2). */
export function Panel({ title, id, children }: { title?: string; id?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={title ? id : undefined} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line lg:p-7">
      {title && (
        <h2 id={id} className="mb-4 text-lg font-bold text-navy-900">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
