import { zodResolver } from '@hookform/resolvers/zod';
import { REQUIRED_CONSENTS, signupSchema, type SignupInput, type SignupValues } from '@tea/shared/accounts/signup.schema';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { applyServerErrors, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { signup, useSignupCompanies } from '../api';
import { AuthCard } from '../components/auth-card';
import { LeaveGuard } from '../components/leave-guard';
import { SignupConsentStep } from '../components/signup-consent-step';
import { companyName, SignupFormStep } from '../components/signup-form-step';
import { LinkButton } from '../../../shared/ui/link-button';

type Step = 'consent' | 'form' | 'done';
const STEPS: Step[] = ['consent', 'form', 'done'];

const FIELDS = [
  'companyId',
  'floor',
  'name',
  'loginId',
  'idVerified',
  'password',
  'passwordConfirm',
  'email',
  'mobile',
  'gender',
  'consents.privacyRequired',
  'consents.termsRequired',
] as const;

/** /signup: consent (PIPA), then the form, then "your tenant manager must approve your account". */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('consent');
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const companies = useSignupCompanies();
  const form = useForm<SignupInput, unknown, SignupValues>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(signupSchema),
    defaultValues: {
      name: '',
      loginId: '',
      idVerified: false,
      password: '',
      passwordConfirm: '',
      email: '',
      mobile: '',
      consents: { privacyRequired: false, termsRequired: false, marketingOptional: false },
    },
  });

  // A new step moves the reader to its heading (not on the first paint).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const toForm = async () => {
    const ok = await form.trigger(REQUIRED_CONSENTS.map((item) => `consents.${item}` as const));
    if (ok) setStep('form');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup(values);
      setStep('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOGIN_ID_TAKEN') form.setValue('idVerified', false);
      setFormError(applyServerErrors(error, form.setError, FIELDS));
      if (error instanceof ApiError && Object.keys(error.fields).some((f) => f.startsWith('consents.'))) setStep('consent');
    }
  });

  const submitted = form.getValues();
  const company = companies.data?.find((c) => c.id === submitted.companyId);

  return (
    <AuthCard title={t('signup.title')} lead={t('signup.lead')} wide>
      <LeaveGuard active={step !== 'done' && form.formState.isDirty} />
      <ol aria-label={t('signup.steps.label')} className="mb-8 grid grid-cols-3 gap-2 text-center text-sm">
        {STEPS.map((s, i) => {
          const current = s === step;
          const past = STEPS.indexOf(step) > i;
          return (
            <li
              key={s}
              aria-current={current ? 'step' : undefined}
              className={`border-t-4 pt-2 ${current ? 'border-navy-900 font-bold text-navy-900' : past ? 'border-navy-700 text-navy-800' : 'border-line text-muted'}`}
            >
              <span className="block text-xs">{i + 1}</span>
              {t(`signup.steps.${s}`)}
            </li>
          );
        })}
      </ol>

      {step === 'consent' && <SignupConsentStep form={form} headingRef={headingRef} onNext={() => void toForm()} />}
      {step === 'form' && (
        <SignupFormStep
          form={form}
          headingRef={headingRef}
          formError={formError}
          onBack={() => setStep('consent')}
          onSubmit={onSubmit}
        />
      )}
      {step === 'done' && (
        <section aria-labelledby="signup-done-title" className="text-center">
          <h2 id="signup-done-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
            {t('signup.done.title')}
          </h2>
          <p role="status" className="mt-4 text-[15px] text-ink">
            {t('signup.done.body', { company: companyName(company) })}
          </p>
          <p className="mt-2 text-[15px] text-muted">{t('signup.done.next', { loginId: submitted.loginId })}</p>
          <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
            <LinkButton variant="secondary" to="/">
              {t('signup.done.home')}
            </LinkButton>
            <LinkButton to="/login">{t('signup.done.login')}</LinkButton>
          </div>
        </section>
      )}
    </AuthCard>
  );
}
