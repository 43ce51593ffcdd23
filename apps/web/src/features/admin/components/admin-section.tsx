import type { ReactNode } from 'react';

/**
 * A titled part of a back-office page below its list (settings, a desk, downloads): the h2 names the
 * section (`id` links them), an intro line may follow; the heading sits closer when one does.
 */
export function AdminSection({
  id,
  title,
  intro,
  introClassName = 'text-ink',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  introClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={`${intro ? 'mb-2' : 'mb-4'} text-xl font-bold text-navy-900`}>
        {title}
      </h2>
      {intro && <p className={`mb-4 ${introClassName}`}>{intro}</p>}
      {children}
    </section>
  );
}
