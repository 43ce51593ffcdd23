import { useId } from 'react';
import { FieldLabel } from './field-label';
import { controlClass } from './field';

/**
 * A list's filter (a status, say): a labelled select whose first choice is "all" (the empty value),
 * changed at once (the list keeps it in the address).
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  selectClassName = 'sm:w-auto',
}: {
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The select's width from the tablet up. */
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-auto">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass(false, selectClassName)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
