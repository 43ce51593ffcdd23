import { normalizeLang } from '@tea/i18n';
import { VISIT_RETENTION_MONTHS } from '@tea/shared/visitors/visit.rules';
import {
  externalVisitRequestSchema,
  memberVisitRequestSchema,
  type ExternalVisitRequest,
  type ExternalVisitRequestInput,
  type MemberVisitRequest,
  type MemberVisitRequestInput,
} from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useSchemaForm, fieldsOf } from '../../../shared/use-schema-form';
import { useVisitorToken } from '../../../shared/session';
import {
  useApplyExternal,
  useVisitCompanies,
  useVisitorChanges,
  useVisitorRegistration,
  type VisitCompany,
  type VisitRegistration,
} from '../api';
import {
  ALL_FLOORS,
  blankVisitor,
  editedRequest,
  NOT_CHOSEN,
  PersonInChargeFields,
  toNumberOrNaN,
  VISIT_FORM_FIELDS,
  VisitorRows,
  type VisitForm,
} from '../components/visit-fields';
import {
  RegistrationForm,
  useVisitFlow,
  VisitClosed,
  VisitConfirmDialog,
  VisitDone,
  VisitNotFound,
  VisitSubmit,
} from '../components/visit-flow';
import { VISITOR_RESULT, VISITOR_SEARCH } from './visitor-paths';

const NEW = '/external-visitor-reservation-application/0';
const FIELDS = ['companyId', 'consent', ...VISIT_FORM_FIELDS];

function blankApplication(lang: 'ko' | 'en'): ExternalVisitRequestInput {
  return {
    companyId: NOT_CHOSEN,
    personInCharge: { name: '', building: 'A', floor: NOT_CHOSEN },
    visitors: [blankVisitor({ building: 'A', qrLang: lang })],
    // The box starts unticked; the schema takes only `true`.
    consent: false as unknown as true,
  };
}

/**
 * The application's fields are the member's (person in charge, visitors) with the tenant and the
 * consent around them: the same field components serve it.
 */
const asVisitForm = (form: unknown) => form as VisitForm;

function ExternalVisitForm({ companies, onAgain }: { companies: VisitCompany[]; onAgain: () => void }) {
  const { t, i18n } = useTranslation('visitors');
  const apply = useApplyExternal();
  const form = useSchemaForm<ExternalVisitRequestInput, ExternalVisitRequest>(externalVisitRequestSchema, {
    defaultValues: blankApplication(normalizeLang(i18n.language)),
    fields: FIELDS,
  });
  const flow = useVisitFlow(form, (values) => apply.mutateAsync(values), FIELDS);
  const field = fieldsOf(form, t);
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const company = companies.find((c) => c.id === companyId);

  // The tenant chosen: the visit goes to its tower, and to its floor when it has only one.
  const chooseCompany = (id: number) => {
    const chosen = companies.find((c) => c.id === id);
    if (!chosen) return;
    const opts = { shouldDirty: true } as const;
    form.setValue('personInCharge.building', chosen.tower, opts);
    form.setValue('personInCharge.floor', chosen.floors.length === 1 ? chosen.floors[0]! : NOT_CHOSEN, opts);
    form.getValues('visitors').forEach((_, i) => form.setValue(`visitors.${i}.building`, chosen.tower, opts));
  };

  if (flow.created)
    return (
      <VisitDone created={flow.created} title={t('done.externalTitle')} lead={t('done.externalLead')}>
        <LinkButton to="/">{t('done.home')}</LinkButton>
        <LinkButton variant="secondary" to={NEW} onClick={onAgain}>
          {t('done.anotherApplication')}
        </LinkButton>
      </VisitDone>
    );

  const companyField = field('companyId', { setValueAs: toNumberOrNaN });
  return (
    <form noValidate onSubmit={flow.onSubmit} className="space-y-6">
      <p className="text-sm text-muted">{t('form.required')}</p>
      <PersonInChargeFields
        form={asVisitForm(form)}
        floors={company?.floors.length ? company.floors : ALL_FLOORS}
        company={
          <SelectField
            label={t('form.tenantCompany')}
            required
            placeholder={t('form.chooseCompany')}
            options={companies.map((c) => ({ value: c.id, label: c.name }))}
            {...companyField}
            onChange={(event) => {
              void companyField.onChange(event);
              chooseCompany(Number(event.target.value));
            }}
          />
        }
      />
      <VisitorRows form={asVisitForm(form)} />
      <Panel title={t('consent.title')}>
        <div className="space-y-2 text-[15px] text-ink">
          <p>{t('consent.what')}</p>
          <p>{t('consent.retention', { months: VISIT_RETENTION_MONTHS })}</p>
          <p>
            {t('consent.refuse')}{' '}
            <Link to="/privacypolicy" className="font-semibold text-navy-800 underline underline-offset-4">
              {t('consent.policy')}
            </Link>
          </p>
        </div>
        <div className="mt-3">
          <CheckboxField label={t('consent.agree')} aria-required {...field('consent')} />
        </div>
      </Panel>
      <VisitSubmit label={t('form.apply')} error={form.formError} />
      <VisitConfirmDialog flow={flow} editing={false} count={form.getValues('visitors').length} />
    </form>
  );
}

