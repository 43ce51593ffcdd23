import { zodResolver } from '@hookform/resolvers/zod';
import { findIdSchema, type FindIdInput } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { findId } from '../api';

/** Find ID by e-mail: the answer never says whether an account exists. */
export function FindIdForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FindIdInput>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(findIdSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    try {
      await findId(values);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-[15px] text-muted">{t('findAccount.findId.lead')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('findAccount.findId.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText(t, errors, 'email')}
        {...register('email')}
      />
      <Button type="submit" busy={isSubmitting} className="w-full">
        {t('findAccount.findId.submit')}
      </Button>
      {sent && <FormAlert tone="success">{t('findAccount.findId.sent')}</FormAlert>}
    </form>
  );
}
