import { REFRESH_LOUNGE as LOUNGE } from '@tea/shared/reservations/amenity.facts';
import { FactList } from './fact-list';
import { HoursTable } from './hours-table';
import { IntroContact } from './intro-contact';
import { IntroHero } from './intro-hero';
import { IntroSection } from './intro-section';
import { RulesList, StepList } from './rules-list';
import { useIntroFormat, type AmenityIntroProps } from './use-intro-format';

const PURPOSES = ['rest', 'meeting', 'call', 'focus'] as const;
const EXTRAS = ['coffee', 'power', 'lockers'] as const;

/** The refresh lounge: seat zones and their equipment, what it is for, how seat reservations and no-shows work. */
export function RefreshLoungeIntro({ actions }: AmenityIntroProps) {
  const { t, location, weekdayHours, duration } = useIntroFormat();
  const seats = LOUNGE.zones.reduce((sum, zone) => sum + zone.seats, 0);

  return (
    <div className="@container space-y-5">
      <IntroHero
        scene="refreshLounge"
        label={t('refreshLounge.illustration')}
        summary={t('refreshLounge.summary')}
        highlights={[
          { label: t('common.highlights.location'), value: location(LOUNGE) },
          { label: t('common.highlights.hours'), value: weekdayHours(LOUNGE.opensAt, LOUNGE.closesAt) },
          { label: t('common.highlights.capacity'), value: t('common.seats', { count: seats }) },
          { label: t('common.highlights.price'), value: t('refreshLounge.priceValue') },
        ]}
        actions={actions}
      />

      <IntroSection id="refresh-zones" title={t('refreshLounge.zones.title')} lead={t('refreshLounge.zones.lead')}>
        <FactList
          facts={LOUNGE.zones.map((zone) => ({
            label: t(`refreshLounge.zones.${zone.id}`),
            value: t('refreshLounge.zones.value', {
              seats: t('common.seats', { count: zone.seats }),
              time: duration(zone.maxMinutes),
            }),
            hint: t(`refreshLounge.zones.${zone.id}Hint`),
          }))}
        />
        <RulesList columns={2} items={EXTRAS.map((item) => t(`refreshLounge.extras.${item}`))} />
      </IntroSection>

      <IntroSection id="refresh-purpose" title={t('refreshLounge.purpose.title')} lead={t('refreshLounge.purpose.lead')}>
        <RulesList columns={2} items={PURPOSES.map((item) => t(`refreshLounge.purpose.${item}`))} />
        <RulesList variant="warning" items={[t('refreshLounge.purpose.notFor')]} />
      </IntroSection>

      <IntroSection id="refresh-booking" title={t('refreshLounge.booking.title')}>
        <StepList
          steps={[
            t('refreshLounge.booking.seat'),
            t('refreshLounge.booking.time', { minutes: LOUNGE.slotMinutes }),
            t('refreshLounge.booking.checkIn', { minutes: LOUNGE.checkInWithinMinutes }),
            t('refreshLounge.booking.cancel'),
          ]}
        />
        <RulesList variant="warning" items={[t('refreshLounge.booking.noShow')]} />
      </IntroSection>

      <IntroSection id="refresh-hours" title={t('common.hoursTitle')}>
        <HoursTable
          caption={t('common.hoursTitle')}
          rows={[
            { label: t('common.weekdays'), hours: t('common.timeRange', { from: LOUNGE.opensAt, to: LOUNGE.closesAt }) },
            { label: t('common.weekendsHolidays'), hours: t('common.closed') },
          ]}
          note={t('refreshLounge.hoursNote')}
        />
      </IntroSection>

      <IntroContact />
    </div>
  );
}
