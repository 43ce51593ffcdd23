import { PASSWORD_RESET_MINUTES } from '@tea/shared/accounts/account.rules';
import { passwordResetRequestSchema } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LoginIdField } from '../../../shared/ui/form/login-id-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { requestPasswordReset } from '../api';

/** Reset password by ID and e-mail: a single-use link goes by e-mail; the answer never says whether they matched. */
export function ResetRequestForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const { field, formError, submit, formState } = useSchemaForm(passwordResetRequestSchema, {
    defaultValues: { loginId: '', email: '' },
  });
  const onSubmit = submit(async (values) => {
    setSent(false);
    await requestPasswordReset(values);
    setSent(true);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-[15px] text-muted">{t('findAccount.reset.lead', { minutes: PASSWORD_RESET_MINUTES })}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <LoginIdField label={t('findAccount.reset.loginId')} {...field('loginId')} />
      <TextField label={t('findAccount.reset.email')} type="email" autoComplete="email" required {...field('email')} />
      <Button type="submit" busy={formState.isSubmitting} className="w-full">
        {t('findAccount.reset.submit')}
      </Button>
      {sent && <FormAlert tone="success">{t('findAccount.reset.sent', { minutes: PASSWORD_RESET_MINUTES })}</FormAlert>}
    </form>
  );
}
