import { BUILDING } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { TintedSection } from '../../../shared/ui/tinted-section';
import { BuildingFacts } from '../components/building-facts';
import { FloorGuide } from '../components/floor-guide';
import { TowerElevation } from '../components/tower-elevation';
import { LinkList } from '../../../shared/ui/link-list';
import { aboutScene } from '../../../shared/ui/hero-scenes/about';
import { useBuildingFacts } from '../../../shared/use-building-facts';

/** /about: the building outline, a drawn elevation, the key facts and the floor guide. */
export default function AboutPage() {
  const { t } = useTranslation('building');
  const facts = useBuildingFacts();
  return (
    <>
      <PageHero scene={aboutScene} eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <Section id="overview" title={t('about.overviewTitle')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <figure id="elevation" className="rounded-2xl border border-line bg-navy-50 p-4 lg:p-6">
            <TowerElevation />
            <figcaption className="mt-3 text-sm text-muted">
              {t('elevation.caption', { above: BUILDING.floorsAbove, below: BUILDING.floorsBelow })}
            </figcaption>
          </figure>
          <div id="facts">
            <p className="mb-6 leading-7 text-ink">{t('about.intro', facts)}</p>
            <BuildingFacts />
          </div>
        </div>
      </Section>
      <TintedSection id="floors" title={t('floors.title')}>
        <div data-aos="fade-up">
          <p className="mb-6 max-w-3xl leading-7 text-muted">{t('floors.lead')}</p>
          <FloorGuide />
        </div>
      </TintedSection>
      <Section id="explore" title={t('about.exploreTitle')}>
        <LinkList
          data-aos="fade-up"
          items={(['gallery', 'location', 'parking'] as const).map((key) => ({ to: `/${key}`, key }))}
          className="grid gap-3 sm:grid-cols-3"
          linkClassName="flex h-full flex-col rounded-xl border border-line bg-white p-5 hover:border-navy-700 hover:shadow-md"
        >
          {({ key }) => (
            <>
              <span className="font-semibold text-navy-900">{t(`about.explore.${key}.title`)}</span>
              <span className="mt-1 text-sm text-muted">{t(`about.explore.${key}.body`)}</span>
            </>
          )}
        </LinkList>
      </Section>
    </>
  );
}
