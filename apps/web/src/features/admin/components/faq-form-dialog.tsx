import { faqInputSchema, type FaqInput, type FaqValues } from '@tea/shared/faq/faq.schema';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, FAQ_TOPICS } from '@tea/shared/faq/faq.topics';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useSaveFaq, type AdminFaqItem } from '../faq-api';
import { SchemaDialogForm } from './schema-dialog-form';

const FIELDS = ['topic', 'questionKo', 'questionEn', 'answerKo', 'answerEn', 'published', 'sortOrder'] as const;

/** Add or edit an FAQ entry: Korean and English side by side (stacked on a phone), the English optional. */
export function FaqFormDialog({
  item,
  open,
  onClose,
  onSaved,
}: {
  /** null: a new entry. */
  item: AdminFaqItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: (question: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={item ? t('contentFaq.editTitle') : t('contentFaq.addTitle')}
      className="w-[min(96vw,56rem)]"
    >
      <FaqFormBody item={item} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function FaqFormBody({
  item,
  onClose,
  onSaved,
}: {
  item: AdminFaqItem | null;
  onClose: () => void;
  onSaved: (q: string) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveFaq();
  const form = useSchemaForm<FaqInput, FaqValues>(faqInputSchema, {
    fields: FIELDS,
    defaultValues: item
      ? {
          topic: item.topic,
          questionKo: item.questionKo,
          questionEn: item.questionEn,
          answerKo: item.answerKo,
          answerEn: item.answerEn,
          published: item.published,
          sortOrder: item.sortOrder,
        }
      : { topic: 'account', questionKo: '', questionEn: '', answerKo: '', answerEn: '', published: true, sortOrder: 0 },
  });
  const onSubmit = form.submit(async (values) => {
    await save.mutateAsync({ id: item?.id ?? null, input: values });
    onSaved(values.questionKo);
  });
  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('contentFaq.save')} onCancel={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('contentFaq.topic')}
          required
          options={FAQ_TOPICS.map((topic) => ({ value: topic, label: t(`building:faq.topics.${topic}`) }))}
          {...form.field('topic')}
        />
        <TextField
          label={t('contentFaq.order')}
          hint={t('contentFaq.orderHint')}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.field('sortOrder', { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-navy-900">{t('contentFaq.korean')}</legend>
          <TextField
            label={t('contentFaq.questionKo')}
            required
            lang="ko"
            maxLength={FAQ_QUESTION_MAX}
            {...form.field('questionKo')}
          />
          <TextAreaField
            label={t('contentFaq.answerKo')}
            required
            lang="ko"
            maxLength={FAQ_ANSWER_MAX}
            {...form.field('answerKo')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold text-navy-900">{t('contentFaq.english')}</legend>
          <TextField
            label={t('contentFaq.questionEn')}
            hint={t('contentFaq.englishHint')}
            lang="en"
            maxLength={FAQ_QUESTION_MAX}
            {...form.field('questionEn')}
          />
          <TextAreaField label={t('contentFaq.answerEn')} lang="en" maxLength={FAQ_ANSWER_MAX} {...form.field('answerEn')} />
        </fieldset>
      </div>
      <CheckboxField label={t('contentFaq.published')} {...form.field('published')} />
    </SchemaDialogForm>
  );
}
