import { AMENITY_DESK, CONFERENCE_ROOM as ROOM } from '@tea/shared/reservations/amenity.facts';
import { useAmenityTerms } from '../../../shared/amenity-terms';
import { FactList } from './fact-list';
import { HoursTable } from './hours-table';
import { IntroContact } from './intro-contact';
import { IntroHero } from './intro-hero';
import { IntroSection } from './intro-section';
import { PriceTable, RowName } from './price-table';
import { RulesList } from './rules-list';
import { useIntroFormat, type AmenityIntroProps } from './use-intro-format';

const EQUIPMENT = ['projector', 'video', 'whiteboard', 'mic', 'wifi', 'extras'] as const;
const tenantPrice = (listPrice: number) => (listPrice * ROOM.tenantPricePercent) / 100;

/**
 * The conference rooms: rooms and prices, equipment, hours, tenant benefits, booking rules and meeting
 * packages. Rooms, seats, prices, hours and packages are the building's own (the back office's).
 */
export function ConferenceRoomIntro({ actions }: AmenityIntroProps) {
  const { t, lang, krw, location, weekdayHours } = useIntroFormat();
  const terms = useAmenityTerms().conference;
  const hours = weekdayHours(terms.opensAt, terms.closesAt);
  const seats = terms.rooms.map((room) => room.capacity);
  const fromPrice = Math.min(...terms.rooms.map((room) => room.hourlyPrice));
  const discount = 100 - ROOM.tenantPricePercent;
  /** "Huddle room · 12 seats" for the rooms the texts describe; a room added later shows its seats. */
  const roomDetail = (code: string, capacity: number) => {
    const type = t(`conferenceRoom.rooms.${code}Type`, { defaultValue: '' });
    const count = t('common.seats', { count: capacity });
    return type ? t('conferenceRoom.rooms.detail', { type, seats: count }) : count;
  };

  return (
    <div className="@container space-y-5">
      <IntroHero
        scene="conferenceRoom"
        label={t('conferenceRoom.illustration')}
        summary={t('conferenceRoom.summary', { percent: discount })}
        highlights={[
          { label: t('common.highlights.location'), value: location(ROOM) },
          { label: t('common.highlights.hours'), value: hours },
          ...(terms.rooms.length > 0
            ? [
                {
                  label: t('common.highlights.capacity'),
                  value: t('conferenceRoom.capacityValue', {
                    count: terms.rooms.length,
                    min: Math.min(...seats),
                    max: Math.max(...seats),
                  }),
                },
                {
                  label: t('common.highlights.price'),
                  value: t('conferenceRoom.priceValue', { price: krw(tenantPrice(fromPrice)) }),
                },
              ]
            : []),
        ]}
        actions={actions}
      />

      <IntroSection id="conference-rooms" title={t('conferenceRoom.rooms.title')} lead={t('conferenceRoom.rooms.lead')}>
        <PriceTable
          caption={t('conferenceRoom.rooms.caption')}
          columns={[
            { label: t('conferenceRoom.rooms.colRoom') },
            { label: t('conferenceRoom.rooms.colList'), numeric: true },
            { label: t('conferenceRoom.rooms.colTenant'), numeric: true },
          ]}
          rows={terms.rooms.map((room) => ({
            key: room.code,
            cells: [
              <RowName name={lang === 'ko' ? room.nameKo : room.nameEn} detail={roomDetail(room.code, room.capacity)} />,
              krw(room.hourlyPrice),
              <strong key="tenant" className="text-navy-900">
                {krw(tenantPrice(room.hourlyPrice))}
              </strong>,
            ],
          }))}
          note={t('conferenceRoom.rooms.note')}
        />
      </IntroSection>

      <IntroSection id="conference-equipment" title={t('conferenceRoom.equipment.title')}>
        <RulesList columns={2} items={EQUIPMENT.map((item) => t(`conferenceRoom.equipment.${item}`))} />
      </IntroSection>

      <IntroSection id="conference-hours" title={t('common.hoursTitle')}>
        <HoursTable
          caption={t('common.hoursTitle')}
          rows={[
            { label: t('common.weekdays'), hours: t('common.timeRange', { from: terms.opensAt, to: terms.closesAt }) },
            { label: t('common.weekendsHolidays'), hours: t('common.closed') },
          ]}
          note={t('conferenceRoom.hoursNote')}
        />
      </IntroSection>

      <IntroSection id="conference-benefits" title={t('conferenceRoom.benefits.title')}>
        <FactList
          facts={[
            {
              label: t('conferenceRoom.benefits.discountLabel'),
              value: t('conferenceRoom.benefits.discountValue', { percent: discount }),
            },
            {
              label: t('conferenceRoom.benefits.freeLabel'),
              value: t('conferenceRoom.benefits.freeValue', { rooms: ROOM.freeRoomsPerMonth, count: ROOM.freeHoursPerMonth }),
            },
            {
              label: t('conferenceRoom.benefits.splitLabel'),
              value: t('conferenceRoom.benefits.splitValue', { count: ROOM.freeHoursPerMonthSplitFloor }),
              hint: t('conferenceRoom.benefits.splitHint'),
            },
          ]}
        />
        <p className="text-sm leading-6 text-muted">{t('conferenceRoom.benefits.freeNote')}</p>
      </IntroSection>

      <IntroSection id="conference-booking" title={t('conferenceRoom.booking.title')}>
        <FactList
          facts={[
            {
              label: t('conferenceRoom.booking.bookLabel'),
              value: t('conferenceRoom.booking.window', { months: ROOM.bookFromMonthsAhead, count: ROOM.bookUntilDaysAhead }),
            },
            {
              label: t('conferenceRoom.booking.cancelLabel'),
              value: t('conferenceRoom.booking.window', { months: ROOM.cancelFromMonthsAhead, count: ROOM.cancelUntilDaysAhead }),
            },
          ]}
        />
        <RulesList
          variant="warning"
          items={[
            t('conferenceRoom.booking.lateCancel', { days: ROOM.cancelUntilDaysAhead, phone: AMENITY_DESK.phone }),
            t('conferenceRoom.booking.noShow'),
          ]}
        />
      </IntroSection>

      <IntroSection id="conference-packages" title={t('conferenceRoom.packages.title')} lead={t('conferenceRoom.packages.lead')}>
        <PriceTable
          caption={t('conferenceRoom.packages.caption')}
          columns={[
            { label: t('conferenceRoom.packages.colPackage') },
            { label: t('conferenceRoom.packages.colPrice'), numeric: true },
          ]}
          rows={terms.packages.map((pack) => ({
            key: pack.id,
            cells: [
              <RowName
                name={t(`conferenceRoom.packages.${pack.id}`)}
                detail={t(`conferenceRoom.packages.${pack.id}Includes`)}
                note={pack.minPeople > 1 ? t('conferenceRoom.packages.minPeople', { count: pack.minPeople }) : undefined}
              />,
              krw(pack.pricePerPerson),
            ],
          }))}
        />
        <RulesList
          items={[
            t('conferenceRoom.packages.deadline', { weeks: ROOM.packageBookWeeksAhead }),
            t('conferenceRoom.packages.deposit', { percent: ROOM.depositPercent, days: ROOM.depositDueDaysBefore }),
          ]}
        />
      </IntroSection>

      <IntroContact terms={[{ to: '/termsofuseConference', label: t('conferenceRoom.terms') }]} />
    </div>
  );
}
