import type { ComponentProps } from 'react';
import { DialogForm } from '../../../shared/ui/form-dialog';

/**
 * The back office's dialog forms are set up with useSchemaForm: this DialogForm takes that `form`
 * for the refusal it shows and whether it is sending.
 */
export function SchemaDialogForm({
  form,
  ...props
}: Omit<ComponentProps<typeof DialogForm>, 'formError' | 'submitting'> & {
  form: { formError: string | null; formState: { isSubmitting: boolean } };
}) {
  return <DialogForm {...props} formError={form.formError} submitting={form.formState.isSubmitting} />;
}
