import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The terms banner drawing. */
export const termsScene: HeroScene = {
  name: 'terms',
  art: (
    <>
      <rect x="200" y="30" width="140" height="190" rx="10" fill={BLUE} />
      {Array.from({ length: 6 }, (_, i) => (
        <rect key={i} x="220" y={60 + i * 24} width={i === 5 ? 60 : 100} height="8" rx="4" fill={LIGHT} />
      ))}
      <circle cx="340" cy="190" r="34" fill={GOLD} />
      <path d="M324 190l12 12 22-24" fill="none" stroke="#0b2138" strokeWidth="8" strokeLinecap="round" />
    </>
  ),
};
