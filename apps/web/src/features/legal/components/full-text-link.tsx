import { Link } from 'react-router';

/** The call to open a document's full text. */
export function FullTextLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
    >
      {label}
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
