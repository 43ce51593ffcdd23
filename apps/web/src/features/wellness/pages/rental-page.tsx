import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { seoulDate } from '@tea/shared/calendar';
import { RENTAL, rentalIssues, rentalLastDay, rentalStartWindow, type RentalKind } from '@tea/shared/wellness/rental.rules';
import { rentalFormSchema, type RentalForm, type RentalFormInput } from '@tea/shared/wellness/rental.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { applyServerErrors } from '../../../shared/forms';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { useKrw } from '../../../shared/ui/money';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { UnitMap } from '../../../shared/ui/unit-map';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { quoteRental, useRent, useRentalMap, type RentalQuote, type RentalView } from '../api';
import { RentalDetail } from '../components/rental-detail';
import { RentalPrice } from '../components/rental-price';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const FIELDS = ['kind', 'number', 'start', 'months', 'agreed'] as const;
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';

/** A new rental: today, one month (as its radio button's value), no number yet. */
const blank = (kind: RentalKind): RentalFormInput => ({
  kind,
  number: Number.NaN,
  start: seoulDate(),
  months: '1',
  agreed: false,
});

/** The kind a path rents: /fitness-reservation/locker/:id or /fitness-reservation/basket/:id. */
const kindOf = (pathname: string): RentalKind => (pathname.split('/')[2] === 'basket' ? 'basket' : 'locker');

