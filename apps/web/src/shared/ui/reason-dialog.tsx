import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '../use-schema-form';
import { describedBy, Field } from './form/field';
import { DialogForm, FormDialog } from './form-dialog';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What is refused (a request, three visits), said above the field. */
  lead: ReactNode;
  label: string;
  hint: string;
  /** The longest reason the schema takes. */
  max: number;
  submitLabel: string;
  /** The shared schema of the reason (required, at most `max`), the server's too. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  /** Refuses with the reason; a failure stays in the dialog, what was typed kept. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Refuses something with the reason its requester will read (a lounge request, waiting visits):
 * required, checked by the same schema as the server, the server's field message on the field.
 */
export function ReasonDialog({ open, title, onClose, ...form }: ReasonDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      {open && <ReasonForm onClose={onClose} {...form} />}
    </FormDialog>
  );
}

function ReasonForm({
  lead,
  label,
  hint,
  max,
  submitLabel,
  schema,
  onSubmit,
  onClose,
}: Omit<ReasonDialogProps, 'open' | 'title'>) {
  const id = useId();
  const { field, formError, submit, formState } = useSchemaForm(schema, { defaultValues: { reason: '' } });
  const { error, ...reason } = field('reason');
  return (
    <DialogForm
      onSubmit={submit(({ reason }) => onSubmit(reason))}
      formError={formError}
      submitting={formState.isSubmitting}
      lead={lead}
      submitLabel={submitLabel}
      onCancel={onClose}
      danger
      actionsClassName=""
    >
      <Field id={id} label={label} required hint={hint} error={error}>
        <textarea
          id={id}
          rows={4}
          maxLength={max}
          aria-required
          {...describedBy(id, { hint, error })}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink ${
            error ? 'border-danger' : 'border-line'
          }`}
          {...reason}
        />
      </Field>
    </DialogForm>
  );
}
