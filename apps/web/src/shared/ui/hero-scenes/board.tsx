import type { HeroScene } from '../page-hero';
import { BLUE, GOLD, LIGHT } from './palette';

/** The notice board drawing (notices, the community resource room, advertisements). */
export const boardScene: HeroScene = {
  name: 'board',
  art: (
    <>
      <rect x="150" y="40" width="250" height="170" rx="10" fill={BLUE} />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={170 + i * 76}
          y="62"
          width="62"
          height="80"
          rx="4"
          fill={LIGHT}
          transform={`rotate(${i - 1} ${200 + i * 76} 100)`}
        />
      ))}
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={201 + i * 76} cy="66" r="7" fill={GOLD} />
      ))}
      <rect x="170" y="160" width="210" height="10" rx="5" fill={LIGHT} />
      <rect x="170" y="180" width="130" height="10" rx="5" fill={LIGHT} />
    </>
  ),
};
