import { historyPath } from '@tea/shared/reservations/amenity-policies';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoginRequired } from '../../../shared/login-required';
import { BookingWizard, SummaryRow, useBookingWizard } from '../../../shared/ui/booking-wizard';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Money } from '../../../shared/ui/money';
import { PageLoading } from '../../../shared/ui/page-loading';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { TenantStaffOnly } from '../../../shared/ui/tenant-staff-only';
import { useGxProgram, useRegisterGx, type GxProgram } from '../../../shared/gx/gx-api';
import { useGxFormat } from '../../../shared/gx/gx-format';
import { isFull } from '../components/gx-program-state';

const LIST = '/tenant-service/amenities/wellness-center-gx/reservation';
const HISTORY = historyPath('gx');
const linkClass = 'inline-flex min-h-11 items-center rounded-md px-5 font-bold';

/** What stands in the way of registering now, as the message the person reads; null when nothing does. */
function useBlocker(p: GxProgram): string | null {
  const { t, date } = useGxFormat();
  if (p.mine) return t('register.alreadyMine');
  if (p.status !== 'open' || !p.registration?.open) {
    return t('register.closedNotice', {
      opens: p.registration ? date(p.registration.opens) : '-',
      closes: p.registration ? date(p.registration.closes) : '-',
    });
  }
  if (isFull(p)) return t('register.fullNotice');
  return null;
}

function ProgramSummary({ program: p }: { program: GxProgram }) {
  const f = useGxFormat();
  const { t } = f;
  return (
    <dl className="divide-y divide-line">
      <SummaryRow term={t('gx.program')}>{p.name}</SummaryRow>
      <SummaryRow term={t('register.month')}>{f.month(p.month)}</SummaryRow>
      <SummaryRow term={t('gx.days')}>{f.days(p.weekdays)}</SummaryRow>
      <SummaryRow term={t('gx.time')}>{`${p.start}–${p.end}`}</SummaryRow>
      <SummaryRow term={t('gx.instructor')}>{p.instructor}</SummaryRow>
      <SummaryRow term={t('register.firstSession')}>{f.date(p.firstSession)}</SummaryRow>
      <SummaryRow term={t('gx.price')}>
        <Money amount={p.price} /> <span className="text-sm text-muted">({t('gx.vatExcluded')})</span>
      </SummaryRow>
      <SummaryRow term={t('register.vat')}>
        <Money amount={p.vat} />
      </SummaryRow>
      <SummaryRow term={t('register.total')}>
        <Money amount={p.price + p.vat} className="font-bold" />
      </SummaryRow>
      <SummaryRow term={t('gx.period')}>{f.period(p.registration)}</SummaryRow>
      <SummaryRow term={t('gx.applicants')}>
        {t('gx.applicantsValue', { registered: p.registered, capacity: p.capacity })} ·{' '}
        {t('gx.waiting', { waitlisted: p.waitlisted, length: p.waitlistLength })}
      </SummaryRow>
    </dl>
  );
}

function Registration({ program: p }: { program: GxProgram }) {
  const { t } = useGxFormat();
  const wizard = useBookingWizard();
  const register = useRegisterGx();
  const blocker = useBlocker(p);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [result, setResult] = useState<{ status: 'registered' | 'waitlisted'; position: number | null } | null>(null);
  const waitlist = p.registered >= p.capacity;

  return (
    <BookingWizard
      wizard={wizard}
      form={{
        title: t('register.formTitle'),
        nextLabel: t('common:actions.next'),
        onNext: (event) => {
          event.preventDefault();
          if (!agreed) {
            setTermsError(t('validation.terms'));
            return;
          }
          if (blocker) {
            wizard.showError(blocker);
            return;
          }
          wizard.go('confirm');
        },
        children: (
          <>
            {blocker ? (
              <FormAlert>{blocker}</FormAlert>
            ) : (
              waitlist && <FormAlert tone="info">{t('register.waitlistNotice')}</FormAlert>
            )}
            <Panel title={t('register.details')} level={3}>
              <ProgramSummary program={p} />
            </Panel>
            <Panel title={t('register.terms')} level={3}>
              <p className="text-sm text-muted">{t('register.refundNotice')}</p>
              <p className="mt-2">
                <Link to="/termsofuseGX" target="_blank" className="font-semibold text-navy-800 underline underline-offset-4">
                  {t('register.termsLink')}
                </Link>
              </p>
              <div className="mt-3">
                <CheckboxField
                  label={t('register.agree')}
                  checked={agreed}
                  required
                  error={termsError}
                  onChange={(e) => {
                    setAgreed(e.target.checked);
                    setTermsError(e.target.checked ? undefined : t('validation.terms'));
                  }}
                />
              </div>
            </Panel>
          </>
        ),
      }}
      confirm={{
        title: t('register.confirmTitle'),
        reserveLabel: t('gx.register'),
        onReserve: async () => {
          const answer = await register.mutateAsync(p.id);
          setResult(answer);
        },
        children: (
          <>
            {waitlist && <FormAlert tone="info">{t('register.waitlistNotice')}</FormAlert>}
            <Panel title={t('register.details')} level={3}>
              <ProgramSummary program={p} />
            </Panel>
            <p className="text-sm text-muted">{t('register.refundNotice')}</p>
          </>
        ),
      }}
      done={{
        title:
          result?.status === 'waitlisted'
            ? t('register.doneWaitlisted', { program: p.name, position: result.position })
            : t('register.doneRegistered', { program: p.name }),
        lead: t('register.doneLead'),
        children: (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={HISTORY} className={`${linkClass} bg-navy-900 text-white hover:bg-navy-800`}>
              {t('register.history')}
            </Link>
            <Link to={LIST} className={`${linkClass} border border-navy-900 text-navy-900 hover:bg-navy-50`}>
              {t('register.list')}
            </Link>
          </div>
        ),
      }}
    />
  );
}

/** /fitness-reservation/gx/:id: register for one GX program (details and terms → confirm → done). */
function GxRegistration() {
  const { t } = useGxFormat();
  const id = Number(useParams().id);
  const program = useGxProgram(id);
  if (program.isPending && program.fetchStatus !== 'idle') return <PageLoading />;
  if (!program.data) {
    return <RecordNotFound title={t('register.title')} message={t('gx.empty')} to={LIST} label={t('register.list')} />;
  }
  return (
    <ServicePage title={t('register.title')} lead={program.data.name}>
      <Registration program={program.data} />
    </ServicePage>
  );
}

export default function GxRegistrationPage() {
  const { t } = useGxFormat();
  // Tenant staff register; the building office manages the programs.
  return (
    <LoginRequired>
      <TenantStaffOnly
        title={t('register.title')}
        office={{ text: t('register.staffOnly'), to: '/admin/wellness', label: t('admin.sections.gx') }}
      >
        <GxRegistration />
      </TenantStaffOnly>
    </LoginRequired>
  );
}
