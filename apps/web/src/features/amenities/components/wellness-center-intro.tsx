import { WELLNESS_CENTER as CENTER } from '@tea/shared/reservations/amenity.facts';
import { FactList } from './fact-list';
import { HoursTable } from './hours-table';
import { IntroContact } from './intro-contact';
import { IntroHero } from './intro-hero';
import { IntroSection } from './intro-section';
import { PillLinks } from './pill-links';
import { RulesList } from './rules-list';
import { useIntroFormat, type AmenityIntroProps } from './use-intro-format';
import { wellnessBooking } from './wellness-bookings';
import { GxSection, PtSection } from './wellness-programs';
import { GolfSection, LockerSection } from './wellness-lockers-golf';

const GYM_EQUIPMENT = ['cardio', 'strength', 'stretching', 'showers'] as const;
const JUMP = ['gym', 'gx', 'pt', 'locker', 'golf'] as const;

/** The wellness center: gym and fitness seats, GX courses, paid PT, lockers and baskets, golf seats and lessons. */
export function WellnessCenterIntro({ actions }: AmenityIntroProps) {
  const { t, krw, location, weekdayHours, duration } = useIntroFormat();
  const cheapestGx = Math.min(...CENTER.gxCourses.map((course) => course.price));

  return (
    <div className="@container space-y-5">
      <IntroHero
        scene="wellnessCenter"
        label={t('wellnessCenter.illustration')}
        summary={t('wellnessCenter.summary')}
        highlights={[
          { label: t('common.highlights.location'), value: location(CENTER) },
          { label: t('common.highlights.hours'), value: weekdayHours(CENTER.opensAt, CENTER.closesAt) },
          { label: t('common.highlights.capacity'), value: t('wellnessCenter.capacityValue', { count: CENTER.golfBays }) },
          { label: t('common.highlights.price'), value: t('wellnessCenter.priceValue', { price: krw(cheapestGx) }) },
        ]}
        actions={actions}
      />

      <nav aria-label={t('wellnessCenter.jump.label')} className="rounded-2xl bg-white p-4 ring-1 ring-line">
        <PillLinks links={JUMP.map((id) => ({ to: `#wellness-${id}`, label: t(`wellnessCenter.jump.${id}`) }))} />
      </nav>

      <IntroSection
        id="wellness-gym"
        title={t('wellnessCenter.gym.title')}
        lead={t('wellnessCenter.gym.lead')}
        book={[wellnessBooking(t, 'seat')]}
      >
        <FactList
          facts={[
            { label: t('wellnessCenter.gym.seatsLabel'), value: t('common.seats', { count: CENTER.fitnessSeatsPerSlot }) },
            {
              label: t('wellnessCenter.gym.timeLabel'),
              value: t('wellnessCenter.gym.timeValue', { time: duration(CENTER.fitnessSeatMaxMinutes) }),
            },
            { label: t('wellnessCenter.gym.priceLabel'), value: t('wellnessCenter.gym.priceValue') },
          ]}
        />
        <RulesList columns={2} items={GYM_EQUIPMENT.map((item) => t(`wellnessCenter.gym.${item}`))} />
        <HoursTable
          caption={t('common.hoursTitle')}
          rows={[
            { label: t('common.weekdays'), hours: t('common.timeRange', { from: CENTER.opensAt, to: CENTER.closesAt }) },
            { label: t('common.weekendsHolidays'), hours: t('common.closed') },
          ]}
          note={t('wellnessCenter.gym.hoursNote')}
        />
      </IntroSection>

      <GxSection />
      <PtSection />
      <LockerSection />
      <GolfSection />

      <IntroContact
        terms={[
          { to: '/termsofuseGX', label: t('wellnessCenter.terms.gx') },
          { to: '/termsofusePT', label: t('wellnessCenter.terms.pt') },
          { to: '/termsofPaidLocker', label: t('wellnessCenter.terms.locker') },
        ]}
      />
    </div>
  );
}
