import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBuildingFacts } from '../../../shared/use-building-facts';

interface Card {
  id: string;
  to: string;
  icon: ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Visitor reservation, lease inquiry and the retail mall: the public ways in. */
export function HomeServices({ visitorHref }: { visitorHref: string }) {
  const { t } = useTranslation('home');
  const facts = useBuildingFacts();
  const cards: Card[] = [
    {
      id: 'visitor',
      to: visitorHref,
      icon: <path {...stroke} d="M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0M19 8v6m3-3h-6" />,
    },
    { id: 'lease', to: '/lease-inquiry', icon: <path {...stroke} d="M4 21V5l8-3 8 3v16M9 21v-5h6v5M8 8h2m4 0h2M8 12h2m4 0h2" /> },
    {
      id: 'retail',
      to: '/retail-mall',
      icon: <path {...stroke} d="M4 9l1-5h14l1 5M4 9h16v11H4zm0 0a3 3 0 006 0 3 3 0 006 0 3 3 0 004 0" />,
    },
  ];
  return (
    <section id="services" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-24" data-aos="fade-up">
        <h2 className="text-3xl font-bold text-navy-900">{t('services.title')}</h2>
        <p className="mt-3 text-muted">{t('services.lead')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id} className="flex">
              <Link
                to={card.to}
                className="group flex flex-1 flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-line transition hover:-translate-y-1 hover:shadow-lg"
              >
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-navy-900 text-gold-500">
                  <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24">
                    {card.icon}
                  </svg>
                </span>
                <h3 className="mt-5 text-xl font-bold text-navy-900">{t(`services.${card.id}.title`)}</h3>
                <p className="mt-2 flex-1 leading-7 text-muted">{t(`services.${card.id}.body`, facts)}</p>
                <span className="mt-5 font-semibold text-navy-700 group-hover:underline">
                  {t(`services.${card.id}.cta`)} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
