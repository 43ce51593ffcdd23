import type { HeroScene } from '../page-hero';
import { GOLD, BLUE } from './palette';

/** The location banner drawing. */
export const locationScene: HeroScene = {
  name: 'location',
  art: (
    <>
      <path d="M120 200L420 80M160 60l240 170M100 130h360" stroke={BLUE} strokeWidth="14" strokeLinecap="round" />
      <path d="M300 40c-28 0-48 21-48 47 0 36 48 83 48 83s48-47 48-83c0-26-20-47-48-47z" fill={GOLD} />
      <circle cx="300" cy="86" r="16" fill="#0b2138" />
    </>
  ),
};
