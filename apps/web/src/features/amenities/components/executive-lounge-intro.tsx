import { EXECUTIVE_LOUNGE as LOUNGE } from '@tea/shared/reservations/amenity.facts';
import { useAmenityTerms } from '../../../shared/amenity-terms';
import { FactList } from './fact-list';
import { HoursTable } from './hours-table';
import { IntroContact } from './intro-contact';
import { IntroHero } from './intro-hero';
import { IntroSection } from './intro-section';
import { PriceTable, RowName } from './price-table';
import { RulesList, StepList } from './rules-list';
import { useIntroFormat, type AmenityIntroProps } from './use-intro-format';

const EQUIPMENT = ['displays', 'sound', 'stage', 'lighting', 'streaming', 'cloakroom'] as const;

/** The executive lounge: view and capacity, price and deposit, approval steps, cancellation charges, equipment, catering. */
export function ExecutiveLoungeIntro({ actions }: AmenityIntroProps) {
  const { t, krw, location, weekdayHours } = useIntroFormat();
  // Price, hours and capacity are the building's own (the back office's); the rules are the spec's.
  const terms = useAmenityTerms().lounge;
  const exampleTotal = terms.hourlyPrice * LOUNGE.exampleHours;
  const capacity = t('executiveLounge.capacityValue', { seated: terms.seatedCapacity, standing: terms.standingCapacity });

  return (
    <div className="@container space-y-5">
      <IntroHero
        scene="executiveLounge"
        label={t('executiveLounge.illustration')}
        summary={t('executiveLounge.summary')}
        highlights={[
          { label: t('common.highlights.location'), value: location(LOUNGE) },
          { label: t('common.highlights.hours'), value: weekdayHours(terms.opensAt, terms.closesAt) },
          { label: t('common.highlights.capacity'), value: capacity },
          { label: t('common.highlights.price'), value: t('common.perHour', { price: krw(terms.hourlyPrice) }) },
        ]}
        actions={actions}
      />

      <IntroSection id="lounge-price" title={t('executiveLounge.price.title')}>
        <FactList
          facts={[
            {
              label: t('executiveLounge.price.hourlyLabel'),
              value: t('common.perHour', { price: krw(terms.hourlyPrice) }),
              hint: t('common.vatIncluded'),
            },
            { label: t('executiveLounge.price.capacityLabel'), value: capacity },
            {
              label: t('executiveLounge.price.depositLabel'),
              value: t('executiveLounge.price.depositValue', { percent: LOUNGE.depositPercent }),
            },
            {
              label: t('executiveLounge.price.exampleLabel', { count: LOUNGE.exampleHours }),
              value: t('executiveLounge.price.exampleValue', {
                total: krw(exampleTotal),
                deposit: krw((exampleTotal * LOUNGE.depositPercent) / 100),
              }),
            },
          ]}
        />
      </IntroSection>

      <IntroSection id="lounge-steps" title={t('executiveLounge.steps.title')}>
        <StepList
          steps={[
            t('executiveLounge.steps.request'),
            t('executiveLounge.steps.review', { days: LOUNGE.approvalBusinessDays }),
            t('executiveLounge.steps.deposit', { percent: LOUNGE.depositPercent }),
            t('executiveLounge.steps.balance'),
          ]}
        />
      </IntroSection>

      <IntroSection id="lounge-cancel" title={t('executiveLounge.cancel.title')}>
        <PriceTable
          caption={t('executiveLounge.cancel.caption')}
          columns={[{ label: t('executiveLounge.cancel.colWhen') }, { label: t('executiveLounge.cancel.colCharge') }]}
          rows={[
            {
              key: 'full',
              cells: [
                t('executiveLounge.cancel.fullWhen', { days: LOUNGE.fullRefundFromDaysAhead }),
                t('executiveLounge.cancel.fullCharge'),
              ],
            },
            {
              key: 'forfeit',
              cells: [
                t('executiveLounge.cancel.forfeitWhen', {
                  from: LOUNGE.depositForfeitFromDaysAhead,
                  to: LOUNGE.depositForfeitUntilDaysAhead,
                }),
                t('executiveLounge.cancel.forfeitCharge'),
              ],
            },
            {
              key: 'sameDay',
              cells: [
                t('executiveLounge.cancel.sameDayWhen'),
                t('executiveLounge.cancel.sameDayCharge', { percent: LOUNGE.sameDayChargePercent }),
              ],
            },
          ]}
        />
      </IntroSection>

      <IntroSection id="lounge-hours" title={t('common.hoursTitle')}>
        <HoursTable
          caption={t('common.hoursTitle')}
          rows={[
            { label: t('common.weekdays'), hours: t('common.timeRange', { from: terms.opensAt, to: terms.closesAt }) },
            { label: t('common.weekendsHolidays'), hours: t('common.byArrangement') },
          ]}
          note={t('executiveLounge.hoursNote', { count: LOUNGE.minHours })}
        />
      </IntroSection>

      <IntroSection id="lounge-equipment" title={t('executiveLounge.equipment.title')}>
        <RulesList columns={2} items={EQUIPMENT.map((item) => t(`executiveLounge.equipment.${item}`))} />
      </IntroSection>

      <IntroSection id="lounge-catering" title={t('executiveLounge.catering.title')} lead={t('executiveLounge.catering.lead')}>
        <PriceTable
          caption={t('executiveLounge.catering.caption')}
          columns={[
            { label: t('executiveLounge.catering.colOption') },
            { label: t('executiveLounge.catering.colPrice'), numeric: true },
          ]}
          rows={LOUNGE.catering.map((option) => ({
            key: option.id,
            cells: [
              <RowName
                name={t(`executiveLounge.catering.${option.id}`)}
                detail={t(`executiveLounge.catering.${option.id}Includes`)}
              />,
              krw(option.pricePerPerson),
            ],
          }))}
          note={t('executiveLounge.catering.note', { days: LOUNGE.cateringConfirmDaysBefore })}
        />
      </IntroSection>

      <IntroContact terms={[{ to: '/termsofuseExecutive', label: t('executiveLounge.terms') }]} />
    </div>
  );
}
