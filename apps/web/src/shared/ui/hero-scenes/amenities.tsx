import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The amenities banner drawing. */
export const amenitiesScene: HeroScene = {
  name: 'amenities',
  art: (
    <>
      <path d="M170 200v-60a30 30 0 0130-30h90a30 30 0 0130 30v60" fill="none" stroke={LIGHT} strokeWidth="12" />
      <rect x="160" y="160" width="170" height="34" rx="10" fill={BLUE} />
      <rect x="360" y="120" width="60" height="70" rx="10" fill={GOLD} />
      <path d="M420 135h12a14 14 0 010 28h-12" fill="none" stroke={GOLD} strokeWidth="8" />
      <path d="M375 100c0-10 10-10 10-20M395 100c0-10 10-10 10-20" stroke={LIGHT} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
};
