import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../shared/ui/modal';
import { GalleryImage } from './gallery-image';
import { GALLERY_PHOTOS } from './gallery-photos';
import { useBuildingFacts } from '../../../shared/use-building-facts';

/**
 * The large view of one photo on the native <dialog>: caption, "n / total", previous and next
 * (also the Left and Right arrow keys); Escape, the close button or a click outside closes it.
 */
export function GalleryViewer({
  index,
  onChange,
  onClose,
}: {
  index: number | null;
  onChange: (next: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('building');
  const facts = useBuildingFacts();
  const ref = useModalDialog(index !== null);
  const titleId = useId();
  const total = GALLERY_PHOTOS.length;

  const step = (delta: number) => {
    if (index !== null) onChange((index + delta + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) ref.current?.close();
  };

  const photo = index === null ? undefined : GALLERY_PHOTOS[index];
  const navButton =
    'inline-flex h-11 items-center gap-1 rounded-md border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
      className="m-auto w-[min(96vw,64rem)] max-w-none rounded-xl bg-navy-950 p-0 text-white shadow-2xl backdrop:bg-black/75"
    >
      {photo && index !== null && (
        <div className="p-4 lg:p-6">
          <div className="flex items-start justify-between gap-4">
            <div aria-live="polite">
              <p className="text-sm text-white/85">{t('gallery.counter', { n: index + 1, total })}</p>
              <h2 id={titleId} className="mt-1 text-lg font-bold lg:text-xl">
                {t(`gallery.photos.${photo.slug}.title`)}
              </h2>
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="inline-flex h-11 shrink-0 items-center rounded-md border border-white/30 px-4 text-sm font-semibold hover:bg-white/10"
            >
              {t('gallery.close')}
            </button>
          </div>
          <figure className="mt-4">
            <GalleryImage
              key={photo.slug}
              photo={photo}
              label={t(`gallery.photos.${photo.slug}.alt`)}
              className="mx-auto max-h-[62vh] rounded-lg bg-navy-900"
            />
            <figcaption className="mt-3 text-sm leading-6 text-white/85">
              {t(`gallery.photos.${photo.slug}.caption`, facts)}
            </figcaption>
          </figure>
          <div className="mt-4 flex items-center justify-between gap-3">
            <button type="button" onClick={() => step(-1)} className={navButton}>
              <span aria-hidden="true">←</span> {t('gallery.previous')}
            </button>
            <p className="hidden text-xs text-white/85 sm:block">{t('gallery.keyboardHint')}</p>
            <button type="button" onClick={() => step(1)} className={navButton}>
              {t('gallery.next')} <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
