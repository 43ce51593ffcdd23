import { normalizeLang } from '@tea/i18n';
import { VISIT_RETENTION_MONTHS } from '@tea/shared/visitors/visit.rules';
import {
  externalVisitRequestSchema,
  type ExternalVisitRequest,
  type ExternalVisitRequestInput,
} from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Panel, ServicePage } from '../../../shared/ui/service-page';
import { useSchemaForm, fieldsOf } from '../../../shared/use-schema-form';
import { useApplyExternal, useVisitCompanies, type VisitCompany } from '../api';
import {
  ALL_FLOORS,
  blankVisitor,
  NOT_CHOSEN,
  PersonInChargeFields,
  toNumberOrNaN,
  VISIT_FORM_FIELDS,
  VisitorRows,
  type VisitForm,
} from '../components/visit-fields';
import { useVisitFlow, VisitConfirmDialog, VisitDone, VisitNotFound, VisitSubmit } from '../components/visit-flow';

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

/**
 * /external-visitor-reservation-application/{visit_id} (public): a visitor applies to visit a tenant
 * (chosen from the building's offices), with the consent of the spec and how long the visit is
 * kept. The tenant's managers approve it; the pass then goes to the visitor. Only 0 (new) is built.
 */
export default function ExternalVisitApplicationPage() {
  const { t } = useTranslation('visitors');
  const { visitId } = useParams();
  const companies = useVisitCompanies(visitId === '0');
  const [round, setRound] = useState(0);
  if (visitId !== '0') return <VisitNotFound to={NEW} label={t('notFound.newApplication')} />;
  if (companies.isPending) return <PageLoading />;
  return (
    <ServicePage title={t('external.title')} lead={t('external.lead')} wide>
      <ExternalVisitForm key={round} companies={companies.data ?? []} onAgain={() => setRound((r) => r + 1)} />
    </ServicePage>
  );
}
