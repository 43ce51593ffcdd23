import { useId } from 'react';
import type { GalleryPhoto } from './gallery-photos';

/** One drawn photo; with a label it is an image for assistive technology, without it decoration. */
export function GalleryImage({ photo, label, className = '' }: { photo: GalleryPhoto; label?: string; className?: string }) {
  const uid = `g${useId().replace(/\W/g, '')}`;
  const { Scene } = photo;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 800 500" className={`block h-auto w-full ${className}`} {...a11y}>
      <Scene uid={uid} />
    </svg>
  );
}
