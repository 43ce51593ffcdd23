import type { ReactNode } from 'react';

/**
 * A region named by its heading (`aria-labelledby` on the heading's `id`): the heading, then the
 * content. An `<aside>` or a lower heading level where the page's outline wants one.
 */
export function HeadedSection({
  id,
  title,
  as: Region = 'section',
  level = 2,
  className,
  headingClassName = 'text-lg font-bold text-navy-900',
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  as?: 'section' | 'aside';
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Region aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
