import type { ComponentProps } from 'react';
import { Section } from './section';

/** A page section on a full-width pale band, setting it off from the plain sections around it. */
export function TintedSection(props: ComponentProps<typeof Section>) {
  return (
    <div className="bg-navy-50">
      <Section {...props} />
    </div>
  );
}
