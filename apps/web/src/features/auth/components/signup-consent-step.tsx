import { CONSENT_ITEMS, missingConsents, REQUIRED_CONSENTS, type Consents } from '@tea/shared/accounts/consent.rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';

const DOC_LINK: Partial<Record<(typeof CONSENT_ITEMS)[number], { to: string; label: string }>> = {
  privacyRequired: { to: '/terms-of-use#privacypolicy', label: 'readPrivacy' },
  termsRequired: { to: '/terms-of-use#termofuse', label: 'readTerms' },
};

/**
 * Step 1 of the sign-up, in the PIPA form: every item separately, marked required or optional, with
 * its purpose, the items collected and the retention; "agree to all"; the spec's message when a
 * required item is missing.
 */
export function SignupConsentStep({
  value,
  onChange,
  checked,
  headingRef,
  onNext,
}: {
  value: Consents;
  onChange: (value: Consents) => void;
  /** After "next" was pressed once (or the server refused): the missing items are shown. */
  checked: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onNext: () => void;
}) {
  const { t } = useTranslation('auth');
  const alertId = useId();
  const allAgreed = CONSENT_ITEMS.every((item) => value[item]);
  const missing = checked ? missingConsents(value) : [];
  const agreeAll = (agreed: boolean) => onChange(Object.fromEntries(CONSENT_ITEMS.map((item) => [item, agreed])) as Consents);

  return (
    <section aria-labelledby="signup-consent-title">
      <h2 id="signup-consent-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        {t('signup.consent.title')}
      </h2>
      <p className="mt-2 text-[15px] text-muted">{t('signup.consent.lead')}</p>

      <div className="mt-5 rounded-lg border border-navy-800/30 bg-navy-50 px-4 py-2">
        <CheckboxField
          label={<span className="font-bold">{t('signup.consent.agreeAll')}</span>}
          checked={allAgreed}
          onChange={(e) => agreeAll(e.target.checked)}
        />
      </div>

      <ul className="mt-4 space-y-4">
        {CONSENT_ITEMS.map((item) => {
          const required = REQUIRED_CONSENTS.includes(item);
          const title = t(`signup.consent.${item}.title`);
          const doc = DOC_LINK[item];
          const invalid = missing.includes(item);
          return (
            <li key={item} className={`rounded-lg border p-4 ${invalid ? 'border-danger' : 'border-line'}`}>
              <h3 className="flex flex-wrap items-center gap-2 text-base font-bold text-navy-900">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-bold ${required ? 'bg-navy-900 text-white' : 'bg-navy-100 text-navy-900'}`}
                >
                  {t(required ? 'signup.consent.required' : 'signup.consent.optional')}
                </span>
                {title}
              </h3>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-semibold text-navy-900">{t('signup.consent.purpose')}</dt>
                <dd className="mb-2 text-ink sm:mb-0">{t(`signup.consent.${item}.purpose`)}</dd>
                <dt className="font-semibold text-navy-900">{t('signup.consent.items')}</dt>
                <dd className="mb-2 text-ink sm:mb-0">{t(`signup.consent.${item}.items`)}</dd>
                <dt className="font-semibold text-navy-900">{t('signup.consent.retention')}</dt>
                <dd className="text-ink">{t(`signup.consent.${item}.retention`)}</dd>
              </dl>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4">
                <CheckboxField
                  label={
                    <>
                      {t('signup.consent.agree')}
                      <span className="sr-only">
                        {' '}
                        ({t(required ? 'signup.consent.required' : 'signup.consent.optional')}) {title}
                      </span>
                    </>
                  }
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? alertId : undefined}
                  name={`consents.${item}`}
                  checked={value[item]}
                  onChange={(e) => onChange({ ...value, [item]: e.target.checked })}
                />
                {doc && (
                  <Link
                    to={doc.to}
                    target="_blank"
                    rel="noopener"
                    className="text-sm text-navy-800 underline underline-offset-4 hover:text-navy-900"
                  >
                    {t(`signup.consent.${doc.label}`)}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <p className="mt-4 text-sm text-muted">{t('signup.consent.refuseNote')}</p>
      {missing.length > 0 && (
        <div id={alertId} className="mt-4">
          <FormAlert>{t('validation:consentRequired')}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <Button onClick={onNext} className="w-full sm:w-auto sm:min-w-40">
          {t('signup.consent.next')}
        </Button>
      </div>
    </section>
  );
}
