import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from './form/form-alert';

/** A link to the person's bookings in My Page, or wherever else a page sends them instead of its form. */
export function HistoryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4">
      {children}
    </Link>
  );
}

/**
 * Why a page shows no form (the building office does not book here; a booking not found, or no
 * longer changeable), and the link to where the person can go instead.
 */
export function NoticeWithLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="info">{text}</FormAlert>
      <HistoryLink to={to}>{label}</HistoryLink>
    </div>
  );
}
