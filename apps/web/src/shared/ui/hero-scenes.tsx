import type { ReactElement } from 'react';

/** The header picture of each kind of sub-page: a small drawing in the banner's gold and blue. */
export type HeroScene =
  'skyline' | 'about' | 'gallery' | 'location' | 'parking' | 'amenities' | 'services' | 'directory' | 'terms' | 'booking';

const GOLD = '#d9b46c';
const LIGHT = '#9ec5ee';
const BLUE = '#1f4b78';

const skyline = (
  <>
    {Array.from({ length: 12 }, (_, i) => (
      <rect key={i} x={40 + i * 36} y={240 - (60 + ((i * 47) % 150))} width="24" height={60 + ((i * 47) % 150)} fill={BLUE} />
    ))}
    <rect x="40" y="236" width="430" height="4" fill={GOLD} />
  </>
);

const SCENES: Record<HeroScene, ReactElement> = {
  skyline,
  about: (
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
  gallery: (
    <>
      <rect x="150" y="50" width="130" height="100" rx="6" fill="none" stroke={GOLD} strokeWidth="6" />
      <path d="M160 140l40-45 30 30 20-20 25 35z" fill={LIGHT} />
      <circle cx="255" cy="80" r="10" fill={GOLD} />
      <rect x="300" y="90" width="120" height="90" rx="6" fill="none" stroke={LIGHT} strokeWidth="6" />
      <path d="M310 170l35-40 25 25 20-18 20 33z" fill={GOLD} />
    </>
  ),
  location: (
    <>
      <path d="M120 200L420 80M160 60l240 170M100 130h360" stroke={BLUE} strokeWidth="14" strokeLinecap="round" />
      <path d="M300 40c-28 0-48 21-48 47 0 36 48 83 48 83s48-47 48-83c0-26-20-47-48-47z" fill={GOLD} />
      <circle cx="300" cy="86" r="16" fill="#0b2138" />
    </>
  ),
  parking: (
    <>
      <rect x="150" y="40" width="90" height="90" rx="14" fill={GOLD} />
      <path d="M178 115V58h22a18 18 0 010 36h-22" fill="none" stroke="#0b2138" strokeWidth="12" />
      <rect x="260" y="150" width="150" height="46" rx="14" fill={LIGHT} />
      <path d="M285 150l20-30h70l20 30z" fill={LIGHT} />
      <circle cx="295" cy="200" r="14" fill={BLUE} />
      <circle cx="375" cy="200" r="14" fill={BLUE} />
    </>
  ),
  amenities: (
    <>
      <path d="M170 200v-60a30 30 0 0130-30h90a30 30 0 0130 30v60" fill="none" stroke={LIGHT} strokeWidth="12" />
      <rect x="160" y="160" width="170" height="34" rx="10" fill={BLUE} />
      <rect x="360" y="120" width="60" height="70" rx="10" fill={GOLD} />
      <path d="M420 135h12a14 14 0 010 28h-12" fill="none" stroke={GOLD} strokeWidth="8" />
      <path d="M375 100c0-10 10-10 10-20M395 100c0-10 10-10 10-20" stroke={LIGHT} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  services: (
    <>
      <path d="M170 120a70 70 0 01140 0z" fill={GOLD} />
      <path d="M240 120v70a14 14 0 01-28 0" fill="none" stroke={LIGHT} strokeWidth="8" strokeLinecap="round" />
      <rect x="330" y="110" width="100" height="80" rx="8" fill={BLUE} />
      <path d="M330 118l50 34 50-34" fill="none" stroke={GOLD} strokeWidth="6" />
    </>
  ),
  directory: (
    <>
      <rect x="190" y="40" width="110" height="180" rx="18" fill={BLUE} />
      <rect x="204" y="62" width="82" height="120" rx="6" fill="#0b2138" />
      {Array.from({ length: 4 }, (_, i) => (
        <rect key={i} x="214" y={74 + i * 26} width={i % 2 ? 46 : 62} height="10" rx="5" fill={i === 0 ? GOLD : LIGHT} />
      ))}
      <path d="M340 90a50 50 0 0150 50M340 60a80 80 0 0180 80" fill="none" stroke={GOLD} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  terms: (
    <>
      <rect x="200" y="30" width="140" height="190" rx="10" fill={BLUE} />
      {Array.from({ length: 6 }, (_, i) => (
        <rect key={i} x="220" y={60 + i * 24} width={i === 5 ? 60 : 100} height="8" rx="4" fill={LIGHT} />
      ))}
      <circle cx="340" cy="190" r="34" fill={GOLD} />
      <path d="M324 190l12 12 22-24" fill="none" stroke="#0b2138" strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  booking: (
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

/** The drawing for a scene, on the banner's right (hidden from assistive technology: it only decorates). */
export function HeroSceneArt({ scene }: { scene: HeroScene }) {
  return (
    <svg
      aria-hidden="true"
      data-scene={scene}
      className="absolute inset-y-0 right-0 h-full w-[480px] max-w-[70%] opacity-[0.12] sm:opacity-30 lg:opacity-40"
      preserveAspectRatio="xMaxYMax meet"
      viewBox="0 0 480 240"
    >
      {SCENES[scene]}
    </svg>
  );
}
