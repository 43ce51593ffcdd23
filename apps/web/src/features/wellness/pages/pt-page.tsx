import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import { seoulDate } from '@tea/shared/calendar';
import {
  PT_PAYMENT_METHODS,
  PT_SESSION_MINUTES,
  PT_SESSIONS_PER_PACKAGE,
  PT_VALID_DAYS,
  ptChangeAllowed,
  ptFirstChangeableSlot,
  ptPackagePrice,
  ptSessionEnd,
} from '@tea/shared/wellness/pt.rules';
import { ptPackageFormSchema, type PtPackage, type PtPackageForm } from '@tea/shared/wellness/pt.schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useKrw } from '../../../shared/ui/money';
import { WarningNote } from '../../../shared/ui/warning-note';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { PtPackageStateChip, PtSessionStateChip } from '../../../shared/pt/pt-state';
import { MembershipActions } from '../components/membership-actions';
import {
  useBookPtSession,
  useBuyPtPackage,
  useCancelPtSession,
  useMovePtSession,
  usePtPackage,
  usePtSlots,
  usePtTrainers,
  usePtUpcomingSlots,
} from '../pt-api';

const FIELDS = ['paymentMethod', 'agreed'] as const;
const linkClass = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4';
const HISTORY = historyPath('pt');
type PtSessionItem = PtPackage['items'][number];
type Slot = { trainerId: number; date: string; start: string };

/** The package's price line: before VAT, VAT and total. */
function usePriceText() {
  const { t } = useTranslation('pt');
  const krw = useKrw();
  const price = ptPackagePrice();
  return t('buy.priceValue', { price: krw(price.price), vat: krw(price.vat), total: krw(price.total) });
}

