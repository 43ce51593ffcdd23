import { BUILDING } from '@tea/shared/building/building.facts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** About the tower, with "view more" to /about. */
export function HomeAbout() {
  const { t } = useTranslation('home');
  const facts = [
    { value: `${BUILDING.floorsAbove}F / B${BUILDING.floorsBelow}`, label: t('about.floors') },
    { value: String(BUILDING.towers), label: t('about.towers') },
    { value: `${BUILDING.heightMeters.toFixed(2)} m`, label: t('about.height') },
    { value: String(BUILDING.parkingSpaces), label: t('about.parking') },
  ];
  return (
    <section id="about" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-2 lg:px-8 lg:py-24" data-aos="fade-up">
      <div>
        <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">{t('about.eyebrow')}</p>
        <h2 className="mt-2 text-3xl font-bold text-navy-900">{t('about.title')}</h2>
        <p className="mt-4 leading-8 text-muted">{t('about.body')}</p>
        <Link
          to="/about"
          className="mt-6 inline-flex items-center gap-2 rounded-md border border-navy-900 px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
        >
          {t('common:actions.viewMore')}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {facts.map((f) => (
          <div key={f.label} className="rounded-xl bg-navy-50 p-6">
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="mt-2 text-2xl font-extrabold whitespace-nowrap text-navy-900 sm:text-3xl">{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
