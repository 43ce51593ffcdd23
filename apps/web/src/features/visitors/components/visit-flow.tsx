import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { LinkButton } from '../../../shared/ui/link-button';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import type { VisitCreated } from '../api';
import { TextField } from '../../../shared/ui/form/text-field';
import { PersonInChargeFields, timeProblemOf, VisitorRows, type VisitForm } from './visit-fields';
import { VisitStatusChip } from '../../../shared/ui/visit-status';

/**
 * The last steps of a registration, the same for a member and a visitor: on submit the shared schema
 * and the visit-time rules (on their fields, nothing sent); then the spec's confirmation ("visit
 * reservation apply and update"); then the answer. A refusal puts the server's messages on their
 * fields (the dialog closes and the first one takes the focus) or, when it has no field, in the dialog.
 */
export function useVisitFlow<TIn extends FieldValues, TOut extends { visitors: { date: string; time: string }[] }>(
  form: UseFormReturn<TIn, unknown, TOut>,
  save: (values: TOut) => Promise<VisitCreated>,
  fields: readonly string[],
) {
  const [pending, setPending] = useState<TOut | null>(null);
  const [created, setCreated] = useState<VisitCreated | null>(null);
  const refusedOnFields = useRef(false);

  const onSubmit = form.handleSubmit((values) => {
    let problems = 0;
    values.visitors.forEach((visitor, i) => {
      const problem = timeProblemOf(visitor);
      if (!problem) return;
      const name = `visitors.${i}.${problem.field}` as Path<TIn>;
      form.setError(name, { type: 'rule', message: problem.key }, { shouldFocus: problems++ === 0 });
    });
    if (problems === 0) setPending(values);
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      setCreated(await save(pending));
    } catch (error) {
      const message = applyServerErrors(error, form.setError, fields);
      if (message !== null) throw new Error(message, { cause: error });
      refusedOnFields.current = true;
    }
  };

  const close = () => {
    setPending(null);
    if (!refusedOnFields.current) return;
    refusedOnFields.current = false;
    // After the dialog gave the focus back: to the first field the server refused.
    setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(), 0);
  };

  return { onSubmit, confirming: pending !== null, confirm, close, created, reset: () => setCreated(null) };
}

/** The spec's confirmation before a registration is applied or updated. */
export function VisitConfirmDialog({
  flow,
  editing,
  count,
}: {
  flow: ReturnType<typeof useVisitFlow>;
  editing: boolean;
  count: number;
}) {
  const { t } = useTranslation('visitors');
  return (
    <ConfirmDialog
      open={flow.confirming}
      danger={false}
      title={editing ? t('confirm.updateTitle') : t('confirm.applyTitle')}
      message={
        <>
          <p>{editing ? t('confirm.updateQuestion') : t('confirm.applyQuestion', { count })}</p>
          {editing && <p className="mt-2 text-sm text-muted">{t('confirm.updateNote')}</p>}
        </>
      }
      confirmLabel={editing ? t('confirm.update') : t('confirm.apply')}
      dismissLabel={t('confirm.back')}
      onConfirm={flow.confirm}
      onClose={flow.close}
    />
  );
}

/** The form's foot: the form's own message and the submit button. */
export function VisitSubmit({ label, error }: { label: string; error?: string | null }) {
  return (
    <div className="space-y-3">
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto sm:min-w-48">
          {label}
        </Button>
      </div>
    </div>
  );
}

/**
 * What the registration became: its status and references, what happens next (`lead`) and the ways
 * on (`children`). The focus moves to its heading, announced.
 */
export function VisitDone({
  created,
  title,
  lead,
  children,
}: {
  created: VisitCreated;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('visitors');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" className="rounded-xl border border-[#1f7a4d]/30 bg-[#eef8f2] p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-[#17603c] outline-none">
        {title}
      </h2>
      <p className="mt-2 text-ink">{lead}</p>
      <div className="mt-5 rounded-lg bg-white p-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-muted">{t('done.status')}</span>
          <VisitStatusChip status={created.status} />
        </div>
        <p className="mt-4 text-muted">{t('done.references', { count: created.references.length })}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {created.references.map((r) => (
            <li key={r} className="rounded-md bg-navy-50 px-3 py-1 font-semibold text-navy-900 tabular-nums">
              {r}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}

/** A registration that is not there (or not the person's): "not found", with the way on; never an empty form. */
export function VisitNotFound({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('visitors');
  return <RecordNotFound title={t('notFound.title')} message={t('notFound.message')} to={to} label={label} />;
}

/** A registration none of whose visits can change now (begun, cancelled or decided): says so, with the way back. */
export function VisitClosed({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <>
      <FormAlert tone="info">{message}</FormAlert>
      <LinkButton to={to} className="mt-4">
        {label}
      </LinkButton>
    </>
  );
}

/** The person in charge at the member's company (or the one the application went to), the company read-only. */
export function CompanyPersonInCharge({ form, floors, companyName }: { form: VisitForm; floors: number[]; companyName: string }) {
  const { t } = useTranslation('visitors');
  return (
    <PersonInChargeFields
      form={form}
      floors={floors}
      company={
        <TextField
          label={t('form.tenantCompany')}
          value={companyName}
          readOnly
          className="read-only:bg-navy-50 read-only:text-muted"
        />
      }
    />
  );
}

/**
 * A registration's form at the member's company (or the one the application went to): the person in
 * charge with the company read-only, the visitors, the submit and the confirmation. A visitor
 * changing their own application adds no visitor (`canAdd`).
 */
export function RegistrationForm({
  form,
  flow,
  floors,
  companyName,
  editing,
  canAdd = true,
}: {
  form: VisitForm & { formError: string | null };
  flow: ReturnType<typeof useVisitFlow>;
  floors: number[];
  companyName: string;
  editing: boolean;
  canAdd?: boolean;
}) {
  const { t } = useTranslation('visitors');
  return (
    <form noValidate onSubmit={flow.onSubmit} className="space-y-6">
      <p className="text-sm text-muted">{t('form.required')}</p>
      <CompanyPersonInCharge form={form} floors={floors} companyName={companyName} />
      <VisitorRows form={form} editing={editing} canAdd={canAdd} />
      <VisitSubmit label={editing ? t('form.update') : t('form.apply')} error={form.formError} />
      <VisitConfirmDialog flow={flow} editing={editing} count={form.getValues('visitors').length} />
    </form>
  );
}
