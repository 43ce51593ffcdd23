import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { TintedSection } from '../../../shared/ui/tinted-section';
import { CopyAddressButton } from '../components/copy-address-button';
import { DrivingDirections, TransitDirections } from '../components/location-directions';
import { LocationMap } from '../components/location-map';
import { locationScene } from '../../../shared/ui/hero-scenes/location';

const LEGEND = [
  { key: 'tower', swatch: <span className="h-4 w-5 rounded-sm border-2 border-gold-700 bg-[#fbf3df]" /> },
  { key: 'subway', swatch: <span className="h-4 w-4 rounded-full border-4 border-[#00a84d] bg-white" /> },
  {
    key: 'exit',
    swatch: <span className="grid h-5 w-5 place-items-center rounded bg-[#00a84d] text-[11px] font-bold text-white">5</span>,
  },
  {
    key: 'bus',
    swatch: <span className="grid h-5 w-5 place-items-center rounded bg-navy-700 text-[11px] font-bold text-white">B</span>,
  },
  {
    key: 'parking',
    swatch: <span className="grid h-5 w-5 place-items-center rounded bg-navy-700 text-[11px] font-bold text-white">P</span>,
  },
  { key: 'road', swatch: <span className="h-3 w-6 border border-[#c9c3b6] bg-white" /> },
] as const;

/** /location: the address with a copy button, a drawn map, and directions by transit and by car. */
export default function LocationPage() {
  const { t } = useTranslation('building');
  const address = t('location.address');
  return (
    <>
      <PageHero scene={locationScene} eyebrow={t('location.eyebrow')} title={t('location.title')} lead={t('location.lead')} />
      <Section id="map" title={t('location.mapTitle')}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <figure className="overflow-hidden rounded-2xl border border-line">
            <LocationMap />
            <figcaption className="border-t border-line bg-white p-4">
              <h3 className="sr-only">{t('location.legend.title')}</h3>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-ink sm:grid-cols-3">
                {LEGEND.map((item) => (
                  <li key={item.key} className="flex items-center gap-2">
                    <span aria-hidden="true" className="flex w-6 justify-center">
                      {item.swatch}
                    </span>
                    {t(`location.legend.${item.key}`)}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <div className="space-y-6">
            <div id="address" className="rounded-2xl bg-navy-900 p-6 text-white">
              <h3 className="text-sm font-semibold tracking-widest text-gold-500 uppercase">{t('location.addressTitle')}</h3>
              <address className="mt-3 text-lg leading-8 font-semibold not-italic">{address}</address>
              <p className="mt-1 text-sm text-white/85">{t('location.addressAlt')}</p>
              <div className="mt-5">
                <CopyAddressButton address={address} onDark />
              </div>
            </div>
            <ul className="space-y-3">
              {(['subway', 'bus', 'car'] as const).map((key) => (
                <li key={key} className="rounded-xl border border-line bg-white p-4">
                  <p className="text-sm font-semibold text-navy-900">{t(`location.quick.${key}.title`)}</p>
                  <p className="mt-1 text-sm text-muted">{t(`location.quick.${key}.body`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <TintedSection id="transit" title={t('location.transit.title')}>
        <div data-aos="fade-up">
          <TransitDirections />
        </div>
      </TintedSection>
      <Section id="driving" title={t('location.driving.title')}>
        <div data-aos="fade-up">
          <DrivingDirections />
        </div>
      </Section>
      <TintedSection id="parking-entrance" title={t('location.parkingEntrance.title')}>
        <div data-aos="fade-up" className="rounded-xl border border-line bg-white p-5 lg:p-6">
          <ul className="list-disc space-y-2 pl-5 text-[15px] leading-7">
            {(t('location.parkingEntrance.items', { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link
            to="/parking"
            className="mt-4 inline-flex font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
          >
            {t('location.parkingEntrance.link')}
          </Link>
        </div>
      </TintedSection>
    </>
  );
}
