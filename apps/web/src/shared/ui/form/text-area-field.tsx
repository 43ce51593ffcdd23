import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClass, describedBy, Field } from './field';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text input; spread `register('name')` into it. */
export function TextAreaField({ label, error, hint, required, id: givenId, className = '', ...input }: Props) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        rows={5}
        aria-required={required || undefined}
        {...describedBy(id, { hint, error })}
        className={controlClass(!!error, `h-auto py-2 ${className}`)}
        {...input}
      />
    </Field>
  );
}
