import type { ReactNode } from 'react';
import { HeroSceneArt, type HeroScene } from './hero-scenes';
import { useDocumentTitle } from './use-document-title';

/**
 * The banner at the top of a sub-page: an eyebrow, the title (the page's h1), a lead and the page's own
 * picture (a scene of hero-scenes.tsx); also sets the document title.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  scene = 'skyline',
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  scene?: HeroScene;
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
