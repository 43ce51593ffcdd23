import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { FullTextLink } from './full-text-link';

interface PrivacyCard {
  title: string;
  body: string;
}

/** Section #privacypolicy: purposes, items, retention and the privacy officer in brief, and the link to the full policy. */
export function PrivacySummary() {
  const { t } = useTranslation('legal');
  const cards = t('page.privacy.cards', { returnObjects: true }) as PrivacyCard[];
  return (
    <div className="bg-navy-50">
      <Section id="privacypolicy" title={t('page.privacy.title')}>
        <div data-aos="fade-up">
          <p className="max-w-3xl leading-8">{t('page.privacy.lead')}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <div key={card.title} className="rounded-xl bg-white p-5 shadow-sm">
                <dt className="font-bold text-navy-900">{card.title}</dt>
                <dd className="mt-2 text-sm leading-6 whitespace-pre-line">{card.body}</dd>
              </div>
            ))}
          </dl>
          <FullTextLink to="/privacypolicy" label={t('page.privacy.fullText')} />
        </div>
      </Section>
    </div>
  );
}
