import { COMPLAINT_NOTE_MAX } from '@tea/shared/voc/complaint.rules';
import { complaintNoteSchema } from '@tea/shared/voc/complaint.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DateTimeText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddComplaintNote, useComplaintNotes } from '../voc-api';

/** The desk's internal notes on a complaint (decision 0057): who wrote what when, and a note to add. Never shown to the tenant. */
export function VocNotes({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation('voc');
  const headingId = useId();
  const notes = useComplaintNotes(complaintId);
  const add = useAddComplaintNote();
  const form = useSchemaForm(complaintNoteSchema, { defaultValues: { body: '' } });
  const onSubmit = form.submit(async ({ body }) => {
    await add.mutateAsync({ id: complaintId, body });
    form.reset({ body: '' });
  });
  const items = notes.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-dashed border-gold-700 bg-[#fffaf0] p-4">
      <h3 id={headingId} className="font-bold text-navy-900">
        {t('admin.notes')}
      </h3>
      <p className="mb-3 text-sm text-muted">{t('admin.notesHint')}</p>
      {items.length === 0 ? (
        <p className="mb-3 text-[15px] text-muted">{notes.isLoading ? t('admin.notesLoading') : t('admin.notesEmpty')}</p>
      ) : (
        <ul className="mb-3 space-y-2">
          {items.map((n) => (
            <li key={n.id} className="text-[15px]">
              <p className="text-sm text-muted">
                {n.author.name} · <DateTimeText value={n.createdAt} />
              </p>
              <p className="whitespace-pre-line text-ink">{n.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <TextAreaField label={t('admin.noteLabel')} rows={2} maxLength={COMPLAINT_NOTE_MAX} {...form.field('body')} />
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          {t('admin.addNote')}
        </Button>
      </form>
    </section>
  );
}
