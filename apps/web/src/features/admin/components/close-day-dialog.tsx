import { seoulDate } from '@tea/shared/calendar';
import { RESOURCE_NAME_MAX, blackoutSchema, type BlackoutInput } from '@tea/shared/reservations/resource.schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form/text-field';
import { fieldsOf, useSchemaForm } from '../../../shared/use-schema-form';
import { useCloseDay } from '../api';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { resourceFieldError } from './resource-field-error';
import { SchemaDialogForm } from './schema-dialog-form';

/**
 * Closes a resource on a day, with the reason in both languages: the same schema as the server, the
 * server's message on its field (a day closed already), what was typed kept.
 */
export function CloseDayDialog({
  resource,
  onClose,
  onClosed,
}: {
  /** The resource and its name in the page language; null when the dialog is closed. */
  resource: { id: number; name: string } | null;
  onClose: () => void;
  onClosed: (day: BlackoutInput) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog open={resource !== null} onClose={onClose} title={t('resources.closeTitle', { name: resource?.name ?? '' })}>
      {resource && <CloseDayForm resource={resource} onClose={onClose} onClosed={onClosed} />}
    </FormDialog>
  );
}

function CloseDayForm({
  resource,
  onClose,
  onClosed,
}: {
  resource: { id: number; name: string };
  onClose: () => void;
  onClosed: (day: BlackoutInput) => void;
}) {
  const { t } = useTranslation('admin');
  const close = useCloseDay();
  const form = useSchemaForm(blackoutSchema, { defaultValues: { date: '', reasonKo: '', reasonEn: '' } });
  const field = fieldsOf(form, t, resourceFieldError);
  const onSubmit = form.submit(async (values) => {
    await close.mutateAsync({ id: resource.id, input: values });
    onClosed(values);
  });
  return (
    <SchemaDialogForm
      onSubmit={onSubmit}
      form={form}
      lead={t('resources.closeLead')}
      submitLabel={t('resources.closeDay')}
      onCancel={onClose}
    >
      <TextField label={t('resources.date')} type="date" required min={seoulDate()} {...field('date')} />
      <TextField label={t('resources.reasonKo')} required lang="ko" maxLength={RESOURCE_NAME_MAX} {...field('reasonKo')} />
      <TextField label={t('resources.reasonEn')} required lang="en" maxLength={RESOURCE_NAME_MAX} {...field('reasonEn')} />
    </SchemaDialogForm>
  );
}
