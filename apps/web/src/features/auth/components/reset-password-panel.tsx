import { newPasswordSchema, RESET_TOKEN_PATTERN } from '@tea/shared/accounts/signup.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { NewPasswordFields } from '../../../shared/ui/form/new-password-fields';
import { confirmPasswordReset, useResetLink } from '../api';
import { AuthCard } from './auth-card';
import { LinkButton } from '../../../shared/ui/link-button';

const linkClass = 'font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-900';

/**
 * /findid/reset?token=…: the new password of a reset or invitation link. A used, expired or unknown
 * link says so and offers to ask for a new one; success leads to /login.
 */
export function ResetPasswordPanel({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  const link = useResetLink(wellFormed ? token : '');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const { field, formError, submit, formState } = useSchemaForm(newPasswordSchema, {
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const title = t(link.data?.purpose === 'invite' ? 'resetPassword.titleInvite' : 'resetPassword.titleReset');

  const onSubmit = submit(
    async (values) => {
      await confirmPasswordReset({ token, ...values });
      setDone(true);
    },
    (error) => {
      const expired = error instanceof ApiError && error.code === 'RESET_LINK_INVALID';
      if (expired) setInvalid(true);
      return expired;
    },
  );

  if (wellFormed && link.isPending) {
    return (
      <AuthCard title={title}>
        <p role="status" className="flex items-center gap-3 text-[15px] text-muted">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-navy-100 border-t-navy-700" />
          {t('resetPassword.checking')}
        </p>
      </AuthCard>
    );
  }

  if (!wellFormed || invalid || link.isError || link.data?.valid === false) {
    return (
      <AuthCard title={title}>
        <FormAlert>{t('errors:RESET_LINK_INVALID')}</FormAlert>
        <p className="mt-6 text-center">
          <Link to="/findid/password" className={linkClass}>
            {t('resetPassword.requestAgain')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={title}>
        <FormAlert tone="success">{t('resetPassword.done')}</FormAlert>
        <LinkButton to="/login" className="mt-6 w-full">
          {t('resetPassword.toLogin')}
        </LinkButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} lead={t('resetPassword.lead')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <NewPasswordFields
          className="space-y-4"
          labels={{ password: t('resetPassword.password'), confirm: t('resetPassword.passwordConfirm') }}
          hint={t('signup.form.passwordHint')}
          password={field('password')}
          confirm={field('passwordConfirm')}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
