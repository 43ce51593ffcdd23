import { SLEEPING_ROOM as NAP } from '@tea/shared/reservations/amenity.facts';
import { useNapRule } from '../../../shared/nap-rule';
import { FactList } from './fact-list';
import { HoursTable } from './hours-table';
import { IntroContact } from './intro-contact';
import { IntroHero } from './intro-hero';
import { IntroSection } from './intro-section';
import { PriceTable, RowName } from './price-table';
import { RulesList, StepList } from './rules-list';
import { useIntroFormat, type AmenityIntroProps } from './use-intro-format';

const EQUIPMENT = ['beds', 'blackout', 'noise', 'kit', 'alarm', 'lockers'] as const;

/** The nap room: separate women's and men's rooms, hours and booking window, the one rule (decision 0059), no-show ban and passes. */
export function SleepingRoomIntro({ actions }: AmenityIntroProps) {
  const { t, krw, location, weekdayHours, duration, range } = useIntroFormat();
  const maxTime = duration(NAP.maxMinutesPerReservation);
  const rule = useNapRule();

  return (
    <div className="@container space-y-5">
      <IntroHero
        scene="sleepingRoom"
        label={t('sleepingRoom.illustration')}
        summary={t('sleepingRoom.summary', { time: maxTime, free: NAP.freeSessionsPerMonth })}
        highlights={[
          { label: t('common.highlights.location'), value: location(NAP) },
          { label: t('common.highlights.hours'), value: weekdayHours(NAP.opensAt, NAP.closesAt) },
          {
            label: t('common.highlights.capacity'),
            value: t('sleepingRoom.capacityValue', { women: NAP.womenBeds, men: NAP.menBeds }),
          },
          { label: t('common.highlights.price'), value: t('sleepingRoom.priceValue') },
        ]}
        actions={actions}
      />

      <IntroSection id="nap-rooms" title={t('sleepingRoom.rooms.title')} lead={t('sleepingRoom.rooms.lead')}>
        <FactList
          facts={[
            { label: t('sleepingRoom.rooms.women'), value: t('sleepingRoom.rooms.beds', { count: NAP.womenBeds }) },
            { label: t('sleepingRoom.rooms.men'), value: t('sleepingRoom.rooms.beds', { count: NAP.menBeds }) },
          ]}
        />
        <RulesList columns={2} items={EQUIPMENT.map((item) => t(`sleepingRoom.equipment.${item}`))} />
      </IntroSection>

      <IntroSection id="nap-hours" title={t('common.hoursTitle')}>
        <HoursTable
          caption={t('common.hoursTitle')}
          rows={[
            { label: t('sleepingRoom.hours.open'), hours: range(NAP.opensAt, NAP.closesAt) },
            { label: t('sleepingRoom.hours.booking'), hours: range(NAP.bookingOpensAt, NAP.bookingClosesAt) },
            { label: t('common.weekendsHolidays'), hours: t('common.closed') },
          ]}
          note={t('sleepingRoom.hours.note', { from: NAP.bookingOpensAt, last: NAP.bookingClosesAt, close: NAP.closesAt })}
        />
      </IntroSection>

      <IntroSection id="nap-booking" title={t('sleepingRoom.booking.title')}>
        <FactList
          facts={[
            { label: t('sleepingRoom.booking.maxLabel'), value: rule.length },
            { label: t('sleepingRoom.booking.dailyLabel'), value: rule.daily },
          ]}
        />
        <StepList steps={[t('sleepingRoom.booking.room'), t('sleepingRoom.booking.time'), t('sleepingRoom.booking.arrive')]} />
        <RulesList variant="warning" items={[t('sleepingRoom.booking.noShow', { count: NAP.noShowBanWeeks })]} />
      </IntroSection>

      <IntroSection id="nap-passes" title={t('sleepingRoom.passes.title')} lead={rule.summary}>
        <PriceTable
          caption={t('sleepingRoom.passes.caption')}
          columns={[
            { label: t('sleepingRoom.passes.colPass') },
            { label: t('sleepingRoom.passes.colSessions'), numeric: true },
            { label: t('sleepingRoom.passes.colPrice'), numeric: true },
          ]}
          rows={[
            {
              key: 'free',
              cells: [
                <RowName name={t('sleepingRoom.passes.free')} detail={t('sleepingRoom.passes.freeValid')} />,
                t('sleepingRoom.passes.freeSessions', { count: NAP.freeSessionsPerMonth }),
                t('common.free'),
              ],
            },
            ...NAP.passes.map((pass) => ({
              key: pass.id,
              cells: [
                <RowName
                  name={t(`sleepingRoom.passes.${pass.id}`)}
                  detail={t('sleepingRoom.passes.valid', { days: pass.validDays })}
                />,
                t('common.sessions', { count: pass.sessions }),
                krw(pass.price),
              ],
            })),
          ]}
          note={t('sleepingRoom.passes.note')}
        />
      </IntroSection>

      <IntroContact />
    </div>
  );
}
