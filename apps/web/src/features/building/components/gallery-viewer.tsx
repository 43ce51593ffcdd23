import { inLanguage } from '@tea/shared/bilingual';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../shared/ui/modal';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import type { GalleryPhoto } from '../api';

/**
 * The large view of one photo on the native <dialog>: title, caption, "n / total", previous and next
 * (also the Left and Right arrow keys); Escape, the close button or a click outside closes it.
 */
export function GalleryViewer({
  photos,
  index,
  onChange,
  onClose,
}: {
  photos: readonly GalleryPhoto[];
  index: number | null;
  onChange: (next: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('building');
  const ref = useModalDialog(index !== null);
  const titleId = useId();
  const total = photos.length;

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

  const photo = index === null ? undefined : photos[index];
  const title = photo ? inLanguage(photo.titleKo, photo.titleEn, i18n.language) : '';
  const caption = photo ? inLanguage(photo.captionKo, photo.captionEn, i18n.language) : '';
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
                {title}
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
            <ResponsiveImage
              key={photo.id}
              id={photo.uploadId}
              alt={title}
              sizes="(min-width: 1024px) 64rem, 96vw"
              width={photo.width}
              height={photo.height}
              eager
              className="mx-auto block h-auto max-h-[62vh] w-auto max-w-full rounded-lg bg-navy-900 object-contain"
            />
            {caption && <figcaption className="mt-3 text-sm leading-6 text-white/85">{caption}</figcaption>}
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
