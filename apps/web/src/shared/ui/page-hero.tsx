import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** The banner at the top of a sub-page: an eyebrow, the title (the page's h1) and a lead; also sets the document title. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-20"
        preserveAspectRatio="none"
        viewBox="0 0 1440 240"
      >
        <defs>
          <linearGradient id="hero-lines" x1="0" x2="1">
            <stop offset="0" stopColor="#d9b46c" />
            <stop offset="1" stopColor="#1f4b78" />
          </linearGradient>
        </defs>
        {Array.from({ length: 12 }, (_, i) => (
          <rect
            key={i}
            x={980 + i * 38}
            y={240 - (60 + ((i * 47) % 150))}
            width="26"
            height={60 + ((i * 47) % 150)}
            fill="url(#hero-lines)"
          />
        ))}
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-12 lg:px-8 lg:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-gold-500 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold lg:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-white/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
