import {
  GALLERY_CAPTION_MAX,
  GALLERY_TITLE_MAX,
  galleryPhotoInputSchema,
  type GalleryPhotoInput,
  type GalleryPhotoValues,
} from '@tea/shared/building/gallery.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../shared/ui/file-drop';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { UploadImage } from '../../../shared/ui/upload-image';
import { useSchemaForm, type FieldsOf } from '../../../shared/use-schema-form';
import { useSaveGalleryPhoto, type AdminGalleryPhoto } from '../gallery-api';
import { SchemaDialogForm } from './schema-dialog-form';

const FIELDS = ['uploadId', 'titleKo', 'titleEn', 'captionKo', 'captionEn', 'published'] as const;

interface GalleryPhotoFormProps {
  /** null: a new photo (uploaded here). */
  photo: AdminGalleryPhoto | null;
  onClose: () => void;
  onSaved: (title: string) => void;
}

/**
 * Adds a gallery photo (the upload, its titles and captions, shown or not) or edits one's texts:
 * Korean and English side by side (stacked on a phone), the English optional.
 */
export function GalleryPhotoDialog({ open, ...props }: GalleryPhotoFormProps & { open: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      title={props.photo ? t('contentGallery.editTitle') : t('contentGallery.addTitle')}
      className="w-[min(96vw,56rem)]"
    >
      <GalleryPhotoForm {...props} />
    </FormDialog>
  );
}

function GalleryPhotoForm({ photo, onClose, onSaved }: GalleryPhotoFormProps) {
  const { t } = useTranslation('admin');
  const save = useSaveGalleryPhoto();
  const [upload, setUpload] = useState<Upload | null>(null);
  const form = useSchemaForm<GalleryPhotoInput, GalleryPhotoValues>(galleryPhotoInputSchema, {
    fields: FIELDS,
    defaultValues: {
      uploadId: photo?.uploadId ?? '',
      titleKo: photo?.titleKo ?? '',
      titleEn: photo?.titleEn ?? '',
      captionKo: photo?.captionKo ?? '',
      captionEn: photo?.captionEn ?? '',
      published: photo?.published ?? true,
    },
  });
  const onSubmit = form.submit(async ({ uploadId, published, ...texts }) => {
    await save.mutateAsync(photo ? { id: photo.id, input: texts } : { id: null, input: { uploadId, published, ...texts } });
    onSaved(texts.titleKo);
  });
  const uploadError = form.field('uploadId').error;
  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('contentGallery.save')} onCancel={onClose}>
      {photo ? (
        <UploadImage id={photo.uploadId} alt="" className="aspect-[8/5] w-full max-w-sm rounded-lg bg-navy-50 object-cover" />
      ) : (
        <FileDrop
          purpose="gallery-photo"
          label={t('contentGallery.photo')}
          required
          value={upload}
          error={uploadError && t('contentGallery.photoRequired')}
          onChange={(next) => {
            setUpload(next);
            form.setValue('uploadId', next?.id ?? '', { shouldValidate: true });
          }}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <GalleryLanguageFields lang="ko" field={form.field} />
        <GalleryLanguageFields lang="en" field={form.field} />
      </div>
      {!photo && <CheckboxField label={t('contentGallery.publishedLabel')} {...form.field('published')} />}
    </SchemaDialogForm>
  );
}

/** One language's title (the photo's alt text) and caption: the Korean title required, the English optional. */
function GalleryLanguageFields({ lang, field }: { lang: 'ko' | 'en'; field: FieldsOf<GalleryPhotoInput> }) {
  const { t } = useTranslation('admin');
  const ko = lang === 'ko';
  const suffix = ko ? 'Ko' : 'En';
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-bold text-navy-900">{t(ko ? 'contentGallery.korean' : 'contentGallery.english')}</legend>
      <TextField
        label={t(`contentGallery.title${suffix}`)}
        hint={ko ? t('contentGallery.titleHint') : t('contentGallery.englishHint')}
        required={ko}
        lang={lang}
        maxLength={GALLERY_TITLE_MAX}
        {...field(`title${suffix}`)}
      />
      <TextAreaField
        label={t(`contentGallery.caption${suffix}`)}
        lang={lang}
        rows={3}
        maxLength={GALLERY_CAPTION_MAX}
        {...field(`caption${suffix}`)}
      />
    </fieldset>
  );
}
