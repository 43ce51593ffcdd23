import {
  COMPANY_KINDS,
  TOWERS,
  companyFormSchema,
  formatFloors,
  toCompanyInput,
  type CompanyForm,
} from '@tea/shared/admin/company.schema';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useSaveCompany, type AdminCompany } from '../api';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { SchemaDialogForm } from './schema-dialog-form';

const FIELDS = ['code', 'nameKo', 'nameEn', 'kind', 'tower', 'floors', 'splitFloor'] as const;

/** Add or edit a company in a dialog; the same rules as the server, per-field messages, nothing typed is lost on an error. */
export function CompanyFormDialog({
  company,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new company. */
  company: AdminCompany | null;
  open: boolean;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={company ? t('companies.editTitle', { name: company.nameKo }) : t('companies.addTitle')}
      className="w-[min(94vw,40rem)]"
    >
      <CompanyFormBody company={company} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function CompanyFormBody({
  company,
  onClose,
  onSaved,
}: {
  company: AdminCompany | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const save = useSaveCompany();
  const form = useSchemaForm<CompanyForm>(companyFormSchema, {
    fields: FIELDS,
    defaultValues: company
      ? { ...company, floors: formatFloors(company.floors), tower: company.tower as CompanyForm['tower'] }
      : { code: '', nameKo: '', nameEn: '', kind: 'office', tower: 'A', floors: '', splitFloor: false },
  });
  const { field, register, submit } = form;

  const onSubmit = submit(async (values) => {
    const input = toCompanyInput(companyFormSchema.parse(values));
    await save.mutateAsync({ id: company?.id ?? null, input });
    onSaved(i18n.language === 'ko' ? input.nameKo : input.nameEn);
  });

  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('companies.save')} onCancel={onClose}>
      <TextField label={t('companies.code')} hint={t('companies.codeHint')} required autoCapitalize="none" {...field('code')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('companies.nameKo')} required lang="ko" {...field('nameKo')} />
        <TextField label={t('companies.nameEn')} required lang="en" {...field('nameEn')} />
      </div>
      <RadioGroup
        legend={t('companies.kind')}
        required
        options={COMPANY_KINDS.map((k) => ({ value: k, label: t(`companies.kinds.${k}`) }))}
        {...field('kind')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('companies.tower')}
          required
          options={TOWERS.map((tower) => ({ value: tower, label: t('companies.towerName', { tower }) }))}
          {...field('tower')}
        />
        <TextField label={t('companies.floors')} hint={t('companies.floorsHint')} required {...field('floors')} />
      </div>
      <CheckboxField label={t('companies.splitFloor')} {...register('splitFloor')} />
    </SchemaDialogForm>
  );
}
