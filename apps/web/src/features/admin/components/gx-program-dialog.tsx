import { GX_WEEKDAYS } from '@tea/shared/wellness/gx.rules';
import { gxProgramInputSchema, type GxProgram } from '@tea/shared/wellness/gx.schema';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText, numberOrNaN } from '../../../shared/forms';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxGroup } from '../../../shared/ui/form/checkbox-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useSaveGxProgram } from '../wellness-api';
import { SchemaDialogForm } from './schema-dialog-form';

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

/** The whole-number fields, in their order on the form: price, places, waiting line. */
const COUNTS = [
  { name: 'price', label: 'admin.price', min: 0 },
  { name: 'capacity', label: 'admin.capacity', min: 1 },
  { name: 'waitlistLength', label: 'admin.waitlist', min: 0 },
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
  const p = editing.program;
  const form = useSchemaForm<Input, Output>(gxProgramInputSchema, {
    fields: FIELDS,
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
  const weekdays = useController({ control: form.control, name: 'weekdays' });
  const chosen = weekdays.field.value;
  const weekdaysError = errorText(t, form.formState.errors, 'weekdays');

  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync({ id: p?.id ?? null, input: values });
    onSaved();
  });

  return (
    <SchemaDialogForm
      onSubmit={onSubmit}
      form={form}
      submitLabel={t('admin.save')}
      onCancel={onClose}
      actionsClassName="border-t border-line pt-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.nameKo')} required lang="ko" {...form.field('nameKo')} />
        <TextField label={t('admin.nameEn')} required lang="en" {...form.field('nameEn')} />
      </div>
      <CheckboxGroup
        legend={t('admin.weekdays')}
        values={GX_WEEKDAYS}
        labelOf={(day) => t(`weekdays.${day}`)}
        chosen={chosen}
        onToggle={(day, checked) =>
          weekdays.field.onChange(checked ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((d) => d !== day))
        }
        onBlur={weekdays.field.onBlur}
        error={weekdaysError}
        className="mt-2 flex flex-wrap gap-3"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.start')} type="time" required {...form.field('start')} />
        <TextField label={t('admin.end')} type="time" required {...form.field('end')} />
        <TextField label={t('admin.instructor')} required {...form.field('instructor')} />
        {COUNTS.map(({ name, label, min }) => (
          <TextField
            key={name}
            label={t(label)}
            type="number"
            inputMode="numeric"
            min={min}
            required
            {...form.field(name, { setValueAs: numberOrNaN })}
          />
        ))}
        <TextField
          label={t('admin.registrationOpens')}
          hint={t('admin.registrationHint')}
          type="date"
          {...form.field('registrationOpens', { setValueAs: toDate })}
        />
        <TextField
          label={t('admin.registrationCloses')}
          type="date"
          {...form.field('registrationCloses', { setValueAs: toDate })}
        />
      </div>
    </SchemaDialogForm>
  );
}
