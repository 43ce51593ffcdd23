import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';

/** Section #prohibition: refusal of unauthorised e-mail address collection, with Article 50-2 and the penalty. */
export function EmailProhibition() {
  const { t } = useTranslation('legal');
  const clauses = t('page.prohibition.lawClauses', { returnObjects: true }) as string[];
  return (
    <Section id="prohibition" title={t('page.prohibition.title')}>
      <div data-aos="fade-up" className="max-w-4xl">
        <div className="flex gap-4 rounded-xl border border-line p-5 lg:p-6">
          <svg aria-hidden="true" width="40" height="40" viewBox="0 0 48 48" className="hidden shrink-0 sm:block">
            <rect x="4" y="10" width="40" height="28" rx="4" fill="#e6edf5" stroke="#1f4b78" strokeWidth="2" />
            <path d="M6 13l18 13 18-13" fill="none" stroke="#1f4b78" strokeWidth="2" />
            <circle cx="38" cy="36" r="9" fill="#b42318" />
            <path d="M32 36h12" stroke="#fff" strokeWidth="3" />
          </svg>
          <p className="leading-8 font-semibold text-navy-900">{t('page.prohibition.notice')}</p>
        </div>
        <figure className="mt-6 rounded-xl bg-navy-50 p-5 lg:p-6">
          <figcaption className="font-bold text-navy-900">{t('page.prohibition.lawTitle')}</figcaption>
          <blockquote className="mt-3 space-y-2 leading-7">
            {clauses.map((clause) => (
              <p key={clause}>{clause}</p>
            ))}
          </blockquote>
        </figure>
        <h3 className="mt-6 font-bold text-navy-900">{t('page.prohibition.penaltyTitle')}</h3>
        <p className="mt-2 leading-7">{t('page.prohibition.penalty')}</p>
        <p className="mt-4 text-sm text-muted">{t('page.prohibition.posted')}</p>
      </div>
    </Section>
  );
}
