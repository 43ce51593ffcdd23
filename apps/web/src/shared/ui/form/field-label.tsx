import type { ReactNode } from 'react';

/** The label above a form control, in the forms' one style. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-navy-900">
      {children}
    </label>
  );
}
