import { WELLNESS_CENTER as CENTER } from '@tea/shared/reservations/amenity.facts';
import { FactList } from './fact-list';
import { IntroSection } from './intro-section';
import { PriceTable } from './price-table';
import { RulesList } from './rules-list';
import { useIntroFormat } from './use-intro-format';
import { wellnessBooking } from './wellness-bookings';

/** Lockers and sportswear baskets: deposit, one per person, 1/3/12-month rental. */
export function LockerSection() {
  const { t, krw } = useIntroFormat();
  return (
    <IntroSection
      id="wellness-locker"
      title={t('wellnessCenter.locker.title')}
      lead={t('wellnessCenter.locker.lead')}
      book={[wellnessBooking(t, 'locker'), wellnessBooking(t, 'basket')]}
    >
      <PriceTable
        caption={t('wellnessCenter.locker.caption')}
        columns={[
          { label: t('wellnessCenter.locker.colPeriod') },
          { label: t('wellnessCenter.locker.colLocker'), numeric: true },
          { label: t('wellnessCenter.locker.colBasket'), numeric: true },
        ]}
        rows={CENTER.lockerPlans.map((plan) => ({
          key: String(plan.months),
          cells: [t('common.months', { count: plan.months }), krw(plan.lockerPrice), krw(plan.basketPrice)],
        }))}
        note={t('wellnessCenter.locker.note')}
      />
      <FactList
        facts={[
          {
            label: t('wellnessCenter.locker.depositLabel'),
            value: krw(CENTER.lockerDeposit),
            hint: t('wellnessCenter.locker.depositHint'),
          },
          {
            label: t('wellnessCenter.locker.limitLabel'),
            value: t('wellnessCenter.locker.limitValue', { count: CENTER.lockersPerPerson }),
          },
        ]}
      />
    </IntroSection>
  );
}

/** Golf: free screen-golf seats by reservation and monthly lessons with a pro; no-shows restrict both. */
export function GolfSection() {
  const { t, krw } = useIntroFormat();
  const lesson = CENTER.golfLesson;
  return (
    <IntroSection
      id="wellness-golf"
      title={t('wellnessCenter.golf.title')}
      lead={t('wellnessCenter.golf.lead')}
      book={[wellnessBooking(t, 'golf')]}
    >
      <FactList
        facts={[
          { label: t('wellnessCenter.golf.baysLabel'), value: t('wellnessCenter.golf.baysValue', { count: CENTER.golfBays }) },
          {
            label: t('wellnessCenter.golf.seatLabel'),
            value: t('wellnessCenter.golf.seatValue', { minutes: CENTER.golfSlotMinutes }),
            hint: t('wellnessCenter.golf.seatHint'),
          },
          {
            label: t('wellnessCenter.golf.lessonLabel'),
            value: t('wellnessCenter.golf.lessonValue', { price: krw(lesson.monthlyPrice) }),
            hint: t('wellnessCenter.golf.lessonHint', { count: lesson.lessonsPerMonth, minutes: lesson.lessonMinutes }),
          },
        ]}
      />
      <RulesList variant="warning" items={[t('wellnessCenter.golf.noShow')]} />
    </IntroSection>
  );
}
