import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_MINUTES } from '@tea/shared/accounts/account.rules';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { requestPasswordReset } from '../api';

/** Reset password by ID and e-mail: a single-use link goes by e-mail; the answer never says whether they matched. */
export function ResetRequestForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { loginId: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['loginId', 'email']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-[15px] text-muted">{t('findAccount.reset.lead', { minutes: PASSWORD_RESET_MINUTES })}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('findAccount.reset.loginId')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errorText(t, errors, 'loginId')}
        {...register('loginId')}
      />
      <TextField
        label={t('findAccount.reset.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(t, errors, 'email')}
        {...register('email')}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t('findAccount.reset.submit')}
      </Button>
      {sent && <FormAlert tone="success">{t('findAccount.reset.sent', { minutes: PASSWORD_RESET_MINUTES })}</FormAlert>}
    </form>
  );
}
