import { useId, type ReactNode } from 'react';
import { PageHero } from './page-hero';
import { bookingScene } from './hero-scenes/booking';

/** A service page of the portal (amenity bookings, visitor registration): the hero with its h1 and lead, then the content at a readable width. */
export function ServicePage({
  eyebrow,
  title,
  lead,
  wide = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero scene={bookingScene} eyebrow={eyebrow} title={title} lead={lead} />
      <div className={`mx-auto ${wide ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-8 lg:px-8 lg:py-12`}>{children}</div>
    </>
  );
}

/**
 * A white panel with a heading, for the groups of a form or a summary: an h2 on a page, an h3 inside a
 * booking step (under the step's own heading).
 */
export function Panel({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-5 shadow-sm lg:p-6">
      <Heading id={id} className="mb-4 text-lg font-bold text-navy-900">
        {title}
      </Heading>
      {children}
    </section>
  );
}
