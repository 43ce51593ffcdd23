import type { Upload } from '@tea/shared/uploads/upload.schema';
import { COMPLAINT_DETAIL_MAX, COMPLAINT_TITLE_MAX, COMPLAINT_TYPES } from '@tea/shared/voc/complaint.rules';
import { complaintRequestSchema, type ComplaintRequestInput } from '@tea/shared/voc/complaint.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FileDrop } from '../../../shared/ui/file-drop';
import { useFloorFormat } from '../../../shared/ui/floor-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useFileComplaint } from '../api';
import { COMPLAINT_FLOORS, toNumberOrNaN } from './complaint-fields';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';

const BLANK: ComplaintRequestInput = { floor: undefined as unknown as number, type: '' as 'sanitation', title: '', detail: '' };

/** The complaint form (spec §4): floor, type, title, detail and an optional image; says when an answer is expected. */
export function ComplaintForm() {
  const { t } = useTranslation('voc');
  const floorLabel = useFloorFormat();
  const format = useDateFormat();
  const fileComplaint = useFileComplaint();
  const [image, setImage] = useState<Upload | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(complaintRequestSchema, {
    defaultValues: BLANK,
    fields: ['floor', 'type', 'title', 'detail', 'imageUploadId'],
  });
  const onSubmit = form.submit(async (values) => {
    setDone(null);
    const created = await fileComplaint.mutateAsync({ ...values, ...(image && { imageUploadId: image.id }) });
    form.reset(BLANK);
    setImage(null);
    setDone(t('form.submitted', { when: format.dateTime(created.responseDueAt) }));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2 rounded-lg border border-line bg-white p-6">
      <h2 className="mb-4 text-xl font-bold text-navy-900">{t('form.heading')}</h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('form.floor')}
          required
          placeholder={t('form.floorPlaceholder')}
          options={COMPLAINT_FLOORS.map((f) => ({ value: f, label: floorLabel(f) }))}
          {...form.field('floor', { setValueAs: toNumberOrNaN })}
        />
        <SelectField
          label={t('form.type')}
          required
          placeholder={t('form.typePlaceholder')}
          options={COMPLAINT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          {...form.field('type')}
        />
      </div>
      <TextField label={t('form.title')} required maxLength={COMPLAINT_TITLE_MAX} {...form.field('title')} />
      <TextAreaField label={t('form.detail')} required maxLength={COMPLAINT_DETAIL_MAX} {...form.field('detail')} />
      <FileDrop
        purpose="complaint-image"
        label={t('form.image')}
        value={image}
        onChange={setImage}
        error={form.field('imageUploadId').error}
      />
      <div aria-live="polite" className="space-y-2">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        {done && <FormAlert tone="success">{done}</FormAlert>}
      </div>
      <Button type="submit" busy={form.formState.isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
