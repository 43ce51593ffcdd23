import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The parking banner drawing. */
export const parkingScene: HeroScene = {
  name: 'parking',
  art: (
    <>
      <rect x="150" y="40" width="90" height="90" rx="14" fill={GOLD} />
      <path d="M178 115V58h22a18 18 0 010 36h-22" fill="none" stroke="#0b2138" strokeWidth="12" />
      <rect x="260" y="150" width="150" height="46" rx="14" fill={LIGHT} />
      <path d="M285 150l20-30h70l20 30z" fill={LIGHT} />
      <circle cx="295" cy="200" r="14" fill={BLUE} />
      <circle cx="375" cy="200" r="14" fill={BLUE} />
    </>
  ),
};
