import { golfProInputSchema, type GolfPro, type GolfProInput } from '@tea/shared/reservations/golf.schema';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { SchemaDialogForm } from '../components/schema-dialog-form';
import { StaffDialogs, useStaffEditing, type StaffEditorProps } from '../components/staff-editing';
import { useStaffColumns, WholeListTable } from '../components/staff-table';
import { WeeklyHoursFields } from '../components/weekly-hours-fields';
import { WellnessShell } from '../components/wellness-shell';
import { useOfficePros, useSavePro } from '../golf-api';

const blank: GolfProInput = { nameKo: '', nameEn: '', active: true, hours: [] };
const inputOf = (p: GolfPro): GolfProInput => ({ nameKo: p.nameKo, nameEn: p.nameEn, active: p.active, hours: p.hours });

/** Adds or edits a pro: names, whether they take lessons, and their lesson hours by weekday. */
function ProDialog({ editing, onClose, onDone }: StaffEditorProps<GolfPro>) {
  const { t, i18n } = useTranslation(['amenities', 'pt']);
  const save = useSavePro();
  const pro = editing?.row ?? null;
  const form = useSchemaForm<GolfProInput>(golfProInputSchema, { defaultValues: pro ? inputOf(pro) : blank });
  const hours = useFieldArray({ control: form.control, name: 'hours' });
  const onSubmit = form.submit(async (input) => {
    await save.mutateAsync({ id: pro?.id ?? null, input });
    onDone(t('pt:admin.saved'));
  });
  return (
    <FormDialog
      open={editing !== null}
      title={pro ? t('golf.admin.editPro', { name: i18n.language === 'ko' ? pro.nameKo : pro.nameEn }) : t('golf.admin.newPro')}
      onClose={onClose}
    >
      <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('pt:admin.save')} onCancel={onClose}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('pt:admin.nameKo')} required {...form.field('nameKo')} />
          <TextField label={t('pt:admin.nameEn')} required {...form.field('nameEn')} />
        </div>
        <CheckboxField label={t('pt:admin.active')} {...form.field('active')} />
        <WeeklyHoursFields
          legend={t('golf.admin.columns.hours')}
          rows={hours.fields}
          bind={(i, part) => form.field(`hours.${i}.${part}`, part === 'weekday' ? { valueAsNumber: true } : undefined)}
          onAdd={() => hours.append({ weekday: 1, start: '10:00', end: '12:00' })}
          onRemove={(i) => hours.remove(i)}
        />
      </SchemaDialogForm>
    </FormDialog>
  );
}

/**
 * /admin/wellness/golf (issue 16, decision 0033): the golf pros and their lesson hours by weekday:
 * list, add, edit, deactivate (booked lessons stay). Each change is audited by the server.
 */
export default function WellnessGolfPage() {
  const { t, i18n } = useTranslation(['amenities', 'pt']);
  const pros = useOfficePros();
  const save = useSavePro();
  const staff = useStaffEditing<GolfPro>();
  const nameOf = (p: GolfPro) => (i18n.language === 'ko' ? p.nameKo : p.nameEn);

  const columns: Column<GolfPro>[] = [
    { id: 'pro', header: t('golf.admin.columns.pro'), rowHeader: true, card: 'title', cell: nameOf },
    ...useStaffColumns<GolfPro>({
      headers: {
        status: t('golf.admin.columns.status'),
        hours: t('golf.admin.columns.hours'),
        actions: t('golf.admin.columns.actions'),
      },
      nameOf,
      hoursOf: (p) => p.hours,
      retireLabel: t('golf.admin.deactivate'),
      onEdit: staff.edit,
      onRetire: staff.retire,
    }),
  ];

  return (
    <WellnessShell title={t('golf.admin.title')} lead={t('golf.admin.lead')}>
      <div className="space-y-4">
        <div aria-live="polite">{staff.notice && <FormAlert tone={staff.notice.tone}>{staff.notice.text}</FormAlert>}</div>
        <div className="flex justify-end">
          <Button onClick={staff.add}>{t('golf.admin.add')}</Button>
        </div>
        <WholeListTable
          caption={t('golf.admin.title')}
          columns={columns}
          query={pros}
          rowKey={(p) => p.id}
          empty={t('golf.admin.none')}
        />
      </div>
      <StaffDialogs
        staff={staff}
        editor={ProDialog}
        nameOf={nameOf}
        retireLabel={t('golf.admin.deactivate')}
        retireMessage={(p) => t('golf.admin.deactivateBody', { name: nameOf(p) })}
        onRetire={async (p) => {
          await save.mutateAsync({ id: p.id, input: { ...inputOf(p), active: false } });
          return t('golf.admin.deactivated', { name: nameOf(p) });
        }}
      />
    </WellnessShell>
  );
}
