import { useId, type InputHTMLAttributes } from 'react';
import { RequiredMark } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  legend: string;
  error?: string;
  options: { value: string; label: string }[];
};

/** A fieldset of radio buttons with a legend and the group's error; spread `register('name')` into it. */
export function RadioGroup({ legend, error, options, required, ...input }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold text-navy-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-11 items-center gap-2 text-base text-ink">
            <input
              type="radio"
              value={o.value}
              className="h-5 w-5 accent-navy-800"
              aria-invalid={error ? true : undefined}
              {...input}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
