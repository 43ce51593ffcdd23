import { normalizeLang } from '@tea/i18n';
import { BUILDING_FLOORS } from '@tea/shared/building/floors';
import { isCalendarDate, seoulDate } from '@tea/shared/calendar';
import { formatDuration } from '@tea/shared/format';
import {
  CANCELLABLE_VISIT_STATUSES,
  QR_LANGUAGES,
  VISIT_BUILDINGS,
  VISIT_DURATIONS,
  VISIT_HOURS,
  VISITORS_PER_GROUP_MAX,
  VISITORS_PER_REGISTRATION_MAX,
  visitDateWindow,
  visitTimeProblem,
} from '@tea/shared/visitors/visit.rules';
import {
  visitorSchema,
  type MemberVisitRequest,
  type MemberVisitRequestInput,
  type VisitorInput,
  type VisitRegistration,
} from '@tea/shared/visitors/visit.schema';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { Panel } from '../../../shared/ui/service-page';
import { fieldsOf } from '../../../shared/use-schema-form';

/**
 * The form of a registration: the person in charge and 1–5 visitors (the external application adds
 * company and consent; a group's has the same fields, up to 20 visitors).
 */
export type VisitForm = UseFormReturn<MemberVisitRequestInput, unknown, MemberVisitRequest>;

/** The fields of one visitor row, the shared schema's (the `id` of an edited visit is not a field). */
export const VISITOR_FIELDS = Object.keys(visitorSchema.shape).filter((f) => f !== 'id') as VisitorField[];
type VisitorField = Exclude<keyof typeof visitorSchema.shape, 'id'>;

/** Every field a server message may land on: the person in charge's, and each of `max` rows' (`visitors.3.email`). */
export function visitFormFields(max: number): readonly string[] {
  return [
    'personInCharge.name',
    'personInCharge.building',
    'personInCharge.floor',
    ...Array.from({ length: max }, (_, i) => VISITOR_FIELDS.map((f) => `visitors.${i}.${f}`)).flat(),
  ];
}

export const VISIT_FORM_FIELDS = visitFormFields(VISITORS_PER_REGISTRATION_MAX);

/**
 * An unchosen select (tenant, floor): left empty on screen, so its placeholder shows, and refused by
 * the schema with the field's own message.
 */
export const NOT_CHOSEN = undefined as unknown as number;

/** An empty select is not a number (the schema says which field it is). */
export const toNumberOrNaN = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/** Every floor of the building (8 below, 26 above ground), when the company's own are not known. */
export const ALL_FLOORS = BUILDING_FLOORS;

/** Seoul's date and minute now: a visit's time is checked against it as the server does. */
export function seoulNow(): { date: string; time: string } {
  const shifted = new Date(Date.now() + 9 * 3_600_000).toISOString();
  return { date: seoulDate(), time: shifted.slice(11, 16) };
}

