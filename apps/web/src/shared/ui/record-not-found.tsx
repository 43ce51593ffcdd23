import { Link } from 'react-router';
import { ErrorScreen } from './error-screen';

/** A record that is not there (or not the person's) on its own page: "not found", with the way on (its list, a new one). */
export function RecordNotFound({ title, message, to, label }: { title: string; message: string; to: string; label: string }) {
  return (
    <ErrorScreen
      code="404"
      title={title}
      message={message}
      action={
        <Link to={to} className="rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50">
          {label}
        </Link>
      }
    />
  );
}