/** /fitness-reservation/pt/0: the package (10 sessions, price), the payment method and the PT terms → confirm → done. */
function PurchaseWizard() {
  const { t } = useTranslation('pt');
  const wizard = useBookingWizard();
  const buy = useBuyPtPackage();
  const priceText = usePriceText();
  const [savedId, setSavedId] = useState<number | null>(null);
  const form = useSchemaForm<PtPackageForm>(ptPackageFormSchema, {
    defaultValues: { paymentMethod: 'invoice', agreed: false },
    fields: FIELDS,
  });
  const { field, handleSubmit, setError, getValues } = form;
  const onNext = handleSubmit(() => {
    wizard.showError(null);
    wizard.go('confirm');
  });
  const onReserve = wizard.reserve(setError, FIELDS, async () => {
    const { agreed: _agreed, ...request } = getValues();
    setSavedId((await buy.mutateAsync(request)).id);
  });
  const methods = PT_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentMethods.${m}`) }));
  const packageRows = (
    <dl className="divide-y divide-line">
      <SummaryRow term={t('buy.sections.package')}>
        {t('buy.sessions', { count: PT_SESSIONS_PER_PACKAGE, minutes: PT_SESSION_MINUTES })}
      </SummaryRow>
      <SummaryRow term={t('detail.validUntil')}>{t('buy.validity', { days: PT_VALID_DAYS })}</SummaryRow>
      <SummaryRow term={t('buy.price')}>{priceText}</SummaryRow>
    </dl>
  );
  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('buy.formTitle'),
        lead: t('buy.required'),
        nextLabel: t('buy.next'),
        onNext,
        children: (
          <>
            <Panel level={3} title={t('buy.sections.package')}>
              {packageRows}
              <p className="mt-3 text-sm text-muted">{t('buy.ledger')}</p>
            </Panel>
            <Panel level={3} title={t('buy.sections.payment')}>
              <RadioGroup legend={t('buy.paymentMethod')} required options={methods} {...field('paymentMethod')} />
            </Panel>
            <Panel level={3} title={t('buy.sections.terms')}>
              <p className="text-sm text-ink">{t('buy.termsSummary')}</p>
              <p className="mt-2 text-sm">
                <a href="/termsofusePT" target="_blank" rel="noreferrer" className={linkClass}>
                  {t('buy.termsRead')}
                </a>
              </p>
              <div className="mt-2">
                <CheckboxField label={t('buy.agree')} required {...field('agreed')} />
              </div>
            </Panel>
          </>
        ),
      }}
      confirm={{
        title: t('buy.confirmTitle'),
        lead: t('buy.confirmLead'),
        reserveLabel: t('buy.reserve'),
        onReserve,
        children: (
          <Panel level={3} title={t('title')}>
            {packageRows}
            <dl className="divide-y divide-line border-t border-line">
              <SummaryRow term={t('buy.paymentMethod')}>{t(`paymentMethods.${getValues().paymentMethod}`)}</SummaryRow>
            </dl>
            <p className="mt-3 text-sm text-muted">{t('buy.termsSummary')}</p>
          </Panel>
        ),
      }}
      done={{
        title: t('buy.doneTitle'),
        lead: t('buy.doneLead'),
        children: savedId !== null && (
          <div className="mt-4 flex flex-wrap gap-x-6">
            <Link to={`/fitness-reservation/pt/${savedId}`} className={linkClass}>
              {t('buy.openPackage')}
            </Link>
            <Link to={HISTORY} className={linkClass}>
              {t('buy.history')}
            </Link>
          </div>
        ),
      }}
    />
  );
}

/**
 * A trainer, a day and one of the trainer's free times that day (50 minutes on the hour): the picker
 * of a new session and of a move.
 */
function SlotPicker({ value, onChange, error }: { value: Slot; onChange: (slot: Slot) => void; error?: string }) {
  const { t } = useTranslation('pt');
  const trainers = usePtTrainers();
  const slots = usePtSlots(value.trainerId || null, value.date);
  const legendId = useId();
  const items = trainers.data?.items;
  const list = items ?? [];
  // The first trainer is chosen once the list arrives.
  useEffect(() => {
    if (!value.trainerId && items?.[0]) onChange({ ...value, trainerId: items[0].id });
  }, [items, value, onChange]);
  const starts = slots.data?.days[0]?.starts ?? [];
  const trainer = list.find((x) => x.id === value.trainerId);
  // A start under 24 hours away is locked as soon as it is booked (decision 0062): said on the slot and, chosen, before the button.
  const now = new Date();
  const late = (start: string) => !ptChangeAllowed(now, value.date, start);
  const warningId = `${legendId}-late`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('book.trainer')}
          required
          options={list.map((x) => ({ value: String(x.id), label: x.name }))}
          value={String(value.trainerId || '')}
          hint={trainer?.intro || undefined}
          onChange={(e) => onChange({ ...value, trainerId: Number(e.target.value), start: '' })}
        />
        <TextField
          label={t('book.date')}
          type="date"
          required
          min={seoulDate()}
          value={value.date}
          onChange={(e) => onChange({ ...value, date: e.target.value, start: '' })}
        />
      </div>
      <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="block text-sm font-semibold text-navy-900">
          {t('book.slots')}
        </legend>
        {slots.isError && <FormAlert>{slots.error.message}</FormAlert>}
        {slots.data && starts.length === 0 && <p className="mt-1 text-sm text-muted">{t('book.noSlots')}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          {starts.map((s) => (
            <label
              key={s}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 ${
                value.start === s ? 'border-navy-900 bg-navy-50 font-bold' : 'border-line'
              }`}
            >
              <input
                type="radio"
                name={`${legendId}-slot`}
                value={s}
                checked={value.start === s}
                onChange={() => onChange({ ...value, start: s })}
                aria-describedby={late(s) && value.start === s ? warningId : undefined}
                className="h-5 w-5 accent-navy-800"
              />
              {s}
              {late(s) && ' '}
              {late(s) && <span className="text-sm font-normal text-[#7a4b00]">({t('book.lateSlot')})</span>}
            </label>
          ))}
        </div>
        {value.start && late(value.start) && (
          <div className="mt-3">
            <WarningNote id={warningId} title={t('book.lateTitle')}>
              {t('book.late')}
            </WarningNote>
          </div>
        )}
        {error && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-danger" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** Books a session of the package in a free slot. */
function BookSession({ pkg, onDone }: { pkg: PtPackage; onDone: (text: string) => void }) {
  const { t } = useTranslation('pt');
  const format = useDateFormat();
  const book = useBookPtSession();
  const [slot, setSlot] = useState<Slot>({ trainerId: 0, date: '', start: '' });
  const [error, setError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | undefined>();
  // The form opens on the first free time that can still be moved or cancelled once booked (24 hours
  // ahead, decision 0062); without one in two weeks, on tomorrow.
  const upcoming = usePtUpcomingSlots(slot.trainerId || null);
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !slot.trainerId) return;
    // A day the person chose before the trainer's times arrived stays theirs.
    if (slot.date) defaulted.current = true;
    if (defaulted.current || !(upcoming.isSuccess || upcoming.isError)) return;
    defaulted.current = true;
    const first = upcoming.data ? ptFirstChangeableSlot(new Date(), upcoming.data.days) : null;
    setSlot((s) => ({ ...s, date: first?.date ?? addDays(seoulDate(), 1), start: first?.start ?? '' }));
  }, [slot.trainerId, slot.date, upcoming.isSuccess, upcoming.isError, upcoming.data]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!slot.start) return setSlotError(t('book.chooseSlot'));
    setSlotError(undefined);
    book.mutate(
      { packageId: pkg.id, ...slot },
      {
        onSuccess: () => {
          onDone(t('book.booked', { when: format.span(slot.date, slot.start, ptSessionEnd(slot.start)) }));
          setSlot({ ...slot, start: '' });
        },
        onError: (err) => setError(err instanceof ApiError && err.fields ? Object.values(err.fields).join(' ') : err.message),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <FormAlert>{error}</FormAlert>}
      <SlotPicker value={slot} onChange={setSlot} error={slotError} />
      <Button type="submit" busy={book.isPending}>
        {t('book.submit')}
      </Button>
    </form>
  );
}

