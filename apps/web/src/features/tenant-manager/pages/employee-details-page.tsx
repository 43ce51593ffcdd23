import { formatPhone } from '@tea/shared/accounts/phone';
import {
  EDITABLE_STATUSES,
  employeeUpdateSchema,
  type EmployeeDetail,
  type EmployeeUpdateInput,
  type EmployeeUpdateValues,
} from '@tea/shared/accounts/employee.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { storage } from '../../../shared/storage';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { useChangeRole, useCompanies, useDeleteEmployee, useEmployee, useUpdateEmployee } from '../api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { ManagerPage, Panel } from '../components/manager-page';
import { PersonFields } from '../components/person-fields';
import { RoleLabel, StatusBadge } from '../components/status-badge';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { useFloorFormat } from '../../../shared/ui/floor-text';

const LIST = '/tenant-manager/employee-management';
const FIELDS = ['name', 'email', 'mobile', 'gender', 'floor', 'status'] as const;
const errorMessage = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : String(e));

function Summary({ employee, isSelf }: { employee: EmployeeDetail; isSelf: boolean }) {
  const { t } = useTranslation('tenantManager');
  const format = useDateFormat();
  const floor = useFloorFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('details.none'));
  const rows: [string, React.ReactNode][] = [
    [t('details.accountStatus'), <StatusBadge key="s" status={employee.status} />],
    [t('details.accountType'), <RoleLabel key="r" role={employee.role} />],
    [t('details.loginId'), employee.loginId],
    [t('form.email'), employee.email],
    [t('form.mobile'), formatPhone(employee.mobile)],
    [t('details.gender'), t(`form.${employee.gender}`)],
    [t('details.floor'), employee.floor === null ? t('details.none') : floor(employee.floor)],
    [t('details.registered'), when(employee.createdAt)],
    [t('details.decided'), when(employee.decidedAt)],
    [t('details.lastLogin'), when(employee.lastLoginAt)],
  ];
  return (
    <Panel title={t('details.summary')} id="employee-summary">
      <p className="mb-4 text-xl font-bold text-navy-900">
        {employee.name}
        {isSelf && (
          <span className="ml-2 rounded bg-navy-100 px-2 py-0.5 text-sm font-semibold text-navy-900">{t('details.you')}</span>
        )}
      </p>
      {employee.status === 'pending' && (
        <div className="mb-4">
          <FormAlert tone="info">{t('details.pendingNote')}</FormAlert>
        </div>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            {/* A login ID or e-mail address has no place to break: it may break anywhere rather than push the page sideways. */}
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function EditForm({ employee, isSelf }: { employee: EmployeeDetail; isSelf: boolean }) {
  const { t } = useTranslation('tenantManager');
  const companies = useCompanies();
  const floors =
    companies.data?.find((c) => c.id === employee.companyId)?.floors ?? (employee.floor === null ? [] : [employee.floor]);
  const statusEditable = !isSelf && (EDITABLE_STATUSES as readonly string[]).includes(employee.status);
  const update = useUpdateEmployee(employee.id);
  const [saved, setSaved] = useState(false);
  const { field, formError, submit, formState } = useSchemaForm<EmployeeUpdateInput, EmployeeUpdateValues>(employeeUpdateSchema, {
    fields: FIELDS,
    defaultValues: {
      name: employee.name,
      email: employee.email,
      mobile: formatPhone(employee.mobile),
      gender: employee.gender,
      floor: employee.floor ?? undefined,
      status: statusEditable ? (employee.status as EmployeeUpdateValues['status']) : undefined,
    },
  });

  const onSubmit = submit(async (values) => {
    setSaved(false);
    await update.mutateAsync(statusEditable ? values : { ...values, status: undefined });
    setSaved(true);
  });

  return (
    <Panel title={t('details.editTitle')} id="employee-edit">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <p className="text-sm text-muted">{t('form.requiredNote')}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('details.saved')}</FormAlert>}
        <PersonFields field={field} floors={floors} />
        {statusEditable && (
          <SelectField
            label={t('form.status')}
            required
            options={EDITABLE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            {...field('status')}
          />
        )}
        <Button type="submit" busy={formState.isSubmitting}>
          {t('details.save')}
        </Button>
      </form>
    </Panel>
  );
}

function RolePanel({ employee, isSelf }: { employee: EmployeeDetail; isSelf: boolean }) {
  const { t } = useTranslation('tenantManager');
  const navigate = useNavigate();
  const change = useChangeRole(employee.id);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const isManager = employee.role === 'tenant_manager';
  const canMake = employee.status === 'approved';

  const run = async () => {
    setMessage(null);
    try {
      await change.mutateAsync(isManager ? 'member' : 'tenant_manager');
      if (isSelf && isManager) {
        // No longer a manager: these pages are closed now.
        storage.set('accountType', 'member');
        void navigate('/my-page', { replace: true });
        return;
      }
      setMessage({ tone: 'success', text: t('details.roleChanged') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error) });
    }
  };

  return (
    <Panel title={t('details.roleTitle')} id="employee-role">
      <p className="text-[15px] text-muted">
        {isManager ? t('details.roleLeadManager') : canMake ? t('details.roleLeadMember') : t('details.roleLeadPending')}
      </p>
      {message && (
        <div className="mt-4">
          <FormAlert tone={message.tone}>{message.text}</FormAlert>
        </div>
      )}
      {(isManager || canMake) && (
        <Button variant="secondary" className="mt-4" busy={change.isPending} onClick={() => void run()}>
          {isManager ? t('details.unmakeManager') : t('details.makeManager')}
        </Button>
      )}
    </Panel>
  );
}

function DeletePanel({ employee }: { employee: EmployeeDetail }) {
  const { t } = useTranslation('tenantManager');
  const navigate = useNavigate();
  const remove = useDeleteEmployee(employee.id);
  const [asking, setAsking] = useState(false);

  // A failure shows in the dialog, which stays open; success goes back to the list.
  const confirm = async () => {
    await remove.mutateAsync();
    void navigate(LIST, { replace: true, state: { notice: t('list.deletedNotice') } });
  };

  return (
    <Panel title={t('details.deleteTitle')} id="employee-delete">
      <p className="text-[15px] text-muted">{t('details.deleteLead')}</p>
      <Button variant="danger" className="mt-4" onClick={() => setAsking(true)}>
        {t('details.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('details.deleteTitle')}
        message={t('details.deleteConfirm')}
        confirmLabel={t('details.delete')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}

/** /tenant-manager/{id}/employee-details: account status and type, edit, tenant-manager role, delete. */
export default function EmployeeDetailsPage() {
  const { t } = useTranslation('tenantManager');
  const id = Number(useParams().id);
  const employee = useEmployee(id);
  const isSelf = String(id) === storage.get('userId');
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    (employee.error instanceof ApiError && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(employee.error.code));

  return (
    <ManagerPage
      title={t('details.title')}
      action={
        <Link to={LIST} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4">
          {t('details.backToList')}
        </Link>
      }
    >
      {notFound ? (
        <FormAlert>{t('details.notFound')}</FormAlert>
      ) : employee.data ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6">
            <Summary employee={employee.data} isSelf={isSelf} />
            <RolePanel employee={employee.data} isSelf={isSelf} />
            {!isSelf && <DeletePanel employee={employee.data} />}
          </div>
          <div>
            <EditForm key={employee.data.id} employee={employee.data} isSelf={isSelf} />
          </div>
        </div>
      ) : employee.isPending ? (
        <div className="grid min-h-40 place-items-center" role="status">
          <span className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : null}
    </ManagerPage>
  );
}