/** The rental form's steps: the number on the map, the start and months, the terms; the price; done. */
function RentalWizard({ kind }: { kind: RentalKind }) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const krw = useKrw();
  const wizard = useBookingWizard();
  const [quote, setQuote] = useState<RentalQuote | null>(null);
  const [saved, setSaved] = useState<RentalView | null>(null);
  const rent = useRent();
  const form = useSchemaForm<RentalFormInput, RentalForm>(rentalFormSchema, { defaultValues: blank(kind), fields: FIELDS });
  const { field, register, handleSubmit, setError, setValue, getValues, watch, formState } = form;
  const [start, months, number] = [watch('start'), Number(watch('months')), watch('number')];
  const map = useRentalMap(kind, start, months);
  const window = rentalStartWindow(kind, seoulDate());
  const kindName = t(`kinds.${kind}`);
  const unitName = (n: number) => t(`unit.${kind}`, { number: n });
  const chosen = Number.isFinite(number) ? map.data?.units.find((u) => u.number === number) : undefined;

  const onNext = handleSubmit(async (values) => {
    wizard.showError(null);
    const issues = rentalIssues(values, seoulDate());
    for (const issue of issues) setError(issue.field as 'start', { type: 'rule', message: t(issue.key, issue.params) });
    if (issues.length > 0) return;
    try {
      setQuote(await quoteRental({ kind, number: values.number, start: values.start, months: values.months }));
      wizard.go('confirm');
    } catch (error) {
      wizard.showError(applyServerErrors(error, setError, FIELDS));
    }
  });

  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    const values = getValues();
    setSaved(await rent.mutateAsync({ kind, number: values.number, start: values.start, months: Number(values.months) }));
  });

  const values = getValues();
  const numberError = formState.errors.number ? t(String(formState.errors.number.message)) : undefined;
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('wizard.formTitle'),
        lead: t('wizard.required'),
        nextLabel: t('wizard.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('form.sections.period')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('form.start')}
                  type="date"
                  required
                  min={window.first}
                  max={window.last}
                  hint={
                    Number.isFinite(months)
                      ? t('form.periodHint', { lastDay: format.date(rentalLastDay(start || window.first, months)) })
                      : undefined
                  }
                  {...field('start')}
                />
                <RadioGroup
                  legend={t('form.months')}
                  required
                  options={RENTAL.months.map((m) => ({ value: String(m), label: t('form.monthsOption', { count: m }) }))}
                  {...field('months')}
                />
              </div>
              {map.data && (
                <p className="mt-3 text-sm text-muted">
                  {t('form.priceHint', { price: krw(map.data.monthlyPrice), deposit: krw(map.data.deposit) })}
                </p>
              )}
            </Panel>
            <Panel level={3} title={t('form.sections.unit')}>
              <input type="hidden" {...register('number', { setValueAs: (v: string | number) => Number(v) })} />
              {map.data && (
                <>
                  <p className="mb-3 text-sm text-ink" aria-live="polite">
                    {t('map.freeCount', { free: map.data.units.filter((u) => u.free).length, total: map.data.units.length })}
                    {' · '}
                    {chosen ? t('form.chosen', { unit: unitName(chosen.number) }) : t('form.noneChosen')}
                  </p>
                  {map.data.units.every((u) => !u.free) && <p className="mb-3 text-sm text-danger">{t('map.noneFree')}</p>}
                  <UnitMap
                    label={t('map.label', { kind: t(`kindInText.${kind}`) })}
                    units={map.data.units}
                    selected={chosen?.free ? chosen.number : null}
                    onSelect={(u) => setValue('number', u.number, { shouldValidate: true })}
                    unitLabel={(u) =>
                      t(u.free ? 'map.unitFree' : 'map.unitTaken', { unit: unitName(u.number), zone: t(`zones.${u.zone}`) })
                    }
                    zoneLabel={(z) => t(`zones.${z}`)}
                    legend={{ free: t('map.free'), taken: t('map.taken'), selected: t('map.selected') }}
                  />
                </>
              )}
              {numberError && (
                <p className="mt-2 text-sm text-danger" role="alert">
                  {numberError}
                </p>
              )}
            </Panel>
            <Panel level={3} title={t('terms.title')}>
              <p className="text-sm text-ink">{t('terms.summary')}</p>
              <p className="mt-2 text-sm">
                <a href="/termsofPaidLocker" target="_blank" rel="noreferrer" className={linkClass}>
                  {t('terms.read')}
                </a>
              </p>
              <div className="mt-2">
                <CheckboxField label={t('terms.agree')} required {...field('agreed')} />
              </div>
            </Panel>
          </>
        ),
      }}
      confirm={{
        title: t('wizard.confirmTitle'),
        lead: t('wizard.confirmLead'),
        reserveLabel: t('wizard.reserve'),
        onReserve,
        children: quote && (
          <>
            <Panel level={3} title={kindName}>
              <dl className="divide-y divide-line">
                <SummaryRow term={t('confirm.unit')}>
                  {unitName(values.number)}
                  {chosen && <span className="block text-sm text-muted">{t(`zones.${chosen.zone}`)}</span>}
                </SummaryRow>
                <SummaryRow term={t('confirm.period')}>
                  {t('confirm.periodValue', {
                    start: format.date(values.start),
                    end: format.date(quote.lastDay),
                    count: Number(values.months),
                  })}
                </SummaryRow>
                <SummaryRow term={t('confirm.payment')}>{t('confirm.invoice')}</SummaryRow>
              </dl>
            </Panel>
            <Panel level={3} title={t('confirm.price')}>
              <RentalPrice lines={quote.lines} total={quote.total} />
              <p className="mt-3 text-sm text-muted">{t('terms.summary')}</p>
            </Panel>
          </>
        ),
      }}
      done={{
        title: t('wizard.doneTitle'),
        lead: t('wizard.doneLead'),
        children: saved && (
          <div className="mt-4 space-y-3">
            <dl className="divide-y divide-line rounded-lg bg-white px-4">
              <SummaryRow term={t('confirm.reference')}>{saved.reference}</SummaryRow>
              <SummaryRow term={t('confirm.unit')}>{unitName(saved.number)}</SummaryRow>
              <SummaryRow term={t('confirm.period')}>
                {t('confirm.periodValue', {
                  start: format.date(saved.start),
                  end: format.date(saved.lastDay),
                  count: saved.months,
                })}
              </SummaryRow>
            </dl>
            <div className="flex flex-wrap gap-x-6">
              <Link to={historyPath(kind)} className={linkClass}>
                {t('wizard.history')}
              </Link>
              <Link to={`/fitness-reservation/${kind}/${saved.id}`} className={linkClass}>
                {t('history.details')}
              </Link>
            </div>
          </div>
        ),
      }}
    />
  );
}

/**
 * /fitness-reservation/locker/:id and /fitness-reservation/basket/:id (issue 15): with id 0, a new
 * rental (the number on the map of free units, the start and 1, 3 or 12 months, the terms → the
 * itemised price → done); with a rental's id, that rental (decision 0027).
 */
export default function RentalPage() {
  const { t } = useTranslation('rentals');
  const facts = useBuildingFacts();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const id = Number(useParams().id);
  const existing = Number.isInteger(id) && id > 0;
  // Tenant staff rent; the building office assigns, extends and takes back in its own page.
  return (
    <TenantStaffOnly
      title={t(`page.${kind}.title`)}
      office={{ text: t('page.staffOnly'), to: '/admin/wellness/lockers', label: t('office.title') }}
    >
      <ServicePage title={existing ? t('page.detailTitle') : t(`page.${kind}.title`)} lead={t(`page.${kind}.lead`, facts)}>
        {existing ? <RentalDetail id={id} kind={kind} /> : <RentalWizard key={kind} kind={kind} />}
      </ServicePage>
    </TenantStaffOnly>
  );
}
