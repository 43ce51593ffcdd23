import { passwordChangeSchema, type PasswordChangeInput } from '@tea/shared/accounts/profile.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { changePassword } from '../api';
import { Card } from './page-header';
import { READ_ONLY } from './labels';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** "Change password" (spec §3: ID, current, new, confirmation). Success ends the person's other sessions. */
export function PasswordForm({ loginId }: { loginId: string }) {
  const { t } = useTranslation('myPage');
  const [saved, setSaved] = useState(false);
  const { field, formError, submit, reset, formState } = useSchemaForm(passwordChangeSchema, { defaultValues: EMPTY });

  const onSubmit = submit(async (values) => {
    setSaved(false);
    await changePassword(values);
    reset(EMPTY);
    setSaved(true);
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
          {...field('currentPassword')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label={t('edit.password.new')}
            type="password"
            required
            autoComplete="new-password"
            hint={t('edit.password.hint')}
            {...field('newPassword')}
          />
          <TextField
            label={t('edit.password.confirm')}
            type="password"
            required
            autoComplete="new-password"
            {...field('newPasswordConfirm')}
          />
        </div>
        <div className="flex justify-end pt-1">
          <Button type="submit" busy={formState.isSubmitting} className="w-full sm:w-auto sm:min-w-40">
            {t('edit.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
