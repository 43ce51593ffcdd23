import type { ReactNode } from 'react';
import { FieldLabel } from './field-label';

// `min-w-0`: a date-time input's own minimum width (about 300 px in Chromium) must not widen its
// column past a 320 px screen.
const control =
  'mt-1 h-11 w-full min-w-0 rounded-md border bg-white px-3 text-base text-ink disabled:bg-navy-50 disabled:text-muted';

/** Classes of a text input or select, red-bordered when invalid. */
export function controlClass(invalid: boolean, extra = ''): string {
  return `${control} ${invalid ? 'border-danger' : 'border-line'} ${extra}`;
}

/** The star after a required field's label or legend; the control's `aria-required` says it to screen readers. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-danger" aria-hidden="true">
      *
    </span>
  );
}

/**
 * A labelled form control: the label, the control, then a hint and the field's error (in a line kept
 * for it), both tied to the control with aria-describedby (the control gets `aria-invalid` from the caller).
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {/* The error's line is kept even while empty: fields are checked on leaving them, and a message
          appearing then must not move the control the pointer is about to press. */}
      <div className="min-h-6">
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The aria attributes a control inside <Field> needs. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
