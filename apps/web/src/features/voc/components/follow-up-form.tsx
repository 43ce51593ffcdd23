import { COMPLAINT_DETAIL_MAX, COMPLAINT_TITLE_MAX } from '@tea/shared/voc/complaint.rules';
import { followUpRequestSchema } from '@tea/shared/voc/complaint.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useFollowUp } from '../api';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';

const BLANK = { title: '', detail: '' };

/** An additional inquiry on a complaint: a child of it, of its type and floor. */
export function FollowUpForm({ parentId }: { parentId: number }) {
  const { t } = useTranslation('voc');
  const followUp = useFollowUp(parentId);
  const [done, setDone] = useState(false);
  const form = useSchemaForm(followUpRequestSchema, { defaultValues: BLANK });
  const onSubmit = form.submit(async (values) => {
    setDone(false);
    await followUp.mutateAsync(values);
    form.reset(BLANK);
    setDone(true);
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="follow-up-heading"
      className="space-y-2 rounded-lg border border-line bg-white p-6"
    >
      <h2 id="follow-up-heading" className="mb-2 text-lg font-bold text-navy-900">
        {t('thread.addFollowUp')}
      </h2>
      <TextField label={t('form.title')} required maxLength={COMPLAINT_TITLE_MAX} {...form.field('title')} />
      <TextAreaField label={t('form.detail')} required maxLength={COMPLAINT_DETAIL_MAX} {...form.field('detail')} />
      <div aria-live="polite" className="space-y-2">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {done && <FormAlert tone="success">{t('thread.followUpSent')}</FormAlert>}
      </div>
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        {t('thread.addFollowUp')}
      </Button>
    </form>
  );
}
