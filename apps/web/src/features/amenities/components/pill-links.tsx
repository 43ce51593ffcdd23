import { Link } from 'react-router';

/**
 * A row of links drawn as pills: the wellness center's sections to jump to (`#…`, plain anchors) and
 * its services to book (pages of the app).
 */
export function PillLinks({ label, links }: { label?: string; links: readonly { to: string; label: string }[] }) {
  const pill =
    'inline-flex min-h-11 items-center rounded-full bg-navy-50 px-4 text-sm font-semibold text-navy-900 hover:bg-navy-100';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.to}>
          {link.to.startsWith('#') ? (
            <a href={link.to} className={pill}>
              {link.label}
            </a>
          ) : (
            <Link to={link.to} className={pill}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
