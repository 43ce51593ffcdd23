import {
  employeeCreateSchema,
  INVITE_VALID_DAYS,
  type EmployeeCreateInput,
  type EmployeeCreateValues,
  type EmployeeDetail,
} from '@tea/shared/accounts/employee.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { currentLang } from '../../../shared/i18n';
import { storage } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { LoginIdField } from '../../../shared/ui/form/login-id-field';
import { useCompanies, useCreateEmployee, useManagerAccess } from '../api';
import { ManagerPage, Panel } from '../components/manager-page';
import { PersonFields, toNumber } from '../components/person-fields';
import { LinkButton } from '../../../shared/ui/link-button';

const FIELDS = ['name', 'loginId', 'email', 'mobile', 'gender', 'floor'] as const;
const LIST = '/tenant-manager/employee-management';

/**
 * /tenant-manager/employee-registration: adds an approved employee of the manager's company; the
 * person receives an invitation e-mail to set a password. A building manager also picks the company.
 */
export default function EmployeeRegistrationPage() {
  const { t } = useTranslation('tenantManager');
  const ownCompanyId = Number(storage.get('companyId')) || null;
  const isBuildingManager = storage.get('accountType') === 'building_manager';
  useManagerAccess();
  const companies = useCompanies();
  const [chosenCompany, setChosenCompany] = useState<number | null>(null);
  const companyId = isBuildingManager ? chosenCompany : ownCompanyId;
  const floors = companies.data?.find((c) => c.id === companyId)?.floors ?? [];
  const [created, setCreated] = useState<EmployeeDetail | null>(null);
  const create = useCreateEmployee();
  const successRef = useRef<HTMLHeadingElement>(null);
  const { field, reset, formError, submit, formState } = useSchemaForm<EmployeeCreateInput, EmployeeCreateValues>(
    employeeCreateSchema,
    { defaultValues: { name: '', loginId: '', email: '', mobile: '' }, fields: FIELDS },
  );

  useEffect(() => {
    if (created) successRef.current?.focus();
  }, [created]);

  const onSubmit = submit(async (values) => {
    const employee = await create.mutateAsync({ values, companyId: isBuildingManager ? (companyId ?? undefined) : undefined });
    setCreated(employee);
    reset();
  });

  return (
    <ManagerPage title={t('registration.title')} lead={t('registration.lead')}>
      <div className="max-w-3xl">
        <Panel>
          {created ? (
            <div>
              <h2 ref={successRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
                {t('registration.successTitle')}
              </h2>
              <div className="mt-4">
                <FormAlert tone="success">
                  {t('registration.success', {
                    name: created.name,
                    loginId: created.loginId,
                    email: created.email,
                    days: INVITE_VALID_DAYS,
                  })}
                </FormAlert>
              </div>
              <div className="mt-6 flex flex-wrap gap-3">
                <LinkButton to={LIST}>{t('registration.backToList')}</LinkButton>
                <Button variant="secondary" onClick={() => setCreated(null)}>
                  {t('registration.addAnother')}
                </Button>
              </div>
            </div>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-5">
              <p className="text-sm text-muted">{t('form.requiredNote')}</p>
              {formError && <FormAlert>{formError}</FormAlert>}
              {isBuildingManager && (
                <SelectField
                  label={t('form.company')}
                  required
                  placeholder={t('form.companyPlaceholder')}
                  options={(companies.data ?? []).map((c) => ({
                    value: c.id,
                    label: currentLang() === 'ko' ? c.nameKo : c.nameEn,
                  }))}
                  value={chosenCompany ?? ''}
                  onChange={(e) => setChosenCompany(toNumber(e.target.value) ?? null)}
                />
              )}
              <LoginIdField
                label={t('form.loginId')}
                autoComplete="off"
                spellCheck={false}
                hint={t('form.loginIdHint')}
                {...field('loginId')}
              />
              <PersonFields field={field} floors={floors} />
              <div className="flex flex-wrap gap-3 pt-2">
                <Button type="submit" busy={formState.isSubmitting}>
                  {t('registration.submit')}
                </Button>
                <LinkButton variant="secondary" to={LIST}>
                  {t('registration.backToList')}
                </LinkButton>
              </div>
            </form>
          )}
        </Panel>
      </div>
    </ManagerPage>
  );
}
