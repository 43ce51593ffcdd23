import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../shared/ui/page-hero';
import { Section } from '../../../shared/ui/section';
import { GalleryImage } from '../components/gallery-image';
import { GALLERY_PHOTOS } from '../components/gallery-photos';
import { GalleryViewer } from '../components/gallery-viewer';
import { galleryScene } from '../../../shared/ui/hero-scenes/gallery';

/** /gallery: drawn photos of the building as a grid of buttons; each opens the viewer. */
export default function GalleryPage() {
  const { t } = useTranslation('building');
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  const close = () => {
    const last = index;
    setIndex(null);
    if (last !== null) thumbs.current[last]?.focus();
  };

  return (
    <>
      <PageHero scene={galleryScene} eyebrow={t('gallery.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} />
      <Section id="photos" title={t('gallery.gridTitle')}>
        <p className="-mt-3 mb-6 text-sm text-muted">{t('gallery.gridHint')}</p>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
          {GALLERY_PHOTOS.map((photo, i) => {
            const title = t(`gallery.photos.${photo.slug}.title`);
            return (
              <li key={photo.slug}>
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
                    <GalleryImage photo={photo} className="transition-transform duration-300 group-hover:scale-105" />
                  </span>
                  <span className="block px-3 py-2 text-sm font-semibold text-navy-900 lg:px-4 lg:py-3">{title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Section>
      <GalleryViewer index={index} onChange={setIndex} onClose={close} />
    </>
  );
}
