import { LOGIN_FIELDS, loginFieldProblem } from '@tea/shared/accounts/login.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STARTUP_COOKIE, cookies } from '../../../shared/cookies';
import { storeSession } from '../../../shared/session';
import { useHydrated } from '../../../shared/use-hydrated';
import { usePlainForm } from '../../../shared/use-plain-form';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LoginIdField } from '../../../shared/ui/form/login-id-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { login } from '../api';
import { safeNext } from '../safe-next';
import { AuthCard } from '../components/auth-card';

export const SAVED_ID_COOKIE = 'savedLoginId';

/**
 * /login: ID, password, "save login info" (the startup cookie), links to sign-up and find ID / password.
 * A plain form on the shared login rules, not the forms kit: a public page's budget (use-plain-form.ts).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const { input, fill, formRef, formError, submit, busy } = usePlainForm({
    fields: LOGIN_FIELDS,
    problemOf: loginFieldProblem,
  });
  const [remember, setRemember] = useState(false);
  // The remembered ID fills in after mount (the page is prerendered without anyone's cookies), unless one was typed.
  useEffect(() => {
    const savedId = cookies.get(SAVED_ID_COOKIE);
    if (!savedId) return;
    fill({ loginId: savedId });
    setRemember(true);
  }, [fill]);

  const onSubmit = submit(async ({ loginId, password }) => {
    const session = await login({ loginId: loginId.trim(), password });
    if (remember) cookies.set(SAVED_ID_COOKIE, loginId, STARTUP_COOKIE);
    else cookies.remove(SAVED_ID_COOKIE, STARTUP_COOKIE);
    storeSession(session.accessToken, session.user);
    // A tenant lands on their tenant-service home (what is coming, what waits, what is new); the office on the back office.
    const fallback = session.user.role === 'building_manager' ? '/admin' : '/tenant-service-home';
    void navigate(params.get('next') ? safeNext(params.get('next')) : fallback, { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')}>
      {/* POST: even a submission the app does not catch never puts the password in an address. */}
      <form ref={formRef} method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* Disabled until the app runs: typing into the prerendered page before it would be lost. */}
        <fieldset disabled={!hydrated} className="space-y-4">
          {formError && <FormAlert>{formError}</FormAlert>}
          <LoginIdField label={t('login.loginId')} {...input('loginId')} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            {...input('password')}
          />
          <CheckboxField
            label={t('login.remember')}
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Button type="submit" busy={busy} className="w-full">
            {t('login.submit')}
          </Button>
        </fieldset>
      </form>
      <nav aria-label={t('login.moreLinks')} className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
        <Link to="/signup" className="font-semibold text-navy-800 underline-offset-4 hover:underline">
          {t('login.signup')}
        </Link>
        <Link to="/findid/id" className="text-navy-800 underline-offset-4 hover:underline">
          {t('login.findId')}
        </Link>
        <Link to="/findid/password" className="text-navy-800 underline-offset-4 hover:underline">
          {t('login.resetPassword')}
        </Link>
      </nav>
    </AuthCard>
  );
}