/** The visitor's own application changed under their visitor session: its visitors (none added), the person in charge. */
function VisitorEditForm({ registration, floors }: { registration: VisitRegistration; floors: number[] }) {
  const { t } = useTranslation('visitors');
  const token = useVisitorToken();
  const { save } = useVisitorChanges(token);
  const form = useSchemaForm<MemberVisitRequestInput, MemberVisitRequest>(memberVisitRequestSchema, {
    defaultValues: editedRequest(registration),
    fields: VISIT_FORM_FIELDS,
  });
  const flow = useVisitFlow(form, (body) => save.mutateAsync({ id: registration.id, body }), VISIT_FORM_FIELDS);
  if (flow.created)
    return (
      <VisitDone
        created={flow.created}
        title={t('search.edit.done')}
        lead={flow.created.status === 'pending' ? t('search.edit.waitingAgain') : t('search.result.passNote')}
      >
        <LinkButton to={VISITOR_RESULT}>{t('search.edit.back')}</LinkButton>
      </VisitDone>
    );
  return (
    <RegistrationForm form={form} flow={flow} floors={floors} companyName={registration.company.name} editing canAdd={false} />
  );
}

/** /external-visitor-reservation-application/{id}: the application the visitor's session opens, else "not found". */
function VisitorEdit({ id }: { id: number }) {
  const { t } = useTranslation('visitors');
  const token = useVisitorToken();
  const existing = useVisitorRegistration(token, id);
  const companies = useVisitCompanies(existing.isSuccess);
  // Without a visitor session the way on is the search, which sends the link that opens one.
  if (token === null) return <VisitNotFound to={VISITOR_SEARCH} label={t('search.result.searchAgain')} />;
  const missing =
    (existing.error instanceof ApiError && [400, 404].includes(existing.error.status)) ||
    (existing.data !== undefined && existing.data.source !== 'external');
  if (missing) return <VisitNotFound to={VISITOR_RESULT} label={t('search.edit.back')} />;
  if (existing.isPending || companies.isPending) return <PageLoading />;
  const registration = existing.data;
  const company = companies.data?.find((c) => c.id === registration?.company.id);
  const closed = registration !== undefined && editedRequest(registration).visitors.length === 0;
  return (
    <ServicePage title={t('search.edit.title')} lead={t('search.edit.lead')} wide>
      {!registration ? (
        <FormAlert>{t('application.loadFailed')}</FormAlert>
      ) : closed ? (
        <VisitClosed message={t('search.edit.closed')} to={VISITOR_RESULT} label={t('search.edit.back')} />
      ) : (
        <VisitorEditForm registration={registration} floors={company?.floors.length ? company.floors : ALL_FLOORS} />
      )}
    </ServicePage>
  );
}

/**
 * /external-visitor-reservation-application/{visit_id} (public): 0, a visitor applies to visit a
 * tenant (chosen from the building's offices), with the consent of the spec and how long the visit is
 * kept; the tenant's managers approve it and the pass then goes to the visitor. Another id: the
 * visitor changes their own application, opened through the search's link (their visitor session).
 */
export default function ExternalVisitApplicationPage() {
  const { t } = useTranslation('visitors');
  const { visitId = '' } = useParams();
  const companies = useVisitCompanies(visitId === '0');
  const [round, setRound] = useState(0);
  if (/^[1-9]\d{0,9}$/.test(visitId)) return <VisitorEdit id={Number(visitId)} />;
  if (visitId !== '0') return <VisitNotFound to={NEW} label={t('notFound.newApplication')} />;
  if (companies.isPending) return <PageLoading />;
  return (
    <ServicePage title={t('external.title')} lead={t('external.lead')} wide>
      <ExternalVisitForm key={round} companies={companies.data ?? []} onAgain={() => setRound((r) => r + 1)} />
    </ServicePage>
  );
}
