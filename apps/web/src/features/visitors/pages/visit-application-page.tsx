import { normalizeLang } from '@tea/i18n';
import {
  memberVisitRequestSchema,
  type MemberVisitRequest,
  type MemberVisitRequestInput,
} from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { LoginRequired } from '../../../shared/login-required';
import { useSession } from '../../../shared/session';
import { storage } from '../../../shared/storage';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ServicePage } from '../../../shared/ui/service-page';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useRegistration, useSaveVisit, useVisitCompanies, type VisitCompany } from '../api';
import { ALL_FLOORS, blankRequest, editedRequest, VISIT_FORM_FIELDS } from '../components/visit-fields';
import { RegistrationForm, useVisitFlow, VisitClosed, VisitDone, VisitNotFound } from '../components/visit-flow';

const LIST = '/old-visitor-reservation';
const NEW = '/visitor-reservation-application/0';

function MemberVisitForm({
  id,
  initial,
  company,
  companyName,
  onAgain,
}: {
  id: number | null;
  initial: MemberVisitRequestInput;
  company: VisitCompany | undefined;
  companyName: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation('visitors');
  const save = useSaveVisit(id);
  const form = useSchemaForm<MemberVisitRequestInput, MemberVisitRequest>(memberVisitRequestSchema, {
    defaultValues: initial,
    fields: VISIT_FORM_FIELDS,
  });
  const flow = useVisitFlow(form, (values) => save.mutateAsync(values), VISIT_FORM_FIELDS);
  const editing = id !== null;

  if (flow.created) {
    const approved = flow.created.status === 'approved';
    return (
      <VisitDone
        created={flow.created}
        title={editing ? t('done.updatedTitle') : approved ? t('done.approvedTitle') : t('done.pendingTitle')}
        lead={approved ? t('done.approvedLead') : t('done.pendingLead')}
      >
        <LinkButton to={LIST}>{t('done.list')}</LinkButton>
        <LinkButton variant="secondary" to={NEW} onClick={onAgain}>
          {t('done.another')}
        </LinkButton>
      </VisitDone>
    );
  }

  return (
    <RegistrationForm
      form={form}
      flow={flow}
      floors={company?.floors.length ? company.floors : ALL_FLOORS}
      companyName={companyName}
      editing={editing}
    />
  );
}

/**
 * /visitor-reservation-application/{visit_id} (members): the person in charge (the member, at their
 * company) and 1–5 visitors; 0 registers, another id changes that registration (not found when it is
 * not there or not theirs, never an empty form). Approved at once or after the tenant manager's
 * approval, as the company has it.
 */
function VisitApplication() {
  const { t, i18n } = useTranslation('visitors');
  const { visitId = '' } = useParams();
  const { user } = useSession();
  const valid = /^\d+$/.test(visitId);
  const id = valid && Number(visitId) > 0 ? Number(visitId) : null;
  const buildingManager = user?.role === 'building_manager';
  const existing = useRegistration(id);
  const companies = useVisitCompanies(!buildingManager);
  // "Register other visitors" after a registration: a fresh form (the page itself stays mounted).
  const [round, setRound] = useState(0);

  const missing =
    !valid ||
    (existing.error instanceof ApiError && [400, 404].includes(existing.error.status)) ||
    existing.data?.source === 'external';
  if (missing) return <VisitNotFound to={LIST} label={t('notFound.list')} />;

  const title = id ? t('application.editTitle') : t('application.title');
  if (buildingManager)
    return (
      <ServicePage title={title} lead={t('application.lead')} wide>
        <FormAlert tone="info">{t('application.buildingManager')}</FormAlert>
        <LinkButton to={LIST} className="mt-4">
          {t('done.list')}
        </LinkButton>
      </ServicePage>
    );
  if (companies.isPending || (id !== null && existing.isPending)) return <PageLoading />;

  const companyId = Number(storage.get('companyId'));
  const company = companies.data?.find((c) => c.id === companyId);
  const lang = normalizeLang(i18n.language);
  const sessionCompany = storage.get(lang === 'en' ? 'companyNameEn' : 'companyNameKr') ?? user?.companyName ?? '';
  const initial = existing.data ? editedRequest(existing.data) : blankRequest(company, user?.name ?? '', lang);
  const closed = existing.data && initial.visitors.length === 0;

  return (
    <ServicePage title={title} lead={id ? t('application.editLead') : t('application.lead')} wide>
      {existing.isError ? (
        <FormAlert>{t('application.loadFailed')}</FormAlert>
      ) : closed ? (
        <VisitClosed message={t('application.closed')} to={LIST} label={t('done.list')} />
      ) : (
        <MemberVisitForm
          key={`${id ?? 'new'}-${round}`}
          id={id}
          initial={initial}
          company={company}
          companyName={existing.data?.company.name ?? company?.name ?? sessionCompany}
          onAgain={() => setRound((r) => r + 1)}
        />
      )}
    </ServicePage>
  );
}

export default function VisitApplicationPage() {
  return (
    <LoginRequired>
      <VisitApplication />
    </LoginRequired>
  );
}
