import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_KINDS,
  TOWERS,
  companyFormSchema,
  formatFloors,
  toCompanyInput,
  type CompanyForm,
} from '@tea/shared/admin/company.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSaveCompany, type AdminCompany } from '../api';
import { FormDialog } from './form-dialog';

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyForm>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(companyFormSchema),
    defaultValues: company
      ? { ...company, floors: formatFloors(company.floors), tower: company.tower as CompanyForm['tower'] }
      : { code: '', nameKo: '', nameEn: '', kind: 'office', tower: 'A', floors: '', splitFloor: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = toCompanyInput(companyFormSchema.parse(values));
      await save.mutateAsync({ id: company?.id ?? null, input });
      onSaved(i18n.language === 'ko' ? input.nameKo : input.nameEn);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('companies.code')}
        hint={t('companies.codeHint')}
        required
        autoCapitalize="none"
        error={errorText(t, errors, 'code')}
        {...register('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('companies.nameKo')}
          required
          lang="ko"
          error={errorText(t, errors, 'nameKo')}
          {...register('nameKo')}
        />
        <TextField
          label={t('companies.nameEn')}
          required
          lang="en"
          error={errorText(t, errors, 'nameEn')}
          {...register('nameEn')}
        />
      </div>
      <RadioGroup
        legend={t('companies.kind')}
        required
        options={COMPANY_KINDS.map((k) => ({ value: k, label: t(`companies.kinds.${k}`) }))}
        error={errorText(t, errors, 'kind')}
        {...register('kind')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('companies.tower')}
          required
          options={TOWERS.map((tower) => ({ value: tower, label: t('companies.towerName', { tower }) }))}
          error={errorText(t, errors, 'tower')}
          {...register('tower')}
        />
        <TextField
          label={t('companies.floors')}
          hint={t('companies.floorsHint')}
          required
          error={errorText(t, errors, 'floors')}
          {...register('floors')}
        />
      </div>
      <CheckboxField label={t('companies.splitFloor')} {...register('splitFloor')} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('companies.save')}
        </Button>
      </div>
    </form>
  );
}
