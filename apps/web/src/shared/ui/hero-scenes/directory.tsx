import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The directory banner drawing. */
export const directoryScene: HeroScene = {
  name: 'directory',
  art: (
    <>
      <rect x="190" y="40" width="110" height="180" rx="18" fill={BLUE} />
      <rect x="204" y="62" width="82" height="120" rx="6" fill="#0b2138" />
      {Array.from({ length: 4 }, (_, i) => (
        <rect key={i} x="214" y={74 + i * 26} width={i % 2 ? 46 : 62} height="10" rx="5" fill={i === 0 ? GOLD : LIGHT} />
      ))}
      <path d="M340 90a50 50 0 0150 50M340 60a80 80 0 0180 80" fill="none" stroke={GOLD} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
};
