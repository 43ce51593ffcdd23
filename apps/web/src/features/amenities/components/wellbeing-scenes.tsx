import { INK } from './illustration-palette';

/** Drawn scenes (viewBox 0 0 400 220) for resting and exercising. Decorative parts only: the wrapper names them. */

const STARS = [
  [58, 46],
  [84, 60],
  [70, 86],
  [118, 44],
  [104, 94],
  [126, 76],
] as const;

export function SleepingRoomScene() {
  return (
    <>
      <rect width="400" height="220" fill={INK.navy900} />
      <rect x="40" y="28" width="100" height="84" rx="6" fill={INK.navy950} />
      {STARS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill={INK.goldLight} />
      ))}
      <circle cx="98" cy="62" r="16" fill={INK.gold} />
      <circle cx="107" cy="56" r="14" fill={INK.navy950} />
      <path d="M32 24h24c-6 30-6 62 0 94H32zM148 24h-24c6 30 6 62 0 94h24z" fill={INK.navy700} />
      <rect x="28" y="20" width="124" height="6" rx="3" fill={INK.navy800} />
      <rect y="176" width="400" height="44" fill={INK.navy950} />
      <circle cx="130" cy="124" r="44" fill={INK.gold} opacity="0.12" />
      <rect x="108" y="146" width="44" height="36" rx="4" fill={INK.navy800} />
      <path d="M130 146v-14" stroke={INK.goldLight} strokeWidth="3" />
      <path d="M116 116h28l6 16h-40z" fill={INK.gold} />
      <rect x="170" y="92" width="14" height="84" rx="6" fill={INK.navy700} />
      <rect x="176" y="100" width="204" height="46" rx="10" fill={INK.navy700} />
      <rect x="170" y="140" width="214" height="24" rx="6" fill={INK.navy100} />
      <rect x="184" y="126" width="48" height="20" rx="9" fill={INK.white} />
      <circle cx="226" cy="128" r="10" fill={INK.goldLight} />
      <path d="M230 136h150v26H230z" fill={INK.gold} />
      <path d="M230 136c40-10 90-10 150 0" fill={INK.gold} />
      <rect x="230" y="134" width="22" height="28" rx="4" fill={INK.goldLight} />
      <rect x="168" y="162" width="218" height="14" rx="4" fill={INK.navy800} />
      <path d="M178 176v10M376 176v10" stroke={INK.navy800} strokeWidth="6" />
      <path
        d="M244 96h12l-12 12h12M264 78h9l-9 9h9M280 62h7l-7 7h7"
        fill="none"
        stroke={INK.goldLight}
        strokeWidth="2.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </>
  );
}

function Dumbbell({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="0" y="-2.5" width="40" height="5" rx="2" fill={INK.navy100} />
      <rect x="-4" y="-11" width="10" height="22" rx="3" fill={INK.gold} />
      <rect x="34" y="-11" width="10" height="22" rx="3" fill={INK.gold} />
    </g>
  );
}

export function WellnessCenterScene() {
  return (
    <>
      <rect width="400" height="220" fill={INK.navy900} />
      <rect x="18" y="28" width="226" height="116" rx="4" fill={INK.navy800} />
      <path d="M40 28l-22 40M100 28L40 144M150 28L90 144" stroke={INK.navy700} strokeWidth="10" opacity="0.7" />
      <rect y="168" width="400" height="52" fill={INK.navy950} />
      <rect x="30" y="160" width="104" height="10" rx="5" fill={INK.navy700} />
      <path d="M36 160h92" stroke={INK.navy100} strokeWidth="2" />
      <path d="M120 162l12-60" stroke={INK.navy100} strokeWidth="5" strokeLinecap="round" />
      <rect x="114" y="92" width="34" height="14" rx="3" fill={INK.navy100} />
      <rect x="120" y="96" width="14" height="5" rx="1" fill={INK.gold} />
      <path d="M126 118h-34" stroke={INK.navy100} strokeWidth="4" strokeLinecap="round" />
      <path d="M162 168V96M232 168V96M162 124h70M162 156h70" stroke={INK.navy100} strokeWidth="4" />
      <Dumbbell x={170} y={116} scale={0.6} />
      <Dumbbell x={202} y={116} scale={0.6} />
      <Dumbbell x={170} y={148} scale={0.7} />
      <Dumbbell x={202} y={148} scale={0.7} />
      <Dumbbell x={74} y={196} scale={1.2} />
      <rect x="150" y="186" width="76" height="16" rx="8" fill={INK.goldDark} />
      <circle cx="226" cy="194" r="8" fill={INK.gold} />
      <circle cx="226" cy="194" r="3.5" fill={INK.goldDark} />
      <rect x="258" y="26" width="128" height="124" rx="4" fill={INK.navy950} />
      <rect x="264" y="32" width="116" height="112" rx="2" fill={INK.navy100} />
      <path d="M264 112c30-22 70-26 116-14v46H264z" fill={INK.navy700} />
      <path d="M264 126c40-14 80-14 116-4v22H264z" fill={INK.navy800} />
      <ellipse cx="336" cy="112" rx="6" ry="2" fill={INK.navy950} />
      <path d="M336 112V58" stroke={INK.navy950} strokeWidth="2.5" />
      <path d="M336 58l28 9-28 9z" fill={INK.gold} />
      <circle cx="290" cy="52" r="9" fill={INK.goldLight} />
      <rect x="270" y="176" width="108" height="14" rx="3" fill={INK.goldDark} />
      <circle cx="318" cy="172" r="4.5" fill={INK.white} />
      <path d="M352 120l-28 52" stroke={INK.navy100} strokeWidth="3" strokeLinecap="round" />
      <path d="M324 172h-10" stroke={INK.navy100} strokeWidth="5" strokeLinecap="round" />
    </>
  );
}
