import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT } from './palette';

/** The gallery banner drawing. */
export const galleryScene: HeroScene = {
  name: 'gallery',
  art: (
    <>
      <rect x="150" y="50" width="130" height="100" rx="6" fill="none" stroke={GOLD} strokeWidth="6" />
      <path d="M160 140l40-45 30 30 20-20 25 35z" fill={LIGHT} />
      <circle cx="255" cy="80" r="10" fill={GOLD} />
      <rect x="300" y="90" width="120" height="90" rx="6" fill="none" stroke={LIGHT} strokeWidth="6" />
      <path d="M310 170l35-40 25 25 20-18 20 33z" fill={GOLD} />
    </>
  ),
};
