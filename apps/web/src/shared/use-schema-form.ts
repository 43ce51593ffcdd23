import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type FormState,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from './forms';

interface SchemaFormOptions<TInput extends FieldValues, TOutput extends FieldValues> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver' | 'mode' | 'defaultValues'
> {
  defaultValues: DefaultValues<TInput>;
  /** The fields a server message may land on; by default those of `defaultValues`. */
  fields?: readonly string[];
}

/**
 * `field(name)` of a form: an input's registration and its translated message, to spread into a
 * TextField, SelectField or RadioGroup. `message` reads a field's message (by default `errorText`).
 */
export function fieldsOf<T extends FieldValues>(
  { register, formState }: { register: UseFormRegister<T>; formState: FormState<NoInfer<T>> },
  t: TFunction,
  message: (t: TFunction, errors: FieldErrors, name: string) => string | undefined = errorText,
) {
  return (name: Path<T>, rules?: RegisterOptions<T, Path<T>>) => ({
    ...register(name, rules),
    error: message(t, formState.errors, name),
  });
}

export type FieldsOf<T extends FieldValues> = ReturnType<typeof fieldsOf<T>>;

/**
 * The one way a form is set up (DESIGN.md §6): react-hook-form with the shared zod schema, checked as
 * the person goes; `field(name)` gives an input its registration and translated message; `submit`
 * runs the action and puts a refusal back on the form (per-field messages on their fields, the rest
 * in `formError`), keeping everything that was entered.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  { fields, ...options }: SchemaFormOptions<TInput, TOutput>,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TOutput>({ ...options, mode: VALIDATE_AS_YOU_GO, resolver: zodResolver(schema) });
  const { handleSubmit, setError } = form;
  const known = fields ?? Object.keys(options.defaultValues);
  const field = fieldsOf(form, t);

  /** The form's onSubmit: clears the last refusal, runs `action`; `refused` may take an error itself (true: handled). */
  const submit = (action: (values: TOutput) => Promise<void>, refused?: (error: unknown) => boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        if (!refused?.(error)) setFormError(applyServerErrors(error, setError, known));
      }
    });

  return { ...form, field, formError, setFormError, submit };
}
