import type { HeroScene } from '../page-hero';
import { GOLD, LIGHT, BLUE } from './palette';

/** The about banner drawing. */
export const aboutScene: HeroScene = {
  name: 'about',
  art: (
    <>
      <rect x="200" y="30" width="80" height="210" fill={BLUE} />
      <rect x="300" y="70" width="70" height="170" fill={BLUE} />
      <rect x="200" y="30" width="80" height="6" fill={GOLD} />
      <rect x="300" y="70" width="70" height="6" fill={GOLD} />
      <rect x="180" y="200" width="210" height="40" fill="#15395e" />
      {Array.from({ length: 24 }, (_, i) => (
        <rect key={i} x={210 + (i % 4) * 16} y={50 + Math.floor(i / 4) * 24} width="8" height="12" fill={i % 5 ? GOLD : LIGHT} />
      ))}
    </>
  ),
};
