import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** Widths of the member pages: the title band lines up with the content below it. */
export const PAGE_WIDTH = { wide: 'max-w-5xl', form: 'max-w-3xl', narrow: 'max-w-md' } as const;

/** The light title band of the member area (under the white header): the page's h1, a lead and an optional way back. */
export function PageHeader({
  title,
  lead,
  back,
  width = 'wide',
}: {
  title: string;
  lead?: string;
  back?: { to: string; label: string };
  width?: keyof typeof PAGE_WIDTH;
}) {
  useDocumentTitle(title);
  return (
    <div className="border-b border-line bg-navy-50">
      <div className={`mx-auto ${PAGE_WIDTH[width]} px-4 py-8 lg:px-8 lg:py-10`}>
        {back && (
          <Link
            to={back.to}
            className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-navy-800 hover:underline"
          >
            <span aria-hidden="true">←</span>
            {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-bold text-navy-900 lg:text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-[15px] text-muted">{lead}</p>}
      </div>
    </div>
  );
}

/** A white card with a heading (h2) inside the member pages. */
export function Card({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line lg:p-7">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-navy-900 lg:text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * Loading and error states of a member page's data (a query): "loading", then on failure the message
 * (by default "could not load") and a retry. `failed` says when a failure shows (by default whenever the query failed).
 */
export function LoadState({
  query,
  failed = query.isError,
  loadingText,
  errorText,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  failed?: boolean;
  loadingText?: string;
  errorText?: string;
}) {
  const { t } = useTranslation('myPage');
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-muted">
        <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
        {loadingText ?? t('loading')}
      </div>
    );
  }
  if (!failed) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-danger/40 bg-[#fdf1f0] px-4 py-3 text-danger"
    >
      <span>{errorText ?? t('loadFailed')}</span>
      <button type="button" onClick={() => void query.refetch()} className="min-h-11 font-semibold underline underline-offset-4">
        {t('retry')}
      </button>
    </div>
  );
}
