import { seoulDate } from '@tea/shared/calendar';
import { RENTAL, RENTAL_KINDS, type RentalKind } from '@tea/shared/wellness/rental.rules';
import type { RentalView } from '@tea/shared/wellness/rental.responses';
import { rentalFacts } from '@tea/shared/reservations/display-status';
import { rentalAssignSchema, rentalPriceSchema, type RentalAssign } from '@tea/shared/wellness/rental.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { Money, useKrw } from '../../../shared/ui/money';
import { HeadedSection } from '../../../shared/ui/headed-section';
import { BookingStatusChip } from '../../../shared/ui/booking-status-chip';
import { Tabs } from '../../../shared/ui/tabs';
import { UnitMap, type MapUnit } from '../../../shared/ui/unit-map';
import { useListParams } from '../../../shared/use-list-params';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { SchemaDialogForm } from '../components/schema-dialog-form';
import { WellnessShell } from '../components/wellness-shell';
import { DownloadButton } from '../components/download-button';
import { useAssignRental, useExtendRental, useOfficeRentals, useReturnRental, useSetRentalPrice } from '../rentals-api';

const KEYS = ['kind'] as const;
type Notice = { tone: 'success' | 'error'; text: string } | null;
/** The periods of a rental, as choices. */
function useMonthOptions() {
  const { t } = useTranslation('rentals');
  return RENTAL.months.map((m) => ({ value: m, label: t('form.monthsOption', { count: m }) }));
}

/** Rent a free unit to a member, named by login ID, from a start date for 1, 3 or 12 months. */
function AssignDialog({
  kind,
  unit,
  onClose,
  onDone,
}: {
  kind: RentalKind;
  unit: MapUnit | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('rentals');
  const assign = useAssignRental();
  const months = useMonthOptions();
  const name = unit ? t(`unit.${kind}`, { number: unit.number }) : '';
  const form = useSchemaForm<RentalAssign>(rentalAssignSchema, {
    defaultValues: { kind, number: unit?.number ?? 1, start: seoulDate(), months: 1, loginId: '' },
  });
  const onSubmit = form.submit(async (values) => {
    await assign.mutateAsync(values);
    onDone(t('office.assigned', { unit: name }));
  });
  return (
    <FormDialog open={unit !== null} title={t('office.assignTitle', { unit: name })} onClose={onClose}>
      <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('office.assign')} onCancel={onClose}>
        <TextField label={t('office.loginId')} required autoComplete="off" {...form.field('loginId')} />
        <TextField label={t('form.start')} type="date" required {...form.field('start')} />
        <SelectField label={t('form.months')} required options={months} {...form.field('months', { valueAsNumber: true })} />
      </SchemaDialogForm>
    </FormDialog>
  );
}

