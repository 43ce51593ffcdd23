import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The booking banner drawing. */
export const bookingScene: HeroScene = {
  name: 'booking',
  art: (
    <>
      <rect x="180" y="50" width="200" height="160" rx="12" fill={BLUE} />
      <rect x="180" y="50" width="200" height="36" rx="12" fill={GOLD} />
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          key={i}
          x={198 + (i % 4) * 44}
          y={100 + Math.floor(i / 4) * 34}
          width="30"
          height="22"
          rx="4"
          fill={i === 6 ? GOLD : LIGHT}
        />
      ))}
    </>
  ),
};
