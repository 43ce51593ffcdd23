import { seoulDate } from '@tea/shared/calendar';
import {
  LEASE_AREA_MAX,
  LEASE_DETAIL_MAX,
  LEASE_FIELDS,
  LEASE_HONEYPOT_FIELD,
  LEASE_OCCUPANCY_TYPES,
  LEASE_SECTORS,
  leaseFieldProblem,
  splitSectors,
  joinSectors,
  type LeaseField,
  type LeaseOccupancy,
  type LeaseSector,
} from '@tea/shared/lease/lease-inquiry.rules';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { RequiredMark } from '../../../shared/ui/form/field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { usePlainForm } from '../../../shared/use-plain-form';
import { formToken, sendInquiry } from '../api';
import { ConsentTable } from '../components/consent-table';
import { DoneNote } from '../components/done-note';

/** What the page says once the inquiry is sent: an e-mail with the withdrawal link went to the sender. */
function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('lease');
  return (
    <DoneNote title={t('sent.title')}>
      <p className="mt-2 text-ink">{t('sent.body', { email })}</p>
      <Button variant="secondary" className="mt-4" onClick={onAgain}>
        {t('sent.again')}
      </Button>
    </DoneNote>
  );
}

/** The form, checked by the shared rule (lease-inquiry.rules.ts, which the API's schema is built on). */
function InquiryForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('lease');
  const today = seoulDate();
  const token = useRef<Promise<string> | null>(null);
  const [honeypot, setHoneypot] = useState('');
  useEffect(() => {
    // The form-start token: the server refuses an inquiry sent within seconds of it (decision 0040).
    token.current = formToken().catch(() => '');
  }, []);
  const { input, values, change, leave, errorOf, submit, formError, busy, formRef } = usePlainForm<LeaseField>({
    fields: LEASE_FIELDS,
    problemOf: (field, value) => leaseFieldProblem(field, value, today),
    checkOnLeave: true,
  });
  // `submit` runs this only once every field has passed its rule: a known occupancy and sectors, the consent ticked.
  const onSubmit = submit(async (v) => {
    if (v.consent !== 'true') return;
    try {
      await sendInquiry({
        writer: v.writer.trim(),
        email: v.email.trim(),
        contact: v.contact.trim(),
        occupancy: v.occupancy as LeaseOccupancy,
        moveInDate: v.moveInDate,
        area: v.area.trim(),
        sectors: splitSectors(v.sectors) as LeaseSector[],
        title: v.title.trim(),
        detail: v.detail.trim(),
        consent: true,
        formToken: (await token.current) ?? '',
        [LEASE_HONEYPOT_FIELD]: honeypot,
      });
    } catch (error) {
      // A form open too long (or a token spent): a fresh one for the next press; what was typed stays.
      if (error instanceof ApiError && error.code === 'FORM_EXPIRED') token.current = formToken().catch(() => '');
      throw error;
    }
    onSent(v.email.trim());
  });
  const field = (f: LeaseField) => ({ ...input(f), required: true });
  const sectors = splitSectors(values.sectors ?? '');
  const toggleSector = (sector: string, on: boolean) =>
    change('sectors', joinSectors(LEASE_SECTORS.filter((s) => (s === sector ? on : sectors.includes(s)))));
  const leaveGroup = (f: LeaseField) => (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) leave(f);
  };
  const occupancy = input('occupancy');

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <Panel title={t('form.applicant')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label={t('form.writer')} autoComplete="name" {...field('writer')} />
          <TextField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('form.contact')} type="tel" autoComplete="tel" hint={t('form.contactHint')} {...field('contact')} />
        </div>
      </Panel>
      <Panel title={t('form.space')}>
        <div onBlur={leaveGroup('occupancy')}>
          <RadioGroup
            legend={t('form.occupancy')}
            required
            name={occupancy.name}
            error={occupancy.error}
            options={LEASE_OCCUPANCY_TYPES.map((o) => ({ value: o, label: t(`occupancy.${o}`) }))}
            onChange={occupancy.onChange}
          />
        </div>
        <div className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <TextField label={t('form.moveInDate')} type="date" min={today} {...field('moveInDate')} />
          <TextField
            label={t('form.area')}
            hint={t('form.areaHint', { max: LEASE_AREA_MAX })}
            maxLength={LEASE_AREA_MAX + 20}
            {...field('area')}
          />
        </div>
        <fieldset
          onBlur={leaveGroup('sectors')}
          aria-describedby={errorOf('sectors') ? 'lease-sectors-error' : 'lease-sectors-hint'}
        >
          <legend className="block text-sm font-semibold text-navy-900">
            {t('form.sectors')}
            <RequiredMark />
          </legend>
          <p id="lease-sectors-hint" className="mt-1 text-sm text-muted">
            {t('form.sectorsHint')}
          </p>
          <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {LEASE_SECTORS.map((s) => (
              <CheckboxField
                key={s}
                name="sectors"
                label={t(`sectors.${s}`)}
                checked={sectors.includes(s)}
                aria-invalid={errorOf('sectors') ? true : undefined}
                onChange={(e) => toggleSector(s, e.target.checked)}
              />
            ))}
          </div>
          <div className="min-h-6">
            {errorOf('sectors') && (
              <p id="lease-sectors-error" className="mt-1 text-sm text-danger" role="alert">
                {errorOf('sectors')}
              </p>
            )}
          </div>
        </fieldset>
      </Panel>
      <Panel title={t('form.inquiry')}>
        <TextField label={t('form.title')} {...field('title')} />
        <TextAreaField
          label={t('form.detail')}
          rows={7}
          hint={t('form.detailHint', { max: LEASE_DETAIL_MAX.toLocaleString() })}
          {...field('detail')}
        />
        {/* The honeypot: out of sight and out of the tab order; a person never fills it. */}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor="lease-website">{t('form.honeypot')}</label>
          <input
            id="lease-website"
            name={LEASE_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
      </Panel>
      <Panel title={t('consent.heading')}>
        <ConsentTable />
        <p className="mt-3 text-sm text-muted">{t('consent.refuse')}</p>
        <div className="mt-3">
          <CheckboxField
            name="consent"
            label={t('consent.agree')}
            aria-required
            checked={values.consent === 'true'}
            error={errorOf('consent')}
            onChange={(e) => change('consent', e.target.checked ? 'true' : '')}
            onBlur={() => leave('consent')}
          />
        </div>
      </Panel>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto sm:min-w-48" busy={busy}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /lease-inquiry (public): a prospective tenant's inquiry with the itemised consent (spec §3, §5).
 * The sender gets an e-mail with the link that withdraws consent and deletes the inquiry at once.
 */
export default function LeaseInquiryPage() {
  const { t } = useTranslation('lease');
  const [sent, setSent] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <ServicePage title={t('title')} lead={t('lead')}>
      {sent ? (
        <Sent
          email={sent}
          onAgain={() => {
            setSent(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <InquiryForm key={round} onSent={setSent} />
      )}
    </ServicePage>
  );
}