function ExtendDialog({
  rental,
  onClose,
  onDone,
}: {
  rental: RentalView | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const extend = useExtendRental();
  const options = useMonthOptions();
  const [months, setMonths] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const name = rental ? t(`unit.${rental.kind}`, { number: rental.number }) : '';
  return (
    <FormDialog open={rental !== null} title={t('office.extendTitle', { unit: name })} onClose={onClose}>
      <DialogForm
        onSubmit={(e) => {
          e.preventDefault();
          if (!rental) return;
          setError(null);
          extend.mutate(
            { id: rental.id, months },
            {
              onSuccess: (r) => onDone(t('office.extended', { lastDay: format.date((r as RentalView).lastDay) })),
              onError: (err) => setError(err.message),
            },
          );
        }}
        formError={error}
        submitting={extend.isPending}
        submitLabel={t('office.extend')}
        onCancel={onClose}
      >
        <SelectField
          label={t('office.extendBy')}
          required
          options={options}
          value={months}
          onChange={(e) => setMonths(Number(e.target.value))}
        />
      </DialogForm>
    </FormDialog>
  );
}

function PriceForm({ kind, price }: { kind: RentalKind; price: number }) {
  const { t } = useTranslation('rentals');
  const save = useSetRentalPrice();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(rentalPriceSchema, { defaultValues: { kind, monthlyPrice: price } });
  const onSubmit = form.submit(async (values) => {
    setSaved(false);
    await save.mutateAsync(values);
    setSaved(true);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-64">
        <TextField
          label={t('office.monthlyPrice', { kind: t(`kindInText.${kind}`) })}
          type="number"
          min={0}
          step={1000}
          required
          {...form.field('monthlyPrice', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        {t('office.savePrice')}
      </Button>
      <div aria-live="polite" className="basis-full">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('office.priceSaved')}</FormAlert>}
      </div>
    </form>
  );
}

/**
 * /admin/wellness/lockers (issue 15): the locker or basket map of today (a free unit is rented to a
 * member from it), the rentals whose key or deposit is still out with extend and key returned (the
 * deposit credited), the monthly prices and the Excel export.
 */
export default function WellnessLockersPage() {
  const { t } = useTranslation('rentals');
  const format = useDateFormat();
  const krw = useKrw();
  const { filters, setFilters } = useListParams(KEYS);
  const kind: RentalKind = filters.kind === 'basket' ? 'basket' : 'locker';
  const data = useOfficeRentals(kind);
  const returnKey = useReturnRental();
  const [assigning, setAssigning] = useState<MapUnit | null>(null);
  const [extending, setExtending] = useState<RentalView | null>(null);
  const [returning, setReturning] = useState<RentalView | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const unit = (r: { kind: RentalKind; number: number }) => t(`unit.${r.kind}`, { number: r.number });
  const done = (text: string) => {
    setAssigning(null);
    setExtending(null);
    setNotice({ tone: 'success', text });
  };

  const columns: Column<RentalView>[] = [
    { id: 'number', header: t('history.columns.number'), rowHeader: true, card: 'title', cell: (r) => unit(r) },
    {
      id: 'status',
      header: t('history.columns.status'),
      card: 'aside',
      cell: (r) => <BookingStatusChip facts={rentalFacts(r)} />,
    },
    { id: 'renter', header: t('office.renter'), cell: (r) => `${r.renter.name} (${r.renter.loginId})` },
    { id: 'company', header: t('office.company'), cell: (r) => r.renter.company },
    {
      id: 'period',
      header: t('confirm.period'),
      cell: (r) => t('history.rentalLine', { start: format.date(r.start), end: format.date(r.lastDay), count: r.months }),
    },
    { id: 'total', header: t('confirm.price'), cell: (r) => <Money amount={r.total} /> },
    { id: 'deposit', header: t('history.columns.deposit'), cell: (r) => t(`deposit.${r.depositState}`) },
    {
      id: 'membership',
      header: t('wellness:membership.state'),
      cell: (r) =>
        r.suspension || r.transferTo ? (
          <ul className="space-y-1 text-sm">
            {r.suspension && (
              <li>
                {t('wellness:membership.suspended', {
                  start: format.date(r.suspension.start),
                  end: format.date(r.suspension.lastDay),
                  days: r.suspension.days,
                })}
              </li>
            )}
            {r.transferTo && <li>{t('wellness:membership.transferPending', r.transferTo)}</li>}
          </ul>
        ) : (
          <span aria-hidden="true">—</span>
        ),
    },
    {
      id: 'actions',
      header: t('history.columns.actions'),
      card: 'foot',
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          {r.status === 'confirmed' && (
            <Button variant="secondary" aria-label={`${t('office.extend')}: ${unit(r)}`} onClick={() => setExtending(r)}>
              {t('office.extend')}
            </Button>
          )}
          {r.depositState === 'held' && (
            <Button variant="ghost" aria-label={`${t('office.return')}: ${unit(r)}`} onClick={() => setReturning(r)}>
              {t('office.return')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <WellnessShell
      title={t('office.title')}
      lead={t('office.lead')}
      actions={
        <DownloadButton
          path={`/admin/wellness/rentals/export.xlsx?kind=${kind}`}
          name={`${kind}s.xlsx`}
          onStart={() => setNotice(null)}
          onError={() => setNotice({ tone: 'error', text: t('office.exportFailed') })}
        >
          {t('office.export')}
        </DownloadButton>
      }
    >
      <Tabs
        label={t('office.kind')}
        tabs={RENTAL_KINDS.map((k) => ({ id: k, label: t(`kinds.${k}`) }))}
        current={kind}
        onChoose={(k) => setFilters({ kind: k })}
        panelId="rentals-panel"
      />
      <div id="rentals-panel" role="tabpanel" aria-labelledby={`tab-${kind}`} className="space-y-8">
        <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
        {data.isError && <FormAlert>{data.error.message}</FormAlert>}
        {data.data && (
          <>
            <HeadedSection
              id="rental-map"
              title={t('map.label', { kind: t(`kindInText.${kind}`) })}
              className="rounded-xl border border-line bg-white p-5"
            >
              <p className="mb-4 mt-1 text-sm text-muted">
                {t('office.mapHint')}{' '}
                {t('map.freeCount', {
                  free: data.data.map.units.filter((u) => u.free).length,
                  total: data.data.map.units.length,
                })}
              </p>
              <UnitMap
                label={t('map.label', { kind: t(`kindInText.${kind}`) })}
                units={data.data.map.units}
                selected={assigning?.number ?? null}
                onSelect={(u) => {
                  setNotice(null);
                  setAssigning(u);
                }}
                unitLabel={(u) =>
                  t(u.free ? 'map.unitFree' : 'map.unitTaken', {
                    unit: unit({ kind, number: u.number }),
                    zone: t(`zones.${u.zone}`),
                  })
                }
                zoneLabel={(z) => t(`zones.${z}`)}
                legend={{ free: t('map.free'), taken: t('map.taken'), selected: t('map.selected') }}
              />
            </HeadedSection>
            <HeadedSection id="rental-list" title={t('office.rentals')} headingClassName="mb-3 text-lg font-bold text-navy-900">
              <DataTable
                caption={t('office.rentalsCaption', { kind: t(`kinds.${kind}`) })}
                cards="lg"
                columns={columns}
                rows={data.data.items}
                rowKey={(r) => r.id}
                loading={data.isFetching}
                empty={<p>{t('office.empty')}</p>}
              />
            </HeadedSection>
            <HeadedSection id="rental-prices" title={t('office.prices')} headingClassName="mb-3 text-lg font-bold text-navy-900">
              <PriceForm key={`${kind}-${data.data.prices[kind]}`} kind={kind} price={data.data.prices[kind]} />
              <p className="mt-2 text-sm text-muted">
                {t('form.priceHint', { price: krw(data.data.prices[kind]), deposit: krw(RENTAL.deposit) })}
              </p>
            </HeadedSection>
          </>
        )}
      </div>
      {assigning && (
        <AssignDialog key={assigning.id} kind={kind} unit={assigning} onClose={() => setAssigning(null)} onDone={done} />
      )}
      <ExtendDialog key={extending?.id ?? 0} rental={extending} onClose={() => setExtending(null)} onDone={done} />
      <ConfirmDialog
        open={returning !== null}
        title={returning ? t('office.returnTitle', { unit: unit(returning) }) : ''}
        message={returning ? t('office.returnBody', { deposit: krw(returning.deposit) }) : ''}
        confirmLabel={t('office.return')}
        danger={false}
        onConfirm={async () => {
          if (returning) await returnKey.mutateAsync(returning.id);
          setNotice({ tone: 'success', text: t('office.returned') });
        }}
        onClose={() => setReturning(null)}
      />
    </WellnessShell>
  );
}
