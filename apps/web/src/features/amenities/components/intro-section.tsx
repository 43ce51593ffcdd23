import type { ReactNode } from 'react';

/** One titled block of an intro (h2), drawn as a white card so it reads well on tinted and white pages alike. */
export function IntroSection({ id, title, lead, children }: { id?: string; title: string; lead?: string; children: ReactNode }) {
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
    </section>
  );
}
