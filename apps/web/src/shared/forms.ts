import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * When every form checks its fields (issue 11 §3): on leaving a field first, then on each change, with
 * the same shared schema the server enforces. A mistake shows as the person goes, not at submit.
 */
export const VALIDATE_AS_YOU_GO = 'onTouched' as const;

/** A number input's value for a schema: an empty box is not a number (the schema says so), never 0. */
export const numberOrNaN = (value: unknown) =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/**
 * The translated message of a field: schema messages are i18n keys (`validation:idRequired`),
 * server messages arrive translated already.
 */
export function errorText(t: TFunction, errors: FieldErrors, name: string): string | undefined {
  const message = name
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
    { message?: string } | undefined;
  const text = message?.message;
  if (!text) return undefined;
  return /^[a-z]+:[\w.]+$/i.test(text) ? t(text) : text;
}

/**
 * Puts a server answer back on the form: per-field messages on their fields (the entered values
 * stay), and returns the message for the form as a whole, or null when every problem has a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (known.includes(field)) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    else unplaced.push(message);
  }
  if (Object.keys(error.fields).length === 0 || unplaced.length > 0) return unplaced[0] ?? error.message;
  return null;
}

/**
 * A booking refused at its reserve step: the server's field errors go back on the form (a 400
 * returns the wizard to it, `backToForm`), and the error the confirm step shows is returned.
 */
export function refusedBooking<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
  backToForm: () => void,
): Error {
  const message = applyServerErrors(error, setError, known) ?? (error instanceof ApiError ? error.message : String(error));
  if (error instanceof ApiError && error.status === 400) backToForm();
  return new Error(message, { cause: error });
}
