import type { HeroScene } from '../page-hero';
import { BLUE, GOLD, LIGHT } from './palette';

/** The retail mall banner drawing: two shop fronts with awnings. */
export const retailScene: HeroScene = {
  name: 'retail',
  art: (
    <>
      <rect x="150" y="110" width="130" height="100" rx="6" fill={BLUE} />
      <path d="M140 110h150l-12-34H152z" fill={GOLD} />
      <rect x="300" y="90" width="140" height="120" rx="6" fill={BLUE} />
      <path d="M290 90h160l-12-36H302z" fill={LIGHT} />
      <rect x="322" y="130" width="40" height="80" rx="3" fill={GOLD} />
    </>
  ),
};
