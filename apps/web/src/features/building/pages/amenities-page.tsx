import { SERVICE_PHONE } from '@tea/shared/building/building.facts';
import { formatKrw } from '@tea/shared/money';
import type { AmenityTerms } from '@tea/shared/reservations/amenity-terms';
import { CONFERENCE_ROOM, REFRESH_LOUNGE, SLEEPING_ROOM, WELLNESS_CENTER } from '@tea/shared/reservations/amenity.facts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../shared/ui/page-hero';
import { NumberedList } from '../../../shared/ui/numbered-list';
import { useAmenityTerms } from '../../../shared/amenity-terms';
import { Section } from '../../../shared/ui/section';
import { RetailPhoneNote } from '../../../shared/ui/retail-phone-note';
import { amenitiesScene } from '../../../shared/ui/hero-scenes/amenities';

/** Design tokens as SVG fills. */
const C = {
  n950: '#081a2e',
  n900: '#0e2a47',
  n800: '#15395e',
  n700: '#1f4b78',
  n100: '#e6edf5',
  gold: '#d9b46c',
  goldDark: '#8a6420',
};

/**
 * Headline numbers for the cards, from the amenities' one set of figures; the conference rooms' and
 * the lounge's are the building's own (the back office's).
 */
const cardFacts = ({ conference, lounge }: AmenityTerms) => {
  const least = (values: number[]) => (values.length ? Math.min(...values) : 0);
  const most = (values: number[]) => (values.length ? Math.max(...values) : 0);
  const seats = conference.rooms.map((r) => r.capacity);
  return {
    conferenceRoom: {
      rooms: conference.rooms.length,
      minSeats: least(seats),
      maxSeats: most(seats),
      opensAt: conference.opensAt,
      closesAt: conference.closesAt,
      tenantHourlyFrom: (least(conference.rooms.map((r) => r.hourlyPrice)) * CONFERENCE_ROOM.tenantPricePercent) / 100,
    },
    executiveLounge: {
      seated: lounge.seatedCapacity,
      standing: lounge.standingCapacity,
      opensAt: lounge.opensAt,
      closesAt: lounge.closesAt,
      hourlyPrice: lounge.hourlyPrice,
    },
    refreshLounge: {
      seats: REFRESH_LOUNGE.zones.reduce((sum, z) => sum + z.seats, 0),
      opensAt: REFRESH_LOUNGE.opensAt,
      closesAt: REFRESH_LOUNGE.closesAt,
    },
    sleepingRoom: {
      women: SLEEPING_ROOM.womenBeds,
      men: SLEEPING_ROOM.menBeds,
      opensAt: SLEEPING_ROOM.opensAt,
      closesAt: SLEEPING_ROOM.closesAt,
    },
    wellnessCenter: {
      fitnessSeatsPerSlot: WELLNESS_CENTER.fitnessSeatsPerSlot,
      opensAt: WELLNESS_CENTER.opensAt,
      closesAt: WELLNESS_CENTER.closesAt,
      gxMonthlyFrom: Math.min(...WELLNESS_CENTER.gxCourses.map((c) => c.price)),
    },
    golf: {
      bays: WELLNESS_CENTER.golfBays,
      opensAt: WELLNESS_CENTER.opensAt,
      closesAt: WELLNESS_CENTER.closesAt,
      lessonMonthly: WELLNESS_CENTER.golfLesson.monthlyPrice,
    },
  };
};

type CardId = keyof ReturnType<typeof cardFacts>;
type Hours = { opensAt: string; closesAt: string };
type Values = Record<string, string | number>;

const INTRO_ROUTES: Record<CardId, string> = {
  conferenceRoom: '/tenant-service/amenities/conference-room-mob',
  executiveLounge: '/tenant-service/amenities/executive-lounge-mob',
  refreshLounge: '/tenant-service/amenities/refresh-lounge-mob',
  sleepingRoom: '/tenant-service/amenities/sleeping-room-mob',
  wellnessCenter: '/tenant-service/amenities/wellness-center-mob',
  golf: '/tenant-service/amenities/wellness-center-mob',
};

