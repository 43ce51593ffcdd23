import { EVENT_STATUSES } from '@tea/shared/events/event.rules';
import { eventInputSchema } from '@tea/shared/events/event.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, numberOrNaN } from '../../../shared/forms';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSaveEvent, type AdminEvent } from '../events-api';
import { EventPhotoField } from './event-photo-field';
import { SchemaDialogForm } from './schema-dialog-form';

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
  'photoId',
] as const;
/** The whole-number fields, in their order on the form: places, waiting line. */
const COUNTS = [
  { name: 'capacity', min: 1 },
  { name: 'waitlistLength', min: 0 },
] as const;

/** What the dialog edits: an event, or a new one (null). */
export type EventEditing = { event: AdminEvent | null };

/**
 * Creates or edits an event: its texts in Korean and English side by side, its poster or cover photo,
 * when, how many, who may apply, published or not.
 */
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
  const [photo, setPhoto] = useState<Upload | null>(event?.photo ?? null);
  const form = useSchemaForm<Input, Output>(eventInputSchema, {
    fields: FIELDS,
    defaultValues: event
      ? { ...event, photoId: event.photo?.id ?? null }
      : {
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
          photoId: null,
        },
  });
  const { field, submit, control, setValue, formState } = form;
  const title = useWatch({ control, name: 'titleKo' });
  const choosePhoto = (next: Upload | null) => {
    setPhoto(next);
    setValue('photoId', next?.id ?? null, { shouldDirty: true });
  };
  const onSubmit = submit(async (values) => {
    await save.mutateAsync({ id: event?.id ?? null, input: values });
    onSaved();
  });

  return (
    <SchemaDialogForm
      onSubmit={onSubmit}
      form={form}
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
            };
            return f === 'description' || f === 'rules' ? (
              <TextAreaField key={name} rows={5} {...common} {...field(name)} />
            ) : (
              <TextField key={name} {...common} {...field(name)} />
            );
          }),
        )}
      </div>
      <EventPhotoField photo={photo} title={title} error={errorText(t, formState.errors, 'photoId')} onChange={choosePhoto} />
      <fieldset className="mt-2">
        <legend className="text-sm font-bold text-navy-900">{t('admin.form.schedule')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {(['startsAt', 'endsAt', 'applyOpensAt', 'applyClosesAt'] as const).map((name) => (
            <TextField key={name} label={t(`admin.form.${name}`)} type="datetime-local" required {...field(name)} />
          ))}
          {COUNTS.map(({ name, min }) => (
            <TextField
              key={name}
              label={t(`admin.form.${name}`)}
              type="number"
              inputMode="numeric"
              min={min}
              required
              {...field(name, { setValueAs: numberOrNaN })}
            />
          ))}
          <SelectField
            label={t('admin.form.status')}
            required
            options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`admin.statuses.${s}`) }))}
            {...field('status')}
          />
          <div className="self-end">
            <CheckboxField label={t('admin.form.allowAnonymous')} {...field('allowAnonymous')} />
          </div>
        </div>
      </fieldset>
    </SchemaDialogForm>
  );
}
