import { Link } from 'react-router';
import { AMENITY_DESK } from '@tea/shared/reservations/amenity.facts';
import { useIntroFormat } from './use-intro-format';

export interface TermsLink {
  to: string;
  label: string;
}

/** The closing block of an intro: the amenity desk's phone line and the amenity's terms of use. */
export function IntroContact({ terms = [] }: { terms?: TermsLink[] }) {
  const { t, weekdayHours } = useIntroFormat();
  return (
    <section
      className="rounded-2xl bg-navy-900 p-5 text-white @2xl:p-7"
      data-aos="fade-up"
      aria-labelledby="amenity-contact-title"
    >
      <h2 id="amenity-contact-title" className="text-xl font-bold">
        {t('common.contact.title')}
      </h2>
      <p className="mt-2 leading-7 text-white/85">{t('common.contact.body')}</p>
      <div className="mt-5 flex flex-col gap-1">
        <span className="text-sm text-white/85">{t('common.contact.desk')}</span>
        <a href={`tel:${AMENITY_DESK.phone}`} className="w-fit text-2xl font-bold text-white hover:underline">
          {AMENITY_DESK.phone}
        </a>
        <span className="text-sm text-white/85">{weekdayHours(AMENITY_DESK.opensAt, AMENITY_DESK.closesAt)}</span>
      </div>
      {terms.length > 0 && (
        <ul className="mt-5 flex flex-wrap gap-2 border-t border-white/15 pt-5">
          {terms.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-10 items-center rounded-md border border-white/40 px-3 text-sm font-semibold text-white hover:bg-white/10"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
