import { PARKING } from '@tea/shared/building/parking.rules';
import { formatKrw } from '@tea/shared/money';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { ParkingFeeCalculator } from '../components/parking-fee-calculator';
import { useLang } from '../components/use-lang';
import { parkingScene } from '../../../shared/ui/hero-scenes/parking';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const INFO = ['hours', 'entrances', 'ev', 'validation', 'payment', 'monthly'] as const;

/** /parking: fees, a fee calculator, hours, entrances, EV charging and visitor validation. */
export default function ParkingPage() {
  const { t } = useTranslation('building');
  const facts = useBuildingFacts();
  const lang = useLang();
  const fees = [
    { label: t('parking.fees.free'), value: t('parking.fees.freeValue', { n: PARKING.freeMinutes }) },
    {
      label: t('parking.fees.unit'),
      value: t('parking.fees.unitValue', { n: PARKING.unitMinutes, fee: formatKrw(PARKING.unitFee, lang) }),
    },
    { label: t('parking.fees.monthly'), value: formatKrw(PARKING.monthlyFee, lang) },
    { label: t('parking.fees.spaces'), value: t('parking.fees.spacesValue', { n: PARKING.spaces }) },
  ];
  return (
    <>
      <PageHero scene={parkingScene} eyebrow={t('parking.eyebrow')} title={t('parking.title')} lead={t('parking.lead', facts)} />
      <Section id="fees" title={t('parking.fees.title')}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <div>
            <dl className="grid grid-cols-2 gap-3">
              {fees.map((fee) => (
                <div key={fee.label} className="rounded-xl border border-line bg-white p-4 lg:p-5">
                  <dt className="text-sm text-muted">{fee.label}</dt>
                  <dd className="mt-1 text-xl font-bold text-navy-900 lg:text-2xl">{fee.value}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-6 list-disc space-y-2 pl-5 text-[15px] leading-7 text-ink">
              {(t('parking.fees.notes', { returnObjects: true }) as string[]).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
          <div id="calculator">
            <ParkingFeeCalculator />
          </div>
        </div>
      </Section>
      <div className="bg-navy-50">
        <Section id="information" title={t('parking.info.title')}>
          <div data-aos="fade-up" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {INFO.map((key) => (
              <article key={key} id={`parking-${key}`} className="rounded-xl border border-line bg-white p-5 lg:p-6">
                <h3 className="text-lg font-bold text-navy-900">{t(`parking.info.${key}.title`)}</h3>
                <ul className="mt-3 space-y-2 text-[15px] leading-6 text-ink">
                  {(t(`parking.info.${key}.items`, { returnObjects: true, ...facts }) as string[]).map((item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-700" />
                      {item}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </Section>
      </div>
    </>
  );
}
