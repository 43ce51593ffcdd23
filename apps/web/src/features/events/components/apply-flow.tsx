import type { MyProfile } from '@tea/shared/accounts/profile.schema';
import {
  applicationFieldProblem,
  EVENT_HEADCOUNT_MAX,
  EVENT_HOLD_MINUTES,
  RULES_AGREEMENT_MESSAGE,
  type ApplicationField,
} from '@tea/shared/events/event.rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { useSession } from '../../../shared/session';
import { Button } from '../../../shared/ui/button';
import { DateTimeText, useDateFormat } from '../../../shared/ui/date-time-text';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { Panel } from '../../../shared/ui/service-page';
import { usePlainForm } from '../../../shared/use-plain-form';
import { useApply, type ApplicationResult, type EventView } from '../api';
import { EventPhoto } from './event-card';

type FormField = ApplicationField | 'agreedToRules';
const FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'company', 'headcount', 'agreedToRules'];
const STEP1: readonly ApplicationField[] = ['name', 'email', 'phone', 'company', 'headcount'];

/** An account's E.164 mobile (+821012345678) as people type it (010-1234-5678), without the numbering plan's 29 KB. */
export function localMobile(e164: string): string {
  const digits = e164.startsWith('+82') ? `0${e164.slice(3)}` : e164;
  return /^01\d{8,9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}` : digits;
}

export interface Applied {
  result: ApplicationResult;
  email: string;
  headcount: number;
}

/**
 * The two-step application (issue 17) on /event: step 1 the applicant's details (a member's filled in
 * from their account), step 2 the event's rules, which must be agreed, and the summary with the
 * confirming button. One form: what was typed stays when going back and forth, and a field the server
 * refuses brings step 1 back with its message.
 */
export function ApplyFlow({
  event,
  step,
  onStep,
  onDone,
  onClose,
}: {
  event: EventView;
  step: 1 | 2;
  onStep: (step: 1 | 2) => void;
  onDone: (applied: Applied) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const { user } = useSession();
  const apply = useApply(event.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = usePlainForm<FormField>({
    fields: FIELDS,
    problemOf: (field, value) =>
      field === 'agreedToRules'
        ? step === 2 && value !== 'yes'
          ? RULES_AGREEMENT_MESSAGE
          : undefined
        : applicationFieldProblem(field, value),
  });
  const { input, values, fill, submit, formError, busy, formRef } = form;

  // A member's details from their account, once (what they change stays theirs). Until they have
  // arrived (or failed to), step 1 waits: a "Next" pressed on the empty fields would only be refused.
  const [profileSettled, setProfileSettled] = useState(false);
  const filling = !!user && !profileSettled;
  useEffect(() => {
    if (!user || profileSettled) return;
    const controller = new AbortController();
    api<MyProfile>('/me/profile', { signal: controller.signal })
      .then((me) => fill({ name: me.name, email: me.email, phone: localMobile(me.mobile), company: user.companyName ?? '' }))
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setProfileSettled(true);
      });
    return () => controller.abort();
  }, [user, fill, profileSettled]);

  useEffect(() => heading.current?.focus(), [step]);

  const step1Problem = STEP1.some((f) => input(f).error);
  const shown = step === 1 || step1Problem ? 1 : 2;

  const onSubmit = submit(async (all) => {
    if (shown === 1) {
      onStep(2);
      return;
    }
    const headcount = all.headcount ? Number(all.headcount) : 1;
    const result = await apply.mutateAsync({
      name: all.name.trim(),
      email: all.email.trim(),
      phone: all.phone.trim(),
      ...(all.company.trim() ? { company: all.company.trim() } : {}),
      headcount,
      agreedToRules: true,
    });
    onDone({ result, email: all.email.trim(), headcount });
  });

  const agreed = input('agreedToRules');
  return (
    <Panel title={t('apply.title', { title: event.title })}>
      {/* The event's own page: its poster first, at the panel's width (48 rem at most). */}
      <EventPhoto event={event} sizes="(min-width: 768px) 45rem, 100vw" eager className="mb-5" />
      <p className="mb-2 text-sm font-semibold text-muted">{t('apply.step', { step: shown })}</p>
      <ol aria-label={t('apply.steps')} className="mb-5 grid grid-cols-2 gap-2 text-sm">
        {[t('apply.step1'), t('apply.step2')].map((label, i) => (
          <li
            key={label}
            aria-current={shown === i + 1 ? 'step' : undefined}
            className={`rounded-md border px-3 py-2 ${shown === i + 1 ? 'border-navy-900 bg-navy-50 font-bold text-navy-900' : 'border-line text-muted'}`}
          >
            {i + 1}. {label}
          </li>
        ))}
      </ol>
      <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
        <h3 ref={heading} tabIndex={-1} className="text-base font-bold text-navy-900 outline-none">
          {shown === 1 ? t('apply.step1') : t('apply.step2')}
        </h3>
        {shown === 1 ? (
          <fieldset disabled={filling} aria-busy={filling || undefined} className="min-w-0 space-y-5">
            {user && (
              <p className="text-sm text-muted" aria-live="polite">
                {filling ? t('apply.prefilling') : t('apply.prefilled')}
              </p>
            )}
            <TextField label={t('apply.name')} autoComplete="name" required {...input('name')} />
            <TextField label={t('apply.email')} type="email" autoComplete="email" required {...input('email')} />
            <TextField
              label={t('apply.phone')}
              hint={t('apply.phoneHint')}
              type="tel"
              autoComplete="tel"
              required
              {...input('phone')}
            />
            <TextField label={t('apply.company')} autoComplete="organization" {...input('company')} />
            <TextField
              label={t('apply.headcount')}
              hint={t('apply.headcountHint', { max: EVENT_HEADCOUNT_MAX })}
              type="number"
              inputMode="numeric"
              min={1}
              max={EVENT_HEADCOUNT_MAX}
              className="sm:max-w-40"
              placeholder="1"
              {...input('headcount')}
            />
          </fieldset>
        ) : (
          <>
            <p className="text-sm text-muted">{t('apply.rulesLead')}</p>
            <div className="max-h-72 overflow-y-auto rounded-md border border-line bg-navy-50 p-4 text-sm whitespace-pre-line text-ink">
              {event.rules}
            </div>
            <CheckboxField
              name="agreedToRules"
              label={t('apply.agree')}
              checked={values.agreedToRules === 'yes'}
              onChange={(e) => agreed.onChange({ target: { value: e.target.checked ? 'yes' : '' } })}
              error={agreed.error}
            />
            <section aria-label={t('apply.summary')} className="rounded-md border border-line p-4 text-sm">
              <h4 className="mb-2 font-bold text-navy-900">{t('apply.summary')}</h4>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted">{t('card.period')}</dt>
                <dd>
                  <DateTimeText value={event.startsAt} />
                </dd>
                <dt className="text-muted">{t('apply.name')}</dt>
                <dd>{values.name}</dd>
                <dt className="text-muted">{t('apply.email')}</dt>
                <dd className="break-all">{values.email}</dd>
                <dt className="text-muted">{t('apply.phone')}</dt>
                <dd>{values.phone}</dd>
                <dt className="text-muted">{t('apply.headcount')}</dt>
                <dd>{values.headcount || '1'}</dd>
              </dl>
            </section>
            {event.state === 'waitlist' && <FormAlert tone="info">{t('apply.waitlistNote')}</FormAlert>}
          </>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {shown === 1 ? (
            <Button variant="secondary" onClick={onClose}>
              {t('apply.toList')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onStep(1)}>
              {t('apply.back')}
            </Button>
          )}
          <Button type="submit" className="sm:min-w-40" busy={busy || (shown === 1 && filling)}>
            {shown === 1 ? t('apply.next') : t('apply.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * What happened to the application: a place, or a place in line, and the e-mail it went to; without a
 * login, held until confirmed from that e-mail (decision 0055). Takes the focus.
 */
export function ApplyDone({ event, applied, onClose }: { event: EventView; applied: Applied; onClose: () => void }) {
  const { t } = useTranslation('events');
  const format = useDateFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { status, position, holdUntil } = applied.result;
  const held = status === 'unconfirmed';
  return (
    <div
      role="status"
      className={`rounded-xl border p-5 ${held ? 'border-[#b7791f]/30 bg-[#fff6e5]' : 'border-[#1f7a4d]/30 bg-[#eef8f2]'}`}
    >
      <h2 ref={heading} tabIndex={-1} className={`text-lg font-bold outline-none ${held ? 'text-[#7a4b00]' : 'text-[#17603c]'}`}>
        {t(`done.${status}`)}
      </h2>
      <p className="mt-2 text-ink">
        {held
          ? t('done.unconfirmedBody', {
              title: event.title,
              headcount: applied.headcount,
              email: applied.email,
              minutes: EVENT_HOLD_MINUTES,
              time: format.dateTime(holdUntil!).slice(-5),
            })
          : status === 'confirmed'
            ? t('done.confirmedBody', { title: event.title, headcount: applied.headcount })
            : t('done.waitlistedBody', { title: event.title, position })}
      </p>
      {!held && <p className="mt-2 text-sm text-muted">{t('done.email', { email: applied.email })}</p>}
      <div className="mt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('done.toList')}
        </Button>
      </div>
    </div>
  );
}
