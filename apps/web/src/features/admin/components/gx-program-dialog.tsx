import { zodResolver } from '@hookform/resolvers/zod';
import { GX_WEEKDAYS } from '@tea/shared/wellness/gx.rules';
import { gxProgramInputSchema, type GxProgram } from '@tea/shared/wellness/gx.schema';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors, errorText, numberOrNaN, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSaveGxProgram } from '../wellness-api';

type Input = z.input<typeof gxProgramInputSchema>;
type Output = z.output<typeof gxProgramInputSchema>;
const FIELDS = [
  'nameKo',
  'nameEn',
  'weekdays',
  'start',
  'end',
  'instructor',
  'capacity',
  'waitlistLength',
  'price',
  'registrationOpens',
  'registrationCloses',
] as const;

const toDate = (value: unknown) => (value === '' || value === undefined ? null : value);

/** What the dialog edits: a program of the month (`program` null: a new one). */
export interface GxEditing {
  month: string;
  program: GxProgram | null;
}

/** Adds or edits a GX program of a month: names, weekdays, hours, instructor, places, line, price and a late round's days. */
export function GxProgramDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: GxEditing | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('wellness');
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.program ? t('admin.editTitle') : t('admin.addTitle')}
      className="w-[min(94vw,44rem)]"
    >
      {editing && <GxProgramForm editing={editing} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function GxProgramForm({ editing, onClose, onSaved }: { editing: GxEditing; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['wellness', 'validation']);
  const save = useSaveGxProgram();
  const [formError, setFormError] = useState<string | null>(null);
  const p = editing.program;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(gxProgramInputSchema),
    defaultValues: {
      month: editing.month,
      nameKo: p?.nameKo ?? '',
      nameEn: p?.nameEn ?? '',
      weekdays: p?.weekdays ?? [],
      start: p?.start ?? '07:00',
      end: p?.end ?? '07:50',
      instructor: p?.instructor ?? '',
      capacity: p?.capacity ?? 20,
      waitlistLength: p?.waitlistLength ?? 10,
      price: p?.price ?? 150_000,
      registrationOpens: p?.registrationOpens ?? null,
      registrationCloses: p?.registrationCloses ?? null,
    },
  });
  const weekdays = useController({ control, name: 'weekdays' });
  const chosen = weekdays.field.value;
  const err = (name: string) => errorText(t, errors, name);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: p?.id ?? null, input: values });
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
      submitLabel={t('admin.save')}
      onCancel={onClose}
      actionsClassName="border-t border-line pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.nameKo')} required lang="ko" error={err('nameKo')} {...register('nameKo')} />
        <TextField label={t('admin.nameEn')} required lang="en" error={err('nameEn')} {...register('nameEn')} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">{t('admin.weekdays')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {GX_WEEKDAYS.map((day) => (
            <label key={day} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5 accent-navy-800"
                checked={chosen.includes(day)}
                onChange={(e) =>
                  weekdays.field.onChange(
                    e.target.checked ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((d) => d !== day),
                  )
                }
                onBlur={weekdays.field.onBlur}
              />
              {t(`weekdays.${day}`)}
            </label>
          ))}
        </div>
        {err('weekdays') && (
          <p className="text-sm text-danger" role="alert">
            {err('weekdays')}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.start')} type="time" required error={err('start')} {...register('start')} />
        <TextField label={t('admin.end')} type="time" required error={err('end')} {...register('end')} />
        <TextField label={t('admin.instructor')} required error={err('instructor')} {...register('instructor')} />
        <TextField
          label={t('admin.price')}
          type="number"
          inputMode="numeric"
          min={0}
          required
          error={err('price')}
          {...register('price', { setValueAs: numberOrNaN })}
        />
        <TextField
          label={t('admin.capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={err('capacity')}
          {...register('capacity', { setValueAs: numberOrNaN })}
        />
        <TextField
          label={t('admin.waitlist')}
          type="number"
          inputMode="numeric"
          min={0}
          required
          error={err('waitlistLength')}
          {...register('waitlistLength', { setValueAs: numberOrNaN })}
        />
        <TextField
          label={t('admin.registrationOpens')}
          hint={t('admin.registrationHint')}
          type="date"
          error={err('registrationOpens')}
          {...register('registrationOpens', { setValueAs: toDate })}
        />
        <TextField
          label={t('admin.registrationCloses')}
          type="date"
          error={err('registrationCloses')}
          {...register('registrationCloses', { setValueAs: toDate })}
        />
      </div>
    </DialogForm>
  );
}
