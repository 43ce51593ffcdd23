import type { ReactElement, ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/**
 * The header picture of a kind of sub-page: a small drawing in the banner's gold and blue. Each lives
 * in a file of its own under `hero-scenes/`, so a page's first load carries only its own drawing.
 */
export interface HeroScene {
  name: string;
  art: ReactElement;
}

/** The drawing for a scene, on the banner's right (hidden from assistive technology: it only decorates). */
function HeroSceneArt({ scene }: { scene: HeroScene }) {
  return (
    <svg
      aria-hidden="true"
      data-scene={scene.name}
      className="absolute inset-y-0 right-0 h-full w-[480px] max-w-[70%] opacity-[0.12] sm:opacity-30 lg:opacity-40"
      preserveAspectRatio="xMaxYMax meet"
      viewBox="0 0 480 240"
    >
      {scene.art}
    </svg>
  );
}

/**
 * The banner at the top of a sub-page: an eyebrow, the title (the page's h1), a lead and the page's own
 * picture (a scene of `hero-scenes/`); also sets the document title.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  scene,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  scene: HeroScene;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <HeroSceneArt scene={scene} />
      <div className="relative mx-auto max-w-7xl px-4 py-12 lg:px-8 lg:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-gold-500 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold lg:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-white/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
