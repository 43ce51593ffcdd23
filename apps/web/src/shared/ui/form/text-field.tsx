import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass, describedBy, Field } from './field';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; spread `register('name')` into it. */
export function TextField({ label, error, hint, required, id: givenId, className = '', ...input }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        aria-required={required || undefined}
        {...describedBy(id, { hint, error })}
        className={controlClass(!!error, className)}
        {...input}
      />
    </Field>
  );
}
