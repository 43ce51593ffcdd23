import { zodResolver } from '@hookform/resolvers/zod';
import { seoulDate } from '@tea/shared/calendar';
import { RESOURCE_NAME_MAX, blackoutSchema, type BlackoutInput } from '@tea/shared/reservations/resource.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { useCloseDay } from '../api';
import { FormDialog } from './form-dialog';
import { resourceFieldError } from './resource-field-error';

const FIELDS = ['date', 'reasonKo', 'reasonEn'] as const;

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlackoutInput>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(blackoutSchema),
    defaultValues: { date: '', reasonKo: '', reasonEn: '' },
  });
  const err = (name: string) => resourceFieldError(t, errors, name);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await close.mutateAsync({ id: resource.id, input: values });
      onClosed(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4">
      <p className="text-ink">{t('resources.closeLead')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label={t('resources.date')} type="date" required min={seoulDate()} error={err('date')} {...register('date')} />
      <TextField
        label={t('resources.reasonKo')}
        required
        lang="ko"
        maxLength={RESOURCE_NAME_MAX}
        error={err('reasonKo')}
        {...register('reasonKo')}
      />
      <TextField
        label={t('resources.reasonEn')}
        required
        lang="en"
        maxLength={RESOURCE_NAME_MAX}
        error={err('reasonEn')}
        {...register('reasonEn')}
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('resources.closeDay')}
        </Button>
      </div>
    </form>
  );
}
