import { normalizeLang } from '@tea/i18n';
import { VISITORS_PER_GROUP_MAX } from '@tea/shared/visitors/visit.rules';
import {
  groupVisitRequestSchema,
  type GroupVisitRequest,
  type MemberVisitRequestInput,
  type VisitSheet,
} from '@tea/shared/visitors/visit.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../shared/login-required';
import { useSession } from '../../../shared/session';
import { storage } from '../../../shared/storage';
import type { UploadFunction } from '../../../shared/uploads';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ServicePage } from '../../../shared/ui/service-page';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useReadGroupSheet, useRegisterGroup, useVisitCompanies, type VisitCompany, type VisitCreated } from '../api';
import { GroupSheetFile, SheetProblems, useGroupSheet } from '../components/group-sheet';
import { ALL_FLOORS, blankRequest, visitFormFields, VisitorRows } from '../components/visit-fields';
import { CompanyPersonInCharge, useVisitFlow, VisitConfirmDialog, VisitDone, VisitSubmit } from '../components/visit-flow';

const LIST = '/old-visitor-reservation';
const GROUP_FORM_FIELDS = visitFormFields(VISITORS_PER_GROUP_MAX);

/**
 * A group's form: the person in charge, the file (its rows replace the form's), the problems of the
 * file beside the rows, and 1–20 rows to type, fix, add and remove. Applying asks first, as a
 * member's registration does; the answer shows where it went and the way to the list.
 */
export function GroupVisitForm({
  initial,
  company,
  companyName,
  save,
  readSheet,
  upload,
  onAgain,
}: {
  initial: MemberVisitRequestInput;
  company: VisitCompany | undefined;
  companyName: string;
  save: (values: GroupVisitRequest) => Promise<VisitCreated>;
  readSheet: (uploadId: string) => Promise<VisitSheet>;
  upload?: UploadFunction;
  onAgain: () => void;
}) {
  const { t } = useTranslation('visitors');
  const form = useSchemaForm<MemberVisitRequestInput, GroupVisitRequest>(groupVisitRequestSchema, {
    defaultValues: initial,
    fields: GROUP_FORM_FIELDS,
  });
  const sheet = useGroupSheet(form);
  const flow = useVisitFlow(form, save, GROUP_FORM_FIELDS);

  if (flow.created) {
    const approved = flow.created.status === 'approved';
    return (
      <VisitDone
        created={flow.created}
        title={approved ? t('done.approvedTitle') : t('done.pendingTitle')}
        lead={approved ? t('done.approvedLead') : t('done.pendingLead')}
      >
        <LinkButton to={LIST}>{t('done.list')}</LinkButton>
        <LinkButton variant="secondary" to="/visitor-group-reservation-application" onClick={onAgain}>
          {t('group.anotherGroup')}
        </LinkButton>
      </VisitDone>
    );
  }

  const problems = sheet.sheet?.problems ?? [];
  return (
    <form noValidate onSubmit={flow.onSubmit} className="space-y-6">
      <p className="text-sm text-muted">{t('form.required')}</p>
      <CompanyPersonInCharge
        form={form}
        floors={company?.floors.length ? company.floors : ALL_FLOORS}
        companyName={companyName}
      />
      <GroupSheetFile read={readSheet} onRead={sheet.importSheet} upload={upload} />
      <div className={problems.length > 0 ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}>
        {/* First for a screen reader and on a phone; beside the rows, staying in view, on a wide screen. */}
        {problems.length > 0 && (
          <div className="lg:sticky lg:top-24 lg:order-2">
            <SheetProblems form={form} problems={problems} origins={sheet.origins} />
          </div>
        )}
        <div className="min-w-0 lg:order-1">
          <VisitorRows
            form={form}
            max={VISITORS_PER_GROUP_MAX}
            rowNote={(i) => (sheet.origins[i] ? t('group.fromRow', { row: sheet.origins[i] }) : undefined)}
            onAdded={sheet.onAdded}
            onRemoved={sheet.onRemoved}
          />
        </div>
      </div>
      <VisitSubmit label={t('form.apply')} error={form.formError} />
      <VisitConfirmDialog flow={flow} editing={false} count={form.getValues('visitors').length} />
    </form>
  );
}

/**
 * /visitor-group-reservation-application (members): up to 20 visitors, typed in rows or read from
 * the sample sheet (.xlsx, or saved as .csv). Every row is checked before anything is saved; the
 * group is registered as a member's registration is (approved at once or by the tenant manager).
 */
function GroupApplication() {
  const { t, i18n } = useTranslation('visitors');
  const { user } = useSession();
  const buildingManager = user?.role === 'building_manager';
  const companies = useVisitCompanies(!buildingManager);
  const register = useRegisterGroup();
  const readSheet = useReadGroupSheet();
  // "Register another group" after a registration: a fresh form (the page itself stays mounted).
  const [round, setRound] = useState(0);
  const lead = t('group.lead', { max: VISITORS_PER_GROUP_MAX });

  if (buildingManager)
    return (
      <ServicePage title={t('group.title')} lead={lead} wide>
        <FormAlert tone="info">{t('application.buildingManager')}</FormAlert>
        <LinkButton to={LIST} className="mt-4">
          {t('done.list')}
        </LinkButton>
      </ServicePage>
    );
  if (companies.isPending) return <PageLoading />;

  const companyId = Number(storage.get('companyId'));
  const company = companies.data?.find((c) => c.id === companyId);
  const lang = normalizeLang(i18n.language);
  const sessionCompany = storage.get(lang === 'en' ? 'companyNameEn' : 'companyNameKr') ?? user?.companyName ?? '';

  return (
    <ServicePage title={t('group.title')} lead={lead} wide>
      <GroupVisitForm
        key={round}
        initial={blankRequest(company, user?.name ?? '', lang)}
        company={company}
        companyName={company?.name ?? sessionCompany}
        save={(values) => register.mutateAsync(values)}
        readSheet={(uploadId) => readSheet.mutateAsync(uploadId)}
        onAgain={() => setRound((r) => r + 1)}
      />
    </ServicePage>
  );
}

export default function VisitGroupApplicationPage() {
  return (
    <LoginRequired>
      <GroupApplication />
    </LoginRequired>
  );
}
