import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FileDrop } from '../../../shared/ui/file-drop';
import { UploadImage } from '../../../shared/ui/upload-image';

/**
 * An event's poster or cover photo in its form (decision 0058): the photo as stored, named by the
 * event's title, with a button that takes it off; the upload module's FileDrop chooses one or a
 * replacement (an `event-photo`: its kinds and size checked on the device, the server's refusal
 * shown on the field). The form keeps the upload's id; the save attaches it.
 */
export function EventPhotoField({
  photo,
  title,
  error,
  onChange,
}: {
  photo: Upload | null;
  /** The event's title as typed: what the photo's alt text says. */
  title: string;
  error?: string;
  onChange: (photo: Upload | null) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <fieldset className="border-t border-line pt-4">
      <legend className="float-left w-full text-sm font-bold text-navy-900">{t('admin.form.photo')}</legend>
      <p className="clear-both pt-1 text-sm text-muted">{t('admin.form.photoHint')}</p>
      <div className="mt-3 grid items-start gap-4 sm:grid-cols-2">
        {photo && (
          <figure className="rounded-lg border border-line p-2">
            {/* Its room is kept while the photo loads. */}
            <div className="aspect-[16/9] overflow-hidden rounded bg-navy-50">
              <UploadImage id={photo.id} alt={title.trim() || t('admin.form.photo')} className="size-full object-cover" />
            </div>
            <figcaption className="mt-1 flex flex-wrap items-center justify-between gap-1">
              <span className="min-w-0 truncate text-sm text-ink">{photo.name}</span>
              <Button variant="ghost" className="text-danger" onClick={() => onChange(null)}>
                {t('admin.form.removePhoto')}
              </Button>
            </figcaption>
          </figure>
        )}
        <FileDrop
          purpose="event-photo"
          label={photo ? t('admin.form.replacePhoto') : t('admin.form.addPhoto')}
          value={null}
          error={error}
          onChange={(upload) => {
            if (upload) onChange(upload);
          }}
        />
      </div>
    </fieldset>
  );
}
