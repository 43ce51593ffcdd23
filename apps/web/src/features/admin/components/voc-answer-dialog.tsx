import { complaintAnswerSchema } from '@tea/shared/voc/complaint.schema';
import { COMPLAINT_ANSWER_MAX } from '@tea/shared/voc/complaint.rules';
import type { ComplaintSummary } from '@tea/shared/voc/complaint.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { FieldLabel } from '../../../shared/ui/form/field-label';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { UploadImage } from '../../../shared/ui/upload-image';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAnswerComplaint, useAssignComplaint, useCannedReplies, useComplaintForOffice, useVocStaff } from '../voc-api';
import { VocNotes } from './voc-notes';
import { SchemaDialogForm } from './schema-dialog-form';
import { controlClass } from '../../../shared/ui/form/field';

/** A complaint opened from the queue: its text and image, its assignee, the desk's notes, and the answer (with canned replies). */
export function VocAnswerDialog({
  complaint,
  onClose,
  onDone,
}: {
  complaint: ComplaintSummary | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('voc');
  return (
    <FormDialog open={complaint !== null} onClose={onClose} title={complaint?.title ?? ''} className="max-w-2xl">
      {complaint && <AnswerForm complaint={complaint} onClose={onClose} onDone={onDone} />}
      <span className="sr-only">{t('admin.answer')}</span>
    </FormDialog>
  );
}

function Assignment({ complaint, onDone }: { complaint: ComplaintSummary; onDone: (text: string) => void }) {
  const { t } = useTranslation('voc');
  const staff = useVocStaff();
  const assign = useAssignComplaint();
  const [assigneeId, setAssigneeId] = useState(complaint.assignee?.id ?? 0);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <SelectField
          label={t('admin.assignee')}
          placeholder={t('admin.unassigned')}
          value={assigneeId || ''}
          onChange={(e) => setAssigneeId(Number(e.target.value))}
          options={(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </div>
      <Button
        variant="secondary"
        className="mb-6"
        disabled={!assigneeId}
        busy={assign.isPending}
        onClick={async () => {
          const done = await assign.mutateAsync({ id: complaint.id, assigneeId });
          onDone(
            done.count > 0
              ? t('admin.assignedTo', { name: done.assignee.name })
              : t('admin.alreadyAssigned', { name: done.assignee.name }),
          );
        }}
      >
        {t('admin.assign')}
      </Button>
    </div>
  );
}

function AnswerForm({
  complaint,
  onClose,
  onDone,
}: {
  complaint: ComplaintSummary;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('voc');
  const thread = useComplaintForOffice(complaint.id);
  const answer = useAnswerComplaint();
  const cannedId = useId();
  const replies = useCannedReplies();
  const form = useSchemaForm(complaintAnswerSchema, { defaultValues: { body: '' } });
  const onSubmit = form.submit(async ({ body }) => {
    await answer.mutateAsync({ id: complaint.id, body });
    onDone(t('admin.answered'));
    onClose();
  });
  return (
    <div className="mt-4 space-y-4">
      <section aria-label={t('admin.detail')} className="space-y-2 rounded-md bg-navy-50 p-4">
        <p className="text-sm text-muted">
          {complaint.company.name} · {complaint.author.name} · {t(`types.${complaint.type}`)}
        </p>
        <p className="whitespace-pre-line text-[15px] text-ink">{thread.data?.detail}</p>
        {thread.data?.imageUploadId && (
          <UploadImage id={thread.data.imageUploadId} alt={t('thread.image')} className="max-h-64 w-auto max-w-full rounded-md" />
        )}
        {thread.data?.answers.map((a) => (
          <p key={a.id} className="border-l-2 border-navy-700 pl-3 text-[15px]">
            {a.body}
          </p>
        ))}
      </section>
      <Assignment complaint={complaint} onDone={onDone} />
      <VocNotes complaintId={complaint.id} />
      <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('admin.send')} onCancel={onClose}>
        <div>
          <FieldLabel htmlFor={cannedId}>{t('admin.cannedReplies')}</FieldLabel>
          <select
            id={cannedId}
            className={controlClass(false)}
            value=""
            onChange={(e) => {
              const [id, lang] = e.target.value.split(':');
              const reply = replies.data?.items.find((r) => String(r.id) === id);
              if (!reply) return;
              // Inserted after what is written already, so a reply can be put together from several.
              const text = lang === 'en' ? reply.bodyEn : reply.bodyKo;
              const written = form.getValues('body').trimEnd();
              form.setValue('body', written ? `${written}\n\n${text}` : text, { shouldValidate: true });
            }}
          >
            <option value="">{t('admin.cannedPlaceholder')}</option>
            {(['ko', 'en'] as const).map((lang) => (
              <optgroup key={lang} label={t(`admin.cannedIn.${lang}`)} lang={lang}>
                {replies.data?.items.map((r) => (
                  <option key={r.id} value={`${r.id}:${lang}`}>
                    {lang === 'en' ? r.titleEn : r.titleKo}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <TextAreaField label={t('admin.answerLabel')} required maxLength={COMPLAINT_ANSWER_MAX} {...form.field('body')} />
      </SchemaDialogForm>
    </div>
  );
}
