import { faqInputSchema, type FaqInput, type FaqValues } from '@tea/shared/faq/faq.schema';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, FAQ_TOPICS } from '@tea/shared/faq/faq.topics';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm, type FieldsOf } from '../../../shared/use-schema-form';
import { useSaveFaq, type AdminFaqItem } from '../faq-api';
import { SchemaDialogForm } from './schema-dialog-form';

const FIELDS = ['topic', 'questionKo', 'questionEn', 'answerKo', 'answerEn', 'published', 'sortOrder'] as const;

interface FaqFormProps {
  /** null: a new entry. */
  item: AdminFaqItem | null;
  onClose: () => void;
  onSaved: (question: string) => void;
}

/** Add or edit an FAQ entry: Korean and English side by side (stacked on a phone), the English optional. */
export function FaqFormDialog({ open, ...props }: FaqFormProps & { open: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={props.item ? t('contentFaq.editTitle') : t('contentFaq.addTitle')}
      className="w-[min(96vw,56rem)]"
    >
      <FaqFormBody {...props} />
    </FormDialog>
  );
}

function FaqFormBody({ item, onClose, onSaved }: FaqFormProps) {
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
        <FaqLanguageFields lang="ko" field={form.field} />
        <FaqLanguageFields lang="en" field={form.field} />
      </div>
      <CheckboxField label={t('contentFaq.published')} {...form.field('published')} />
    </SchemaDialogForm>
  );
}

/** One language's question and answer: the Korean required, the English optional (with a hint saying so). */
function FaqLanguageFields({ lang, field }: { lang: 'ko' | 'en'; field: FieldsOf<FaqInput> }) {
  const { t } = useTranslation('admin');
  const ko = lang === 'ko';
  const suffix = ko ? 'Ko' : 'En';
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-bold text-navy-900">{t(ko ? 'contentFaq.korean' : 'contentFaq.english')}</legend>
      <TextField
        label={t(`contentFaq.question${suffix}`)}
        hint={ko ? undefined : t('contentFaq.englishHint')}
        required={ko}
        lang={lang}
        maxLength={FAQ_QUESTION_MAX}
        {...field(`question${suffix}`)}
      />
      <TextAreaField
        label={t(`contentFaq.answer${suffix}`)}
        required={ko}
        lang={lang}
        maxLength={FAQ_ANSWER_MAX}
        {...field(`answer${suffix}`)}
      />
    </fieldset>
  );
}
