import { inLanguage } from '@tea/shared/bilingual';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { Section } from '../../../shared/ui/section';
import { useGallery, type GalleryPhoto } from '../api';
import { GalleryViewer } from '../components/gallery-viewer';
import { QueryStatus } from '../components/query-status';
import { galleryScene } from '../../../shared/ui/hero-scenes/gallery';

/** /gallery: the building office's published photos as a grid of buttons, in its order; each opens the viewer. */
export default function GalleryPage() {
  const { t } = useTranslation('building');
  const gallery = useGallery();

  return (
    <>
      <PageHero scene={galleryScene} eyebrow={t('gallery.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} />
      <Section id="photos" title={t('gallery.gridTitle')}>
        {gallery.data ? (
          <PhotoGrid photos={gallery.data} />
        ) : (
          <QueryStatus isPending={gallery.isPending} isError={gallery.isError} onRetry={() => void gallery.refetch()} />
        )}
      </Section>
    </>
  );
}

function PhotoGrid({ photos }: { photos: GalleryPhoto[] }) {
  const { t, i18n } = useTranslation('building');
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const close = () => {
    const last = index;
    setIndex(null);
    if (last !== null) thumbs.current[last]?.focus();
  };

  if (photos.length === 0) {
    return (
      <div className="rounded-xl bg-navy-50 p-6 text-center">
        <p className="font-semibold text-navy-900">{t('gallery.emptyTitle')}</p>
        <p className="mt-1 text-muted">{t('gallery.emptyBody')}</p>
      </div>
    );
  }
  return (
    <>
      <p className="-mt-3 mb-6 text-sm text-muted">{t('gallery.gridHint')}</p>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
        {photos.map((photo, i) => {
          const title = inLanguage(photo.titleKo, photo.titleEn, i18n.language);
          return (
            <li key={photo.id}>
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.open', { title })}
                aria-haspopup="dialog"
                className="group block w-full overflow-hidden rounded-xl border border-line bg-white text-left hover:shadow-lg"
              >
                <span className="block overflow-hidden">
                  <ResponsiveImage
                    id={photo.uploadId}
                    alt=""
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    width={photo.width}
                    height={photo.height}
                    eager={i < 4}
                    className="block aspect-[8/5] h-auto w-full bg-navy-50 object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="block px-3 py-2 text-sm font-semibold text-navy-900 lg:px-4 lg:py-3">{title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <GalleryViewer photos={photos} index={index} onChange={setIndex} onClose={close} />
    </>
  );
}
