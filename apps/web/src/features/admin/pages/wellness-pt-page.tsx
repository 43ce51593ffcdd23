import { seoulDate } from '@tea/shared/calendar';
import { ptTrainerInputSchema, type PtPackage, type PtTrainer, type PtTrainerInput } from '@tea/shared/wellness/pt.schema';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFile } from '../../../shared/download';
import { PtPackageStateChip } from '../../../shared/pt/pt-state';
import { Button } from '../../../shared/ui/button';
import type { Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
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
import { useOfficePackages, useOfficeTrainers, useRemoveTrainer, useSaveTrainer } from '../pt-api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const blank: PtTrainerInput = { nameKo: '', nameEn: '', introKo: '', introEn: '', active: true, availability: [] };

/** Adds or edits a trainer: names, introductions, bookable, and the weekly hours (a row per weekday and hours). */
function TrainerDialog({ editing, onClose, onDone }: StaffEditorProps<PtTrainer>) {
  const { t } = useTranslation('pt');
  const save = useSaveTrainer();
  const trainer = editing?.row ?? null;
  const form = useSchemaForm<PtTrainerInput>(ptTrainerInputSchema, {
    defaultValues: trainer
      ? {
          nameKo: trainer.nameKo,
          nameEn: trainer.nameEn,
          introKo: trainer.introKo,
          introEn: trainer.introEn,
          active: trainer.active,
          availability: trainer.availability,
        }
      : blank,
  });
  const hours = useFieldArray({ control: form.control, name: 'availability' });
  const onSubmit = form.submit(async (input) => {
    await save.mutateAsync({ id: trainer?.id ?? null, input });
    onDone(t('admin.saved'));
  });
  return (
    <FormDialog
      open={editing !== null}
      title={trainer ? t('admin.editTrainer', { name: trainer.name }) : t('admin.newTrainer')}
      onClose={onClose}
    >
      <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('admin.save')} onCancel={onClose}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('admin.nameKo')} required {...form.field('nameKo')} />
          <TextField label={t('admin.nameEn')} required {...form.field('nameEn')} />
          <TextField label={t('admin.introKo')} {...form.field('introKo')} />
          <TextField label={t('admin.introEn')} {...form.field('introEn')} />
        </div>
        <CheckboxField label={t('admin.active')} {...form.field('active')} />
        <WeeklyHoursFields
          legend={t('admin.hours')}
          rows={hours.fields}
          bind={(i, part) => form.field(`availability.${i}.${part}`, part === 'weekday' ? { valueAsNumber: true } : undefined)}
          onAdd={() => hours.append({ weekday: 1, start: '09:00', end: '12:00' })}
          onRemove={(i) => hours.remove(i)}
        />
      </SchemaDialogForm>
    </FormDialog>
  );
}

/**
 * /admin/wellness/pt (issue 15, decision 0028): the trainers and their weekly hours (add, edit,
 * remove from booking), and the packages bought in a month with their uses, to Excel.
 */
export default function WellnessPtPage() {
  const { t } = useTranslation('pt');
  const format = useDateFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : seoulDate().slice(0, 7);
  const trainers = useOfficeTrainers();
  const packages = useOfficePackages(month);
  const remove = useRemoveTrainer();
  const staff = useStaffEditing<PtTrainer>();
  const [exporting, setExporting] = useState(false);

  const trainerColumns: Column<PtTrainer>[] = [
    { id: 'name', header: t('admin.columns.trainer'), rowHeader: true, card: 'title', cell: (x) => x.name },
    ...useStaffColumns<PtTrainer>({
      headers: { status: t('admin.columns.status'), hours: t('admin.columns.hours'), actions: t('admin.columns.actions') },
      nameOf: (x) => x.name,
      hoursOf: (x) => x.availability,
      retireLabel: t('admin.remove'),
      onEdit: staff.edit,
      onRetire: staff.retire,
    }),
  ];
  const packageColumns: Column<PtPackage>[] = [
    {
      id: 'holder',
      header: t('admin.columns.holder'),
      rowHeader: true,
      card: 'title',
      cell: (p) => `${p.holder.name} (${p.holder.loginId})`,
    },
    { id: 'state', header: t('admin.columns.state'), card: 'aside', cell: (p) => <PtPackageStateChip state={p.state} /> },
    { id: 'company', header: t('admin.columns.company'), cell: (p) => p.company.name },
    { id: 'bought', header: t('admin.columns.bought'), cell: (p) => format.date(p.createdAt) },
    { id: 'uses', header: t('admin.columns.uses'), cell: (p) => t('detail.usesValue', { used: p.used, remaining: p.remaining }) },
    {
      id: 'validUntil',
      header: t('admin.columns.validUntil'),
      cell: (p) => (p.validUntil ? format.date(p.validUntil) : t('detail.validUntilNone', { days: p.validDays })),
    },
  ];

  const exportPackages = () => {
    staff.setNotice(null);
    setExporting(true);
    void downloadFile(`/admin/wellness/pt/packages/export?month=${month}`, `pt-${month}.xlsx`, 'v2')
      .catch((e: Error) => staff.setNotice({ tone: 'error', text: e.message }))
      .finally(() => setExporting(false));
  };

  return (
    <WellnessShell title={t('admin.title')}>
      <div className="space-y-8">
        <div aria-live="polite">{staff.notice && <FormAlert tone={staff.notice.tone}>{staff.notice.text}</FormAlert>}</div>
        <section aria-labelledby="pt-trainers" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="pt-trainers" className="text-lg font-bold text-navy-900">
              {t('admin.trainersTitle')}
            </h2>
            <Button onClick={staff.add}>{t('admin.addTrainer')}</Button>
          </div>
          <WholeListTable
            caption={t('admin.trainersTitle')}
            columns={trainerColumns}
            query={trainers}
            rowKey={(x) => x.id}
            empty={t('admin.noTrainers')}
          />
        </section>
        <section aria-labelledby="pt-packages" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="pt-packages" className="text-lg font-bold text-navy-900">
              {t('admin.packagesTitle')}
            </h2>
            <div className="flex flex-wrap items-end gap-3">
              <TextField
                label={t('admin.month')}
                type="month"
                value={month}
                onChange={(e) => MONTH.test(e.target.value) && setParams({ month: e.target.value }, { replace: true })}
              />
              <Button variant="secondary" busy={exporting} onClick={exportPackages}>
                {t('admin.export')}
              </Button>
            </div>
          </div>
          <WholeListTable
            caption={t('admin.packagesTitle')}
            columns={packageColumns}
            query={packages}
            rowKey={(p) => p.id}
            empty={t('admin.noPackages')}
          />
        </section>
      </div>
      <StaffDialogs
        staff={staff}
        editor={TrainerDialog}
        nameOf={(x) => x.name}
        retireLabel={t('admin.remove')}
        retireMessage={(x) => t('admin.removed', { name: x.name })}
        onRetire={async (x) => {
          await remove.mutateAsync(x.id);
          return t('admin.removed', { name: x.name });
        }}
      />
    </WellnessShell>
  );
}
