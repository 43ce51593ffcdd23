import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label on the right and its error below. */
export function CheckboxField({ label, error, id: givenId, ...input }: Props) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-base text-ink">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-navy-800"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
