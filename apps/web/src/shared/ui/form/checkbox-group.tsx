import { useId, type ReactNode } from 'react';
import { RequiredMark } from './field';

/**
 * A fieldset of checkboxes choosing several values: the legend (with the required mark and a hint
 * under it), a labelled box a value laid out by `className`, and the group's error. `onToggle` gets
 * the value and whether its box is now checked.
 */
export function CheckboxGroup<V extends string | number>({
  legend,
  required,
  hint,
  values,
  labelOf,
  chosen,
  onToggle,
  onBlur,
  error,
  className,
  labelClassName,
}: {
  legend: string;
  required?: boolean;
  hint?: string;
  values: readonly V[];
  labelOf: (value: V) => ReactNode;
  chosen: readonly V[];
  onToggle: (value: V, checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  className: string;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-semibold text-navy-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={className}>
        {values.map((value) => (
          <label key={value} className={`inline-flex min-h-11 items-center gap-2 ${labelClassName ?? ''}`.trim()}>
            <input
              type="checkbox"
              className="h-5 w-5 accent-navy-800"
              checked={chosen.includes(value)}
              onChange={(e) => onToggle(value, e.target.checked)}
              onBlur={onBlur}
            />
            {labelOf(value)}
          </label>
        ))}
      </div>
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
