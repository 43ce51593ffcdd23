import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A way to book what a section describes: the page and the link's words. */
export interface IntroBooking {
  to: string;
  label: string;
}

/**
 * One titled block of an intro (h2), drawn as a white card so it reads well on tinted and white pages
 * alike, ending with the links that book what it describes.
 */
export function IntroSection({
  id,
  title,
  lead,
  book = [],
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  book?: readonly IntroBooking[];
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-2xl bg-white p-5 ring-1 ring-line @2xl:p-7"
      data-aos="fade-up"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {lead && <p className="mt-2 leading-7 text-muted">{lead}</p>}
      <div className="mt-5 space-y-5">{children}</div>
      {book.length > 0 && (
        <div className="mt-5 flex flex-wrap gap-3">
          {book.map((b) => (
            <Link
              key={b.to}
              to={b.to}
              className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-bold text-white hover:bg-navy-800"
            >
              {b.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
