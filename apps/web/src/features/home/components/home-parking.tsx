import { PARKING } from '@tea/shared/building/parking.rules';
import { formatKrw } from '@tea/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBuildingFacts } from '../../../shared/use-building-facts';

/** Parking in brief, linking to /parking. */
export function HomeParking() {
  const { t, i18n } = useTranslation('home');
  const facts = useBuildingFacts();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const rows = [
    { label: t('parking.free'), value: t('parking.freeValue', { minutes: PARKING.freeMinutes }) },
    {
      label: t('parking.rate'),
      value: t('parking.rateValue', { minutes: PARKING.unitMinutes, fee: formatKrw(PARKING.unitFee, lang) }),
    },
    { label: t('parking.monthly'), value: formatKrw(PARKING.monthlyFee, lang) },
    { label: t('parking.spaces'), value: t('parking.spacesValue', { count: PARKING.spaces }) },
  ];
  return (
    <section id="parking" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-24" data-aos="fade-up">
      <div className="grid gap-10 rounded-3xl bg-navy-900 p-8 text-white lg:grid-cols-[1fr_1.2fr] lg:p-12">
        <div>
          <h2 className="text-3xl font-bold">{t('parking.title')}</h2>
          <p className="mt-3 leading-7 text-white/85">{t('parking.lead', facts)}</p>
          <Link
            to="/parking"
            className="mt-6 inline-flex rounded-md bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
          >
            {t('parking.cta')}
          </Link>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="rounded-xl bg-white/10 p-5">
              <dt className="text-sm text-white/85">{row.label}</dt>
              <dd className="mt-1 text-xl font-bold">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
