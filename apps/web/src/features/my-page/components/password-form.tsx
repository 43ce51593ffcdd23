import { passwordChangeSchema, type PasswordChangeInput } from '@tea/shared/accounts/profile.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-fields';
import { TextField } from '../../../shared/ui/form/text-field';
import { changePassword } from '../api';
import { CardForm } from './card-form';
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
    <CardForm part="password" onSubmit={onSubmit} formError={formError} saved={saved} submitting={formState.isSubmitting}>
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
      <NewPasswordFields
        className="grid gap-5 md:grid-cols-2"
        labels={{ password: t('edit.password.new'), confirm: t('edit.password.confirm') }}
        hint={t('edit.password.hint')}
        password={field('newPassword')}
        confirm={field('newPasswordConfirm')}
      />
    </CardForm>
  );
}
