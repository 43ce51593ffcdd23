import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClass, describedBy, Field } from './field';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  options: { value: string | number; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with an empty first choice (`placeholder`). */
export function SelectField({
  label,
  error,
  hint,
  required,
  placeholder,
  options,
  id: givenId,
  className = '',
  ...select
}: Props) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        aria-required={required || undefined}
        {...describedBy(id, { hint, error })}
        className={controlClass(!!error, className)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
