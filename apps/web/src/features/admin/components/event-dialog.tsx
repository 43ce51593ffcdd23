import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_STATUSES } from '@tea/shared/events/event.rules';
import { eventInputSchema } from '@tea/shared/events/event.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, errorText, numberOrNaN, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSaveEvent, type AdminEvent } from '../events-api';

type Input = z.input<typeof eventInputSchema>;
type Output = z.output<typeof eventInputSchema>;
const TEXTS = ['title', 'place', 'description', 'rules'] as const;
const FIELDS = [
  ...TEXTS.flatMap((f) => [`${f}Ko`, `${f}En`] as const),
  'startsAt',
  'endsAt',
  'applyOpensAt',
  'applyClosesAt',
  'capacity',
  'waitlistLength',
  'allowAnonymous',
  'status',
] as const;

/** What the dialog edits: an event, or a new one (null). */
export type EventEditing = { event: AdminEvent | null };

/** Creates or edits an event: its texts in Korean and English side by side, when, how many, who may apply, published or not. */
export function EventDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: EventEditing | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('events');
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.event ? t('admin.form.editTitle') : t('admin.form.createTitle')}
      className="w-[min(96vw,60rem)]"
    >
      {editing && <EventForm event={editing.event} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function EventForm({ event, onClose, onSaved }: { event: AdminEvent | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['events', 'validation']);
  const save = useSaveEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(eventInputSchema),
    defaultValues: event ?? {
      titleKo: '',
      titleEn: '',
      descriptionKo: '',
      descriptionEn: '',
      placeKo: '',
      placeEn: '',
      rulesKo: '',
      rulesEn: '',
      startsAt: '',
      endsAt: '',
      applyOpensAt: '',
      applyClosesAt: '',
      capacity: 30,
      waitlistLength: 10,
      allowAnonymous: false,
      status: 'draft',
    },
  });
  const err = (name: string) => errorText(t, errors, name);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: event?.id ?? null, input: values });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      formError={formError}
      submitting={isSubmitting}
      submitLabel={t('admin.form.save')}
      onCancel={onClose}
      actionsClassName="border-t border-line pt-4"
    >
      <div className="grid gap-x-6 gap-y-4 lg:grid-cols-2">
        <h3 className="hidden text-sm font-bold text-navy-900 lg:block">{t('admin.form.korean')}</h3>
        <h3 className="hidden text-sm font-bold text-navy-900 lg:block">{t('admin.form.english')}</h3>
        {TEXTS.map((f) =>
          (['Ko', 'En'] as const).map((l) => {
            const name = `${f}${l}` as const;
            const common = {
              label: t(`admin.form.${name}`),
              lang: l === 'Ko' ? 'ko' : 'en',
              required: l === 'Ko',
              error: err(name),
            };
            return f === 'description' || f === 'rules' ? (
              <TextAreaField key={name} rows={5} {...common} {...register(name)} />
            ) : (
              <TextField key={name} {...common} {...register(name)} />
            );
          }),
        )}
      </div>
      <fieldset className="mt-2">
        <legend className="text-sm font-bold text-navy-900">{t('admin.form.schedule')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {(['startsAt', 'endsAt', 'applyOpensAt', 'applyClosesAt'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`admin.form.${name}`)}
              type="datetime-local"
              required
              error={err(name)}
              {...register(name)}
            />
          ))}
          <TextField
            label={t('admin.form.capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            required
            error={err('capacity')}
            {...register('capacity', { setValueAs: numberOrNaN })}
          />
          <TextField
            label={t('admin.form.waitlistLength')}
            type="number"
            inputMode="numeric"
            min={0}
            required
            error={err('waitlistLength')}
            {...register('waitlistLength', { setValueAs: numberOrNaN })}
          />
          <SelectField
            label={t('admin.form.status')}
            required
            options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) }))}
            error={err('status')}
            {...register('status')}
          />
          <div className="self-end">
            <CheckboxField label={t('admin.form.allowAnonymous')} {...register('allowAnonymous')} />
          </div>
        </div>
      </fieldset>
    </DialogForm>
  );
}