/** Small drawn scenes (viewBox 0 0 240 120): a room with a table, a lounge sofa, an armchair, a bed, a dumbbell, a golf flag. */
const SCENES: Record<CardId, ReactNode> = {
  conferenceRoom: (
    <>
      <rect x="70" y="14" width="100" height="52" rx="4" fill={C.n100} />
      <path d="M84 56V42h10v14zM100 56V32h10v24zM116 56V38h10v18z" fill={C.n700} />
      <path d="M134 50l10-8 8 4 12-12" fill="none" stroke={C.goldDark} strokeWidth="3" strokeLinecap="round" />
      {[48, 82, 116, 150, 184].map((x) => (
        <rect key={x} x={x} y="70" width="22" height="26" rx="6" fill={C.n700} />
      ))}
      <rect x="34" y="88" width="186" height="8" rx="3" fill={C.gold} />
      <path d="M48 96v24M206 96v24" stroke={C.goldDark} strokeWidth="5" />
    </>
  ),
  executiveLounge: (
    <>
      <rect y="8" width="240" height="76" fill={C.n800} />
      <path
        d="M0 84V60h14V48h14v36h10V40h16v44h12V58h16v26h10V34h16v50h12V54h18v30h10V44h14v40h12V62h16v22h14V50h16v34z"
        fill={C.n700}
      />
      <circle cx="200" cy="26" r="8" fill={C.gold} />
      <path d="M80 8v76M160 8v76" stroke={C.n900} strokeWidth="3" />
      <rect x="50" y="74" width="120" height="26" rx="8" fill={C.gold} />
      <rect x="44" y="94" width="132" height="16" rx="6" fill={C.goldDark} />
      <rect x="38" y="84" width="16" height="28" rx="6" fill={C.gold} />
      <rect x="166" y="84" width="16" height="28" rx="6" fill={C.gold} />
    </>
  ),
  refreshLounge: (
    <>
      <rect x="166" y="12" width="50" height="100" rx="6" fill={C.n700} />
      <rect x="174" y="22" width="34" height="82" rx="3" fill={C.n100} opacity="0.25" />
      <rect x="174" y="16" width="34" height="4" rx="2" fill={C.gold} />
      <rect x="42" y="52" width="60" height="40" rx="12" fill={C.n700} />
      <rect x="34" y="74" width="76" height="26" rx="8" fill={C.n700} />
      <rect x="46" y="78" width="52" height="10" rx="4" fill={C.gold} />
      <ellipse cx="134" cy="82" rx="14" ry="3.5" fill={C.n100} />
      <path d="M134 82v28" stroke={C.n100} strokeWidth="3" />
      <rect x="128" y="70" width="11" height="11" rx="2" fill="#fff" />
      <path d="M131 66c-2-4 2-6 0-10M136 66c-2-4 2-6 0-10" stroke={C.n100} strokeWidth="1.5" fill="none" />
    </>
  ),
  sleepingRoom: (
    <>
      <circle cx="46" cy="34" r="14" fill={C.gold} />
      <circle cx="54" cy="28" r="12" fill={C.n900} />
      <path d="M96 28h8l-8 8h8M112 16h6l-6 6h6" fill="none" stroke={C.gold} strokeWidth="2" strokeLinejoin="round" />
      <rect x="40" y="56" width="12" height="56" rx="5" fill={C.n700} />
      <rect x="40" y="84" width="170" height="18" rx="5" fill={C.n100} />
      <rect x="54" y="72" width="38" height="16" rx="7" fill="#fff" />
      <path d="M96 80h114v22H96z" fill={C.gold} />
      <rect x="38" y="100" width="176" height="10" rx="3" fill={C.n800} />
    </>
  ),
  wellnessCenter: (
    <>
      <rect x="58" y="56" width="124" height="10" rx="4" fill={C.n100} />
      <rect x="40" y="32" width="22" height="58" rx="6" fill={C.gold} />
      <rect x="20" y="42" width="18" height="38" rx="5" fill={C.goldDark} />
      <rect x="178" y="32" width="22" height="58" rx="6" fill={C.gold} />
      <rect x="202" y="42" width="18" height="38" rx="5" fill={C.goldDark} />
      <rect x="70" y="104" width="100" height="8" rx="4" fill={C.n700} />
    </>
  ),
  golf: (
    <>
      <circle cx="196" cy="30" r="12" fill={C.gold} opacity="0.9" />
      <path d="M0 92c60-30 150-36 240-14v42H0z" fill={C.n700} />
      <path d="M0 104c70-18 150-20 240-6v22H0z" fill={C.n800} />
      <ellipse cx="132" cy="82" rx="8" ry="2.5" fill={C.n950} />
      <path d="M132 82V24" stroke={C.n100} strokeWidth="2.5" />
      <path d="M132 24l30 10-30 10z" fill={C.gold} />
      <circle cx="76" cy="100" r="4" fill="#fff" />
    </>
  ),
};

