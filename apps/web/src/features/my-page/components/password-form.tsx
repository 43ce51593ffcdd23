import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@tea/shared/accounts/profile.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { changePassword } from '../api';
import { Card } from './page-header';
import { READ_ONLY } from './labels';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** "Change password" (spec §3: ID, current, new, confirmation). Success ends the person's other sessions. */
export function PasswordForm({ loginId }: { loginId: string }) {
  const { t } = useTranslation('myPage');
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await changePassword(values);
      reset(EMPTY);
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Card title={t('edit.password.title')} id="edit-password-title">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="edit-password-title">
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('edit.password.saved')}</FormAlert>}
        <TextField
          label={t('info.loginId')}
          name="username"
          autoComplete="username"
          value={loginId}
          readOnly
          className={READ_ONLY}
        />
        <TextField
          label={t('edit.password.current')}
          type="password"
          required
          autoComplete="current-password"
          error={errorText(t, errors, 'currentPassword')}
          {...register('currentPassword')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={t('edit.password.new')}
            type="password"
            required
            autoComplete="new-password"
            hint={t('edit.password.hint')}
            error={errorText(t, errors, 'newPassword')}
            {...register('newPassword')}
          />
          <TextField
            label={t('edit.password.confirm')}
            type="password"
            required
            autoComplete="new-password"
            error={errorText(t, errors, 'newPasswordConfirm')}
            {...register('newPasswordConfirm')}
          />
        </div>
        <div className="flex justify-end pt-1">
          <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto sm:min-w-40">
            {t('edit.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
