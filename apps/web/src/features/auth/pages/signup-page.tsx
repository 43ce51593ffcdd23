import { CONSENT_ITEMS, missingConsents, NO_CONSENTS, type Consents } from '@tea/shared/accounts/consent.rules';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../shared/ui/page-loading';
import { AuthCard } from '../components/auth-card';
import { LeaveGuard } from '../components/leave-guard';
import { SignupConsentStep } from '../components/signup-consent-step';
import { LinkButton } from '../../../shared/ui/link-button';

type Step = 'consent' | 'form' | 'done';
const STEPS: Step[] = ['consent', 'form', 'done'];

// The form (react-hook-form, zod, the phone rules: about 70 KB of gzip) is asked for once the person
// starts on the consents, and is there by the time they go on: the public page's first load stays small.
const loadForm = () => import('../components/signup-form');
const SignupForm = lazy(loadForm);

/** /signup: consent (PIPA), then the form, then "your tenant manager must approve your account". */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('consent');
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [consentsChecked, setConsentsChecked] = useState(false);
  const [formOpened, setFormOpened] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const [done, setDone] = useState<{ company: string; loginId: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step moves the reader to its heading (not on the first paint).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const changeConsents = (value: Consents) => {
    void loadForm();
    setConsents(value);
  };
  const toForm = () => {
    setConsentsChecked(true);
    if (missingConsents(consents).length > 0) return;
    setFormOpened(true);
    setStep('form');
  };
  const backToConsents = useCallback(() => {
    setConsentsChecked(true);
    setStep('consent');
  }, []);
  const finish = useCallback((result: { company: string; loginId: string }) => {
    setDone(result);
    setStep('done');
  }, []);

  return (
    <AuthCard title={t('signup.title')} lead={t('signup.lead')} wide>
      <LeaveGuard active={step !== 'done' && (formDirty || CONSENT_ITEMS.some((item) => consents[item]))} />
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

      {step === 'consent' && (
        <SignupConsentStep
          value={consents}
          onChange={changeConsents}
          checked={consentsChecked}
          headingRef={headingRef}
          onNext={toForm}
        />
      )}
      {formOpened && step !== 'done' && (
        <Suspense fallback={<PageLoading />}>
          <SignupForm
            consents={consents}
            hidden={step !== 'form'}
            headingRef={step === 'form' ? headingRef : null}
            onBack={() => setStep('consent')}
            onDirty={setFormDirty}
            onConsentsRefused={backToConsents}
            onDone={finish}
          />
        </Suspense>
      )}
      {step === 'done' && done && (
        <section aria-labelledby="signup-done-title" className="text-center">
          <h2 id="signup-done-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
            {t('signup.done.title')}
          </h2>
          <p role="status" className="mt-4 text-[15px] text-ink">
            {t('signup.done.body', { company: done.company })}
          </p>
          <p className="mt-2 text-[15px] text-muted">{t('signup.done.next', { loginId: done.loginId })}</p>
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