/** Moves a session to another free slot. */
function MoveDialog({
  session,
  onClose,
  onDone,
}: {
  session: PtSessionItem | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('pt');
  const format = useDateFormat();
  const move = useMovePtSession();
  const [slot, setSlot] = useState<Slot>({ trainerId: 0, date: '', start: '' });
  const [error, setError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | undefined>();
  useEffect(() => {
    if (session) setSlot({ trainerId: session.trainer.id, date: session.date, start: '' });
    setError(null);
    setSlotError(undefined);
  }, [session]);
  return (
    <FormDialog open={session !== null} title={t('book.moveTitle')} onClose={onClose}>
      <DialogForm
        lead={session ? t('book.moveLead', { when: format.span(session.date, session.start, session.end) }) : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (!session) return;
          setError(null);
          if (!slot.start) return setSlotError(t('book.chooseSlot'));
          setSlotError(undefined);
          move.mutate(
            { id: session.id, ...slot },
            {
              onSuccess: () => onDone(t('detail.moved', { when: format.span(slot.date, slot.start, ptSessionEnd(slot.start)) })),
              onError: (err) =>
                setError(err instanceof ApiError && err.fields ? Object.values(err.fields).join(' ') : err.message),
            },
          );
        }}
        formError={error}
        submitting={move.isPending}
        submitLabel={t('book.moveSubmit')}
        onCancel={onClose}
      >
        {slot.trainerId > 0 && <SlotPicker value={slot} onChange={setSlot} error={slotError} />}
      </DialogForm>
    </FormDialog>
  );
}

/** /fitness-reservation/pt/:id: the package's uses, validity and sessions; book, move and cancel (24 hours ahead). */
function PackageDetail({ id }: { id: number }) {
  const { t } = useTranslation('pt');
  const format = useDateFormat();
  const krw = useKrw();
  const query = usePtPackage(id);
  const cancel = useCancelPtSession();
  const [notice, setNotice] = useState<string | null>(null);
  const [moving, setMoving] = useState<PtSessionItem | null>(null);
  const [cancelling, setCancelling] = useState<PtSessionItem | null>(null);
  const reasonId = useId();
  if (query.isPending) return <PageLoading />;
  const pkg = query.data;
  if (!pkg) {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">{t('detail.notFound')}</FormAlert>
        <Link to="/fitness-reservation/pt/0" className={linkClass}>
          {t('detail.newPackage')}
        </Link>
      </div>
    );
  }
  const when = (s: PtSessionItem) => format.span(s.date, s.start, s.end);
  const usable = pkg.state === 'notStarted' || pkg.state === 'active';
  const columns: Column<PtSessionItem>[] = [
    { id: 'when', header: t('detail.columns.when'), rowHeader: true, card: 'title', cell: when },
    { id: 'trainer', header: t('detail.columns.trainer'), cell: (s) => s.trainer.name },
    { id: 'state', header: t('detail.columns.state'), card: 'aside', cell: (s) => <PtSessionStateChip state={s.state} /> },
    {
      id: 'actions',
      header: t('detail.columns.actions'),
      card: 'foot',
      cell: (s) =>
        s.status !== 'confirmed' ? null : (
          <div
            role="group"
            aria-label={t('detail.sessionActions', { when: when(s) })}
            className="flex flex-wrap items-center gap-2"
          >
            <Button
              variant="secondary"
              disabled={!s.changeable}
              aria-describedby={s.changeable ? undefined : `${reasonId}-${s.id}`}
              onClick={() => {
                setNotice(null);
                setMoving(s);
              }}
            >
              {t('detail.move')}
            </Button>
            <Button
              variant="secondary"
              className="text-danger"
              disabled={!s.changeable}
              aria-describedby={s.changeable ? undefined : `${reasonId}-${s.id}`}
              onClick={() => {
                setNotice(null);
                setCancelling(s);
              }}
            >
              {t('detail.cancel')}
            </Button>
            <span id={`${reasonId}-${s.id}`} className="text-sm text-muted">
              {s.changeable ? t('detail.changeUntil', { deadline: format.dateTime(s.changeDeadline) }) : t('detail.lockedReason')}
            </span>
          </div>
        ),
    },
  ];
  return (
    <div className="space-y-6">
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <Panel title={t('history.packageName', { id: pkg.id })}>
        <dl className="divide-y divide-line">
          <SummaryRow term={t('detail.uses')}>
            <strong>{t('detail.usesValue', { used: pkg.used, remaining: pkg.remaining })}</strong>
          </SummaryRow>
          <SummaryRow term={t('detail.booked')}>{pkg.booked}</SummaryRow>
          <SummaryRow term={t('detail.locked')}>{pkg.locked}</SummaryRow>
          <SummaryRow term={t('detail.bookable')}>{pkg.bookable}</SummaryRow>
          <SummaryRow term={t('detail.validUntil')}>
            {pkg.validUntil ? format.date(pkg.validUntil) : t('detail.validUntilNone', { days: pkg.validDays })}
          </SummaryRow>
          <SummaryRow term={t('detail.state')}>
            <PtPackageStateChip state={pkg.state} />
          </SummaryRow>
          <SummaryRow term={t('detail.payment')}>{t(`paymentMethods.${pkg.paymentMethod}`)}</SummaryRow>
          <SummaryRow term={t('detail.price')}>{krw(pkg.total)}</SummaryRow>
        </dl>
      </Panel>
      <MembershipActions
        holding={{
          kind: 'pt',
          id: pkg.id,
          start: pkg.firstSessionDate ?? undefined,
          lastDay: pkg.validUntil,
          unit: t('history.packageName', { id: pkg.id }),
          // Sessions locked within 24 hours stay with the holder: they are not handed over.
          sessionsLeft: pkg.remaining - pkg.locked,
        }}
        onNotice={setNotice}
      />
      <FormAlert tone="info">{t('detail.rule')}</FormAlert>
      <Panel title={t('book.title')}>
        {!usable ? (
          <p className="text-muted">{t('book.notUsable')}</p>
        ) : pkg.bookable === 0 ? (
          <p className="text-muted">{t('book.noneLeft')}</p>
        ) : (
          <BookSession pkg={pkg} onDone={setNotice} />
        )}
      </Panel>
      <DataTable
        caption={t('detail.sessions')}
        cards="md"
        columns={columns}
        rows={pkg.items}
        rowKey={(s) => s.id}
        loading={query.isFetching}
        empty={<p className="text-muted">{t('detail.noSessions')}</p>}
        showTotal={false}
      />
      <Link to={HISTORY} className={linkClass}>
        {t('buy.history')}
      </Link>
      <MoveDialog
        session={moving}
        onClose={() => setMoving(null)}
        onDone={(text) => {
          setMoving(null);
          setNotice(text);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('detail.cancelTitle')}
        message={cancelling ? t('detail.cancelBody', { when: when(cancelling) }) : ''}
        confirmLabel={t('detail.cancelConfirm')}
        dismissLabel={t('detail.keep')}
        onConfirm={async () => {
          await cancel.mutateAsync(cancelling!.id);
          setNotice(t('detail.cancelled'));
        }}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}

/**
 * /fitness-reservation/pt/:id (issue 15, decision 0028): with id 0, buying a package (form →
 * confirm → done, the PT terms agreed); with a package's id, that package's page.
 */
export default function PtPage() {
  const { t } = useTranslation('pt');
  const id = Number(useParams().id);
  const existing = Number.isInteger(id) && id > 0;
  // Tenant staff buy and book PT; the building office manages the trainers and packages.
  return (
    <TenantStaffOnly title={t('title')} office={{ text: t('staffOnly'), to: '/admin/wellness/pt', label: t('admin.title') }}>
      <ServicePage title={existing ? t('detailTitle') : t('title')} lead={t('lead')}>
        {existing ? <PackageDetail id={id} /> : <PurchaseWizard />}
      </ServicePage>
    </TenantStaffOnly>
  );
}