function useCards() {
  const { t, i18n } = useTranslation('amenities');
  const krw = (amount: number) => formatKrw(amount, i18n.language === 'en' ? 'en' : 'ko').replace(' ', '\u00a0');
  const hours = (f: Hours) => t('common.weekdayHours', { from: f.opensAt, to: f.closesAt });
  const {
    conferenceRoom: cr,
    executiveLounge: el,
    refreshLounge: rl,
    sleepingRoom: sr,
    wellnessCenter: wc,
    golf,
  } = cardFacts(useAmenityTerms());
  /** A card's facts: its capacity and price lines (`overview.cards.<id>.capacity`, `.price`) with their values, and its hours. */
  const card = (id: CardId, name: string, facts: Hours, capacity: Values, price?: Values) => ({
    id,
    name,
    line: t(`overview.cards.${id}.line`),
    facts: [
      { label: t('overview.facts.capacity'), value: t(`overview.cards.${id}.capacity`, capacity) },
      { label: t('overview.facts.hours'), value: hours(facts) },
      { label: t('overview.facts.price'), value: t(`overview.cards.${id}.price`, price) },
    ],
  });
  return [
    card(
      'conferenceRoom',
      t('conferenceRoom.name'),
      cr,
      { count: cr.rooms, min: cr.minSeats, max: cr.maxSeats },
      { price: krw(cr.tenantHourlyFrom) },
    ),
    card(
      'executiveLounge',
      t('executiveLounge.name'),
      el,
      { seated: el.seated, standing: el.standing },
      { price: krw(el.hourlyPrice) },
    ),
    card('refreshLounge', t('refreshLounge.name'), rl, { count: rl.seats }),
    card('sleepingRoom', t('sleepingRoom.name'), sr, { women: sr.women, men: sr.men }),
    card('wellnessCenter', t('wellnessCenter.name'), wc, { count: wc.fitnessSeatsPerSlot }, { price: krw(wc.gxMonthlyFrom) }),
    card('golf', t('overview.cards.golf.name'), golf, { count: golf.bays }, { price: krw(golf.lessonMonthly) }),
  ];
}

/** /amenities: the tenant amenities at a glance, each card linking to its intro; reservations need a tenant login. */
export default function AmenitiesPage() {
  const { t } = useTranslation('amenities');
  const cards = useCards();
  return (
    <>
      <PageHero scene={amenitiesScene} eyebrow={t('overview.eyebrow')} title={t('overview.title')} lead={t('overview.lead')}>
        <p className="mt-4 [&_button]:text-gold-500 [&_button]:hover:text-white">
          <RetailPhoneNote />
        </p>
      </PageHero>
      <Section id="amenity-list" title={t('overview.listTitle')}>
        <p className="-mt-3 mb-8 text-muted">{t('overview.listLead')}</p>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.id}
              className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line transition hover:-translate-y-1 hover:shadow-lg"
            >
              <svg aria-hidden="true" viewBox="0 0 240 120" className="block aspect-[2/1] w-full bg-navy-900">
                {SCENES[card.id]}
              </svg>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-navy-900">{card.name}</h3>
                <p className="mt-2 leading-7 text-muted">{card.line}</p>
                <dl className="mt-4 flex-1 space-y-2 border-t border-line pt-4 text-sm">
                  {card.facts.map((fact) => (
                    <div key={fact.label} className="flex gap-3">
                      <dt className="w-20 shrink-0 text-muted">{fact.label}</dt>
                      <dd className="font-semibold text-ink">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
                <Link
                  to={INTRO_ROUTES[card.id]}
                  className="mt-5 w-fit font-semibold text-navy-700 after:absolute after:inset-0 after:content-[''] hover:underline"
                >
                  {t('overview.learnMore')}
                  <span className="sr-only"> – {card.name}</span> <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="amenity-reserve-title" className="bg-navy-50">
        <div
          className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8 lg:py-16"
          data-aos="fade-up"
        >
          <div>
            <h2 id="amenity-reserve-title" className="text-2xl font-bold text-navy-900">
              {t('overview.reserve.title')}
            </h2>
            <p className="mt-3 leading-7 text-muted">{t('overview.reserve.body')}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Link
                to="/login"
                className="inline-flex h-11 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
              >
                {t('overview.reserve.login')}
              </Link>
              <a href={`tel:${SERVICE_PHONE}`} className="font-semibold text-navy-700 hover:underline">
                {t('overview.reserve.phone', { phone: SERVICE_PHONE })}
              </a>
            </div>
          </div>
          <NumberedList
            items={['login', 'choose', 'confirm'] as const}
            className="grid gap-3"
            itemClassName="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-line"
            numberClassName="h-9 w-9 text-gold-500"
          >
            {(step) => <span className="font-semibold text-ink">{t(`overview.reserve.steps.${step}`)}</span>}
          </NumberedList>
        </div>
      </section>
    </>
  );
}
