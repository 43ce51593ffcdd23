import { loginIdSchema } from '@tea/shared/accounts/account.rules';
import type { SignupInput, SignupValues } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/forms';
import { fieldsOf } from '../../../shared/use-schema-form';
import { currentLang } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-fields';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { LoginIdField } from '../../../shared/ui/form/login-id-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { checkLoginId, useSignupCompanies, type SignupCompany } from '../api';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { RetailPhoneNote } from '../../../shared/ui/retail-phone-note';

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function companyName(company: SignupCompany | undefined): string {
  if (!company) return '';
  return currentLang() === 'ko' ? company.nameKo : company.nameEn;
}

/**
 * Step 2 of the sign-up: company and its floors, name, ID with the duplicate check (a changed ID is
 * unverified again), password with the rule as hint, confirmation, e-mail, contact and gender.
 */
export function SignupFormStep({
  form,
  headingRef,
  formError,
  onBack,
  onSubmit,
}: {
  form: UseFormReturn<SignupInput, unknown, SignupValues>;
  headingRef: React.Ref<HTMLHeadingElement>;
  formError: string | null;
  onBack: () => void;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const floorLabel = useFloorFormat();
  const companies = useSignupCompanies();
  const [checking, setChecking] = useState(false);
  const field = fieldsOf(form, t);
  const {
    register,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const companyId = watch('companyId');
  const verified = watch('idVerified');
  const floors = companies.data?.find((c) => c.id === companyId)?.floors ?? [];

  const checkId = async () => {
    const loginId = form.getValues('loginId')?.trim() ?? '';
    const format = loginIdSchema.safeParse(loginId);
    if (!format.success) {
      setError('loginId', { type: 'format', message: format.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    setChecking(true);
    try {
      const { available } = await checkLoginId(loginId);
      // The ID was changed while the check ran: the answer is about another ID.
      if ((form.getValues('loginId')?.trim() ?? '') !== loginId) return;
      if (available) {
        setValue('idVerified', true);
        clearErrors(['loginId', 'idVerified']);
      } else {
        setError('loginId', { type: 'taken', message: t('errors:LOGIN_ID_TAKEN') }, { shouldFocus: true });
      }
    } catch (error) {
      setError('loginId', { type: 'server', message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };

  const idError = errorText(t, errors, 'loginId') ?? errorText(t, errors, 'idVerified');

  return (
    <section aria-labelledby="signup-form-title">
      <h2 id="signup-form-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        {t('signup.form.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t('signup.form.requiredNote')} <RetailPhoneNote />
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        {companies.isError && <FormAlert>{t('signup.form.loadFailed')}</FormAlert>}
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label={t('signup.form.company')}
            required
            placeholder={t('signup.form.companyPlaceholder')}
            options={(companies.data ?? [])
              .map((c) => ({ value: c.id, label: companyName(c) }))
              .sort((a, b) => a.label.localeCompare(b.label, currentLang()))}
            {...field('companyId', {
              setValueAs: toNumber,
              onChange: () => setValue('floor', '' as unknown as number),
            })}
          />
          <SelectField
            label={t('signup.form.floor')}
            required
            placeholder={floors.length ? t('signup.form.floorPlaceholder') : t('signup.form.floorFirst')}
            options={floors.map((f) => ({
              value: f,
              label: floorLabel(f),
            }))}
            {...field('floor', { setValueAs: toNumber })}
          />
        </div>
        <TextField label={t('signup.form.name')} required autoComplete="name" {...field('name')} />
        <div>
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <LoginIdField
                label={t('signup.form.loginId')}
                spellCheck={false}
                hint={t('signup.form.loginIdHint')}
                error={idError}
                {...register('loginId', { onChange: () => setValue('idVerified', false) })}
              />
            </div>
            <Button variant="secondary" className="mt-6 shrink-0" busy={checking} onClick={() => void checkId()}>
              {t('signup.form.checkId')}
            </Button>
          </div>
          <p role="status" className="mt-1 text-sm font-semibold text-[#17603c]">
            {verified ? t('signup.form.idAvailable') : ''}
          </p>
        </div>
        <NewPasswordFields
          className="grid gap-5 md:grid-cols-2"
          labels={{ password: t('signup.form.password'), confirm: t('signup.form.passwordConfirm') }}
          hint={t('signup.form.passwordHint')}
          password={field('password')}
          confirm={field('passwordConfirm')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={t('signup.form.email')} type="email" required autoComplete="email" {...field('email')} />
          <TextField
            label={t('signup.form.mobile')}
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel-national"
            hint={t('signup.form.mobileHint')}
            {...field('mobile')}
          />
        </div>
        <RadioGroup
          legend={t('signup.form.gender')}
          required
          options={[
            { value: 'male', label: t('signup.form.male') },
            { value: 'female', label: t('signup.form.female') },
          ]}
          {...field('gender')}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            {t('signup.form.back')}
          </Button>
          <Button type="submit" busy={isSubmitting} className="sm:min-w-40">
            {t('signup.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
