import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The services banner drawing. */
export const servicesScene: HeroScene = {
  name: 'services',
  art: (
    <>
      <path d="M170 120a70 70 0 01140 0z" fill={GOLD} />
      <path d="M240 120v70a14 14 0 01-28 0" fill="none" stroke={LIGHT} strokeWidth="8" strokeLinecap="round" />
      <rect x="330" y="110" width="100" height="80" rx="8" fill={BLUE} />
      <path d="M330 118l50 34 50-34" fill="none" stroke={GOLD} strokeWidth="6" />
    </>
  ),
};
