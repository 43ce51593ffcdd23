import type { ReactNode } from 'react';

/** A page section with an optional heading (h2) and the page's content width. */
export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id?: string;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={`mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14 ${className}`}>
      {title && <h2 className="mb-6 text-2xl font-bold text-navy-900">{title}</h2>}
      {children}
    </section>
  );
}
