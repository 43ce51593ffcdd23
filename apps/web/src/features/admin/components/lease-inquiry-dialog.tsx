import { formatPhone } from '@tea/shared/accounts/phone';
import { LEASE_STATUSES } from '@tea/shared/lease/lease-inquiry.rules';
import { LEASE_NOTE_MAX, leaseStatusChangeSchema, type LeaseInquiryDetail } from '@tea/shared/lease/lease-inquiry.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText, DateTimeText } from '../../../shared/ui/date-time-text';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useLeaseInquiry, useMoveLeaseInquiry } from '../lease-api';
import { SchemaDialogForm } from './schema-dialog-form';

function Facts({ inquiry }: { inquiry: LeaseInquiryDetail }) {
  const { t } = useTranslation('lease');
  const rows: [string, ReactNode][] = [
    [t('admin.writer'), inquiry.writer],
    [t('admin.email'), inquiry.email],
    [t('admin.contact'), formatPhone(inquiry.contact)],
    [t('admin.occupancy'), t(`occupancy.${inquiry.occupancy}`)],
    [t('admin.moveIn'), <DateText key="m" value={inquiry.moveInDate} />],
    [t('admin.area'), inquiry.area],
    [t('admin.sectors'), inquiry.sectors.map((s) => t(`sectors.${s}`)).join(', ')],
    [t('admin.received'), <DateTimeText key="r" value={inquiry.createdAt} />],
    [t('admin.ip'), inquiry.ipAddress],
    [
      t('admin.terms'),
      <span key="t">
        {t('admin.termsValue', { version: inquiry.termsVersion, at: '' })}
        <DateTimeText value={inquiry.consentedAt} />
      </span>,
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-[15px] sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-navy-900">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoveForm({
  inquiry,
  onClose,
  onDone,
}: {
  inquiry: LeaseInquiryDetail;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('lease');
  const move = useMoveLeaseInquiry();
  const form = useSchemaForm(leaseStatusChangeSchema, { defaultValues: { status: inquiry.status, note: '' } });
  const onSubmit = form.submit(async (change) => {
    await move.mutateAsync({ id: inquiry.id, ...change });
    onDone(t('admin.saved'));
    onClose();
  });
  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('admin.save')} onCancel={onClose}>
      <SelectField
        label={t('admin.newStatus')}
        required
        options={LEASE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        {...form.field('status')}
      />
      <TextAreaField
        label={t('admin.note')}
        hint={t('admin.noteHint')}
        rows={3}
        maxLength={LEASE_NOTE_MAX}
        {...form.field('note')}
      />
    </SchemaDialogForm>
  );
}

/** A lease inquiry opened from the pipeline: what the sender wrote, the pipeline so far, and a move with a note. */
export function LeaseInquiryDialog({
  id,
  onClose,
  onDone,
}: {
  id: number | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('lease');
  const inquiry = useLeaseInquiry(id);
  const data = inquiry.data;
  return (
    <FormDialog open={id !== null} onClose={onClose} title={t('admin.detailTitle', { id: id ?? '' })} className="max-w-2xl">
      {!data ? (
        <PageLoading />
      ) : (
        <div className="mt-4 space-y-5">
          <p className="text-lg font-semibold text-ink">{data.title}</p>
          <Facts inquiry={data} />
          <section aria-label={t('admin.detail')} className="rounded-md bg-navy-50 p-4">
            <p className="whitespace-pre-line text-[15px] text-ink">{data.detail}</p>
          </section>
          <section>
            <h3 className="text-base font-bold text-navy-900">{t('admin.history')}</h3>
            <ol className="mt-2 space-y-1 text-[15px]">
              {data.history.map((h, i) => (
                <li key={i}>
                  <DateTimeText value={h.at} /> · <strong>{t(`statuses.${h.status}`)}</strong> · {h.by ?? t('admin.bySender')}
                  {h.note && <span className="block whitespace-pre-line pl-4 text-muted">{h.note}</span>}
                </li>
              ))}
            </ol>
          </section>
          <section>
            <h3 className="text-base font-bold text-navy-900">{t('admin.move')}</h3>
            <MoveForm inquiry={data} onClose={onClose} onDone={onDone} />
          </section>
        </div>
      )}
    </FormDialog>
  );
}
