import { Link } from 'react-router';
import { FormAlert } from '../../../shared/ui/form/form-alert';

const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

/** Why a booking form is not shown (tenant staff book here; a booking not found), and where to go instead. */
export function NoticeWithLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="info">{text}</FormAlert>
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </div>
  );
}