/** The date and time rule of a visitor row now (an i18n key), with the field it belongs under; null when it keeps it or is incomplete. */
export function timeProblemOf(visitor: { date?: string; time?: string }): { field: 'date' | 'time'; key: string } | null {
  const { date = '', time = '' } = visitor;
  if (!isCalendarDate(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const key = visitTimeProblem({ date, time }, seoulNow());
  return key ? { field: key === 'visitors:errors.dateOutsideWindow' ? 'date' : 'time', key } : null;
}

/** A visitor row's starting values: the first row's visit (day, time, stay, purpose, host, building) is copied to a new row. */
export function blankVisitor(visit: Partial<VisitorInput> & Pick<VisitorInput, 'building' | 'qrLang'>): VisitorInput {
  return {
    name: '',
    company: '',
    email: '',
    mobile: '',
    date: visit.date ?? '',
    time: visit.time ?? '',
    durationMinutes: visit.durationMinutes ?? 60,
    purpose: visit.purpose ?? '',
    visitedPerson: visit.visitedPerson ?? '',
    building: visit.building,
    qrLang: visit.qrLang,
  };
}

/** A member's form at the start: the person in charge is the member, at their company's tower (and floor, when it has one). */
export function blankRequest(
  company: { tower: VisitorInput['building']; floors: number[] } | undefined,
  name: string,
  lang: 'ko' | 'en',
): MemberVisitRequestInput {
  const building = company?.tower ?? 'A';
  return {
    personInCharge: { name, building, floor: company?.floors.length === 1 ? company.floors[0]! : NOT_CHOSEN },
    visitors: [blankVisitor({ visitedPerson: name, building, qrLang: lang })],
  };
}

function useBuildingOptions() {
  const { t } = useTranslation('visitors');
  return VISIT_BUILDINGS.map((b) => ({ value: b, label: t(`buildings.${b}`) }));
}

/**
 * The person in charge at the tenant (spec §3): name, tenant company (shown, or chosen: `company`),
 * building and landing floor (the company's floors when known).
 */
export function PersonInChargeFields({ form, company, floors }: { form: VisitForm; company: ReactNode; floors: number[] }) {
  const { t } = useTranslation('visitors');
  const field = fieldsOf(form, t);
  const floorLabel = useFloorFormat();
  return (
    <Panel title={t('form.personInCharge')}>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('form.picName')} required autoComplete="name" maxLength={100} {...field('personInCharge.name')} />
        {company}
        <SelectField
          label={t('form.picBuilding')}
          required
          placeholder={t('form.choose')}
          options={useBuildingOptions()}
          {...field('personInCharge.building')}
        />
        <SelectField
          label={t('form.picFloor')}
          required
          placeholder={t('form.choose')}
          options={floors.map((f) => ({ value: f, label: floorLabel(f) }))}
          {...field('personInCharge.floor', { setValueAs: toNumberOrNaN })}
        />
      </div>
    </Panel>
  );
}

/** One visitor: who (name, company, contacts), when (day, time, stay), why and whom, the building and the pass's language. */
function VisitorRow({
  form,
  index,
  note,
  onRemove,
}: {
  form: VisitForm;
  index: number;
  /** Where the row came from (a row of an uploaded file), under its heading. */
  note?: string;
  /** Absent while the row is the only one. */
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  const { control, formState } = form;
  const field = fieldsOf(form, t);
  const name = <F extends VisitorField>(f: F) => `visitors.${index}.${f}` as const;
  const window = visitDateWindow(seoulDate());
  // The day and time rules show as soon as both are there, before anything is sent.
  const touched = formState.touchedFields.visitors?.[index];
  // Watched here, not by the whole form: a keystroke re-renders this row only.
  const [date, time] = useWatch({ control, name: [name('date'), name('time')] });
  const problem = timeProblemOf({ date, time });
  const shown = problem && (touched?.date || touched?.time || formState.isSubmitted) ? problem : null;
  const withRule = (f: 'date' | 'time', bound: ReturnType<typeof field>) => ({
    ...bound,
    error: bound.error ?? (shown?.field === f ? t(shown.key) : undefined),
  });
  const n = index + 1;
  const noteId = useId();

  return (
    <fieldset
      aria-describedby={note ? noteId : undefined}
      className="relative rounded-xl border border-line bg-white p-4 shadow-sm lg:p-5"
    >
      {/* Floated, the legend sits inside the box (not on its border), the row's remove button beside it. */}
      <legend className="float-left flex min-h-11 w-full items-center pr-28 text-base font-bold text-navy-900">
        {t('form.visitorN', { n })}
      </legend>
      {note && (
        <p id={noteId} className="clear-both text-sm text-muted">
          {note}
        </p>
      )}
      {onRemove && (
        <Button
          variant="ghost"
          className="absolute top-4 right-4 text-danger lg:top-5 lg:right-5"
          onClick={onRemove}
          aria-label={t('form.removeVisitorN', { n })}
        >
          {t('form.removeVisitor')}
        </Button>
      )}
      <div className="clear-both grid pt-2 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('form.visitorName')} required autoComplete="off" maxLength={100} {...field(name('name'))} />
        <TextField label={t('form.visitorCompany')} required autoComplete="off" maxLength={100} {...field(name('company'))} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="off"
          hint={t('form.contactHint')}
          {...field(name('email'), { deps: [name('mobile')] })}
        />
        <TextField
          label={t('form.mobile')}
          type="tel"
          autoComplete="off"
          placeholder="010-1234-5678"
          {...field(name('mobile'), { deps: [name('email')] })}
        />
        <TextField
          label={t('form.date')}
          type="date"
          required
          min={window.from}
          max={window.until}
          {...withRule('date', field(name('date'), { deps: [name('time')] }))}
        />
        <TextField
          label={t('form.time')}
          type="time"
          required
          min={VISIT_HOURS.from}
          max={VISIT_HOURS.until}
          hint={t('form.timeHint', VISIT_HOURS)}
          {...withRule('time', field(name('time')))}
        />
        <SelectField
          label={t('form.duration')}
          required
          placeholder={t('form.choose')}
          options={VISIT_DURATIONS.map((m) => ({ value: m, label: formatDuration(m, lang) }))}
          {...field(name('durationMinutes'), { setValueAs: toNumberOrNaN })}
        />
        <SelectField
          label={t('form.building')}
          required
          placeholder={t('form.choose')}
          options={useBuildingOptions()}
          {...field(name('building'))}
        />
        <div className="sm:col-span-2">
          <TextField label={t('form.purpose')} required maxLength={200} {...field(name('purpose'))} />
        </div>
        <TextField label={t('form.visitedPerson')} required maxLength={100} {...field(name('visitedPerson'))} />
        <RadioGroup
          legend={t('form.qrLang')}
          required
          options={QR_LANGUAGES.map((l) => ({ value: l, label: t(`form.qrLangs.${l}`) }))}
          {...field(name('qrLang'))}
        />
      </div>
    </fieldset>
  );
}

/**
 * The visitors of a registration, 1 to 5 (spec §9), or of a group, 1 to 20 (`max`): rows to add and
 * remove; a new row starts with the first row's visit, so a group coming together is typed once. One
 * past `max` is refused with the spec's limit before anything is sent. On an edit, a visitor removed
 * is cancelled (`editing` says so). `onAdded` and `onRemoved` tell the page, which may keep something
 * of each row beside the form (`rowNote`: where an uploaded row came from).
 */
export function VisitorRows({
  form,
  editing = false,
  canAdd = true,
  max = VISITORS_PER_REGISTRATION_MAX,
  rowNote,
  onAdded,
  onRemoved,
}: {
  form: VisitForm;
  editing?: boolean;
  /** Whether visitors may be added (a visitor changing their own application adds none: a new visitor applies anew). */
  canAdd?: boolean;
  max?: number;
  rowNote?: (index: number) => string | undefined;
  onAdded?: () => void;
  onRemoved?: (index: number) => void;
}) {
  const { t, i18n } = useTranslation('visitors');
  const { control, getValues } = form;
  // keyName: the rows carry an `id` of their own (the visit an edit changes).
  const rows = useFieldArray({ control, name: 'visitors', keyName: 'key' });
  const [refused, setRefused] = useState(false);
  const count = rows.fields.length;
  const limit = max === VISITORS_PER_GROUP_MAX ? t('errors.groupLimit') : t('errors.registrationLimit');

  const add = () => {
    if (count >= max) return setRefused(true);
    const first = getValues('visitors.0');
    const { date, time, durationMinutes, purpose, visitedPerson } = first ?? {};
    rows.append(
      blankVisitor({
        date,
        time,
        durationMinutes,
        purpose,
        visitedPerson,
        building: first?.building ?? getValues('personInCharge.building'),
        qrLang: normalizeLang(i18n.language),
      }),
      { shouldFocus: true, focusName: `visitors.${count}.name` },
    );
    onAdded?.();
  };

  return (
    <section aria-labelledby="visitors-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="visitors-heading" className="text-lg font-bold text-navy-900">
            {t('form.visitors')}
          </h2>
          <p className="text-sm text-muted">
            {canAdd && t('form.visitorsLead', { max })} {editing && t('form.removeCancels')}
          </p>
        </div>
        <p className="text-sm font-semibold text-navy-900 tabular-nums" aria-live="polite">
          {t('form.visitorCount', { count, max })}
        </p>
      </div>
      <ol className="space-y-4">
        {rows.fields.map((row, i) => (
          <li key={row.key}>
            <VisitorRow
              form={form}
              index={i}
              note={rowNote?.(i)}
              onRemove={
                count > 1
                  ? () => {
                      setRefused(false);
                      rows.remove(i);
                      onRemoved?.(i);
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <div className="space-y-3">
        {canAdd && (
          <Button variant="secondary" onClick={add}>
            {t('form.addVisitor')}
          </Button>
        )}
        {refused && count >= max && <FormAlert>{limit}</FormAlert>}
      </div>
    </section>
  );
}

/** A registration as the form edits it: its visitors still open (waiting or approved), each with its id. */
export function editedRequest(registration: VisitRegistration): MemberVisitRequestInput {
  return {
    personInCharge: registration.personInCharge,
    visitors: registration.visits
      .filter((v) => CANCELLABLE_VISIT_STATUSES.includes(v.status))
      .map((v) => ({
        id: v.id,
        name: v.visitor.name,
        company: v.visitor.company,
        email: v.visitor.email,
        mobile: v.visitor.mobile,
        date: v.date,
        time: v.time,
        durationMinutes: v.durationMinutes,
        purpose: v.purpose,
        visitedPerson: v.visitedPerson,
        building: v.building,
        qrLang: v.visitor.qrLang,
      })),
  };
}
