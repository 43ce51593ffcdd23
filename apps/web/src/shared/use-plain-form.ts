import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

type Values<F extends string> = Partial<Record<F, string>>;

/**
 * A public page's form without the forms kit: react-hook-form and zod are 39 KB of gzip, and a public
 * page has about 10 KB beside the shell (DESIGN.md §9, bench:bundle). `problemOf` is the shared rule
 * (the one the API's schema is built on): it checks each field on submit and then as the person
 * types; the server's own field messages land on their fields, the rest in `formError`; nothing typed
 * is lost. `input(field)` is spread into a TextField.
 */
export function usePlainForm<F extends string>({
  fields,
  problemOf,
  checkOnLeave = false,
}: {
  fields: readonly F[];
  /** The field's message key when its value is not right. */
  problemOf: (field: F, value: string) => string | undefined;
  /** Checks a field when the person leaves it, then as they change it (the forms kit's way), not only after a submit. */
  checkOnLeave?: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values<F>>({});
  // What the fields hold now, ahead of the next render: a "Next" pressed just after the member's
  // details arrived, before they were drawn, runs the handler of the render before and must see them.
  const current = useRef<Values<F>>({});
  const setCurrent = useCallback((next: Values<F>) => {
    current.current = next;
    setValues(next);
  }, []);
  const [errors, setErrors] = useState<Values<F>>({});
  const [checked, setChecked] = useState(false);
  const [left, setLeft] = useState<Partial<Record<F, true>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const latestProblemOf = useRef(problemOf);
  latestProblemOf.current = problemOf;

  const change = (field: F, value: string) => {
    setCurrent({ ...current.current, [field]: value });
    if (checked || left[field]) setErrors((e) => ({ ...e, [field]: problemOf(field, value) }));
  };
  /**
   * Fills the fields still empty with values that arrive later (a member's details, a remembered ID):
   * what the person typed stays theirs, and a field that showed a message for being empty is checked
   * again with its new value (a "Next" pressed before the details arrived leaves no stale message).
   */
  const fill = useCallback(
    (given: Values<F>) => {
      const problem = latestProblemOf.current;
      const filled = (Object.keys(given) as F[]).filter((f) => !current.current[f] && given[f]);
      if (filled.length === 0) return;
      setCurrent({ ...current.current, ...Object.fromEntries(filled.map((f) => [f, given[f]])) });
      setErrors((e) => ({ ...e, ...Object.fromEntries(filled.filter((f) => e[f]).map((f) => [f, problem(f, given[f]!)])) }));
    },
    [setCurrent],
  );
  /** The person left the field (a group of boxes: left the group): check it from now on. */
  const leave = (field: F) => {
    if (!checkOnLeave) return;
    setLeft((l) => (l[field] ? l : { ...l, [field]: true }));
    setErrors((e) => ({ ...e, [field]: problemOf(field, current.current[field] ?? '') }));
  };
  const showProblems = (problems: Values<F>) => {
    setErrors(problems);
    const first = fields.find((f) => problems[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  /** The form's onSubmit: checks every field, then runs `action` with the values as typed. */
  const submit = (action: (values: Record<F, string>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFormError(null);
    const all = Object.fromEntries(fields.map((f) => [f, current.current[f] ?? ''])) as Record<F, string>;
    const problems: Values<F> = {};
    for (const field of fields) {
      const problem = problemOf(field, all[field]);
      if (problem) problems[field] = problem;
    }
    if (Object.keys(problems).length > 0) return showProblems(problems);
    setBusy(true);
    try {
      await action(all);
    } catch (error) {
      const own = error instanceof ApiError ? fields.filter((f) => error.fields[f]) : [];
      if (error instanceof ApiError && own.length > 0)
        showProblems(Object.fromEntries(own.map((f) => [f, error.fields[f]])) as Values<F>);
      else setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: F) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    ...(checkOnLeave ? { onBlur: () => leave(field) } : {}),
    error: errors[field] && t(errors[field]),
  });
  /** The translated message of a field, for controls that are not a TextField (a group of boxes). */
  const errorOf = (field: F) => (errors[field] ? t(errors[field]) : undefined);

  return { values, fill, input, change, leave, errorOf, submit, formError, busy, formRef };
}
