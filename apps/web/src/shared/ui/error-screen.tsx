import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** The common look of the error screens: a code, a title (h1), a message and a way home (`data-error-screen` marks them for the link crawler). */
export function ErrorScreen({
  code,
  title,
  message,
  action,
}: {
  code: string;
  title: string;
  message: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div
      data-error-screen
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <p className="text-6xl font-extrabold text-navy-100" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-navy-900">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-8 flex gap-3">
        {action}
        <Link to="/" className="rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
          {t('error.goHome')}
        </Link>
      </div>
    </div>
  );
}
