import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { AmenityTermsList } from './amenity-terms-list';
import { FullTextLink } from './full-text-link';

/** Section #termofuse: the key points of the terms of use, the link to the full text, and the amenity terms. */
export function TermsSummary() {
  const { t } = useTranslation('legal');
  const points = t('page.terms.points', { returnObjects: true }) as string[];
  return (
    <Section id="termofuse" title={t('page.terms.title')}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="leading-8">{t('page.terms.lead')}</p>
          <ul className="mt-5 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 leading-7">
                <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-gold-500" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-muted">{t('page.terms.effective')}</p>
          <FullTextLink to="/termsofuse" label={t('page.terms.fullText')} />
        </div>
        <AmenityTermsList />
      </div>
    </Section>
  );
}
