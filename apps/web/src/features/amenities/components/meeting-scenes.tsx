import { INK } from './illustration-palette';

/** Drawn scenes (viewBox 0 0 400 220) for the rooms people meet in. Decorative parts only: the wrapper names them. */

export function ConferenceScene() {
  return (
    <>
      <rect width="400" height="220" fill={INK.navy900} />
      <rect width="400" height="6" fill={INK.navy950} />
      <rect x="22" y="26" width="104" height="104" rx="4" fill={INK.navy800} />
      <circle cx="104" cy="50" r="9" fill={INK.gold} opacity="0.85" />
      <path d="M26 130V96h14V84h12v46zM56 130V74h16v56zM76 130V90h12V80h10v50zM102 130V92h20v38z" fill={INK.navy700} />
      <path d="M74 26v104M22 78h104" stroke={INK.navy900} strokeWidth="3" />
      <rect x="225" y="12" width="20" height="7" rx="3.5" fill={INK.navy950} />
      <circle cx="235" cy="15.5" r="2" fill={INK.gold} />
      <rect x="158" y="22" width="154" height="92" rx="5" fill={INK.navy950} />
      <rect x="162" y="26" width="146" height="84" rx="3" fill={INK.navy100} />
      <path d="M176 100V80h12v20zM196 100V66h12v34zM216 100V74h12v26zM236 100V56h12v44z" fill={INK.navy700} />
      <path d="M176 72l22-12 20 7 28-20" fill="none" stroke={INK.goldDark} strokeWidth="3" strokeLinecap="round" />
      <rect x="264" y="34" width="36" height="32" rx="3" fill={INK.navy700} />
      <circle cx="282" cy="46" r="6" fill={INK.gold} />
      <path d="M271 66a11 9 0 0122 0z" fill={INK.gold} />
      <rect x="264" y="70" width="36" height="32" rx="3" fill={INK.navy800} />
      <circle cx="282" cy="82" r="6" fill={INK.navy100} />
      <path d="M271 102a11 9 0 0122 0z" fill={INK.navy100} />
      <rect x="330" y="32" width="54" height="72" rx="3" fill={INK.white} />
      <path d="M338 46h30M338 56h38M338 66h22" stroke={INK.navy700} strokeWidth="3" strokeLinecap="round" />
      <path d="M340 92l10-8 10 6 16-14" fill="none" stroke={INK.goldDark} strokeWidth="3" strokeLinecap="round" />
      <rect y="168" width="400" height="52" fill={INK.navy950} />
      {[76, 128, 180, 232, 284].map((x) => (
        <rect key={x} x={x} y="116" width="32" height="38" rx="9" fill={INK.navy700} />
      ))}
      <rect x="56" y="146" width="288" height="10" rx="3" fill={INK.gold} />
      <rect x="66" y="156" width="268" height="8" fill={INK.goldDark} />
      <path d="M82 164v40M318 164v40" stroke={INK.goldDark} strokeWidth="6" />
      <path d="M108 146l6-14h26l-4 14z" fill={INK.navy100} />
      <path d="M200 146v-12" stroke={INK.navy100} strokeWidth="2" />
      <circle cx="200" cy="132" r="3.5" fill={INK.navy100} />
      <rect x="246" y="138" width="9" height="8" rx="2" fill={INK.white} />
      <rect x="276" y="142" width="26" height="4" rx="1" fill={INK.white} />
      {[102, 184, 266].map((x) => (
        <rect key={x} x={x} y="176" width="38" height="44" rx="10" fill={INK.navy800} />
      ))}
    </>
  );
}

const SKYLINE =
  'M0 152V112h18V96h16v56h10V84h20v68h14V104h22v48h12V70h18v82h16V100h24v52h14V90h16v62h20V108h18v44h12V78h22v74h14V96h20v56h16V88h18v64h14V110h20v42z';
const LIT_WINDOWS = [
  [22, 104],
  [50, 92],
  [70, 120],
  [104, 112],
  [136, 80],
  [140, 100],
  [176, 108],
  [206, 96],
  [230, 116],
  [262, 88],
  [296, 112],
  [316, 104],
  [352, 96],
  [376, 120],
] as const;

export function ExecutiveLoungeScene() {
  return (
    <>
      <rect width="400" height="220" fill={INK.navy900} />
      <rect y="16" width="400" height="136" fill={INK.navy800} />
      <circle cx="336" cy="44" r="12" fill={INK.gold} opacity="0.9" />
      <path d={SKYLINE} fill={INK.navy700} />
      {LIT_WINDOWS.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="4" height="5" fill={INK.goldLight} opacity="0.8" />
      ))}
      <path d="M80 16v136M160 16v136M240 16v136M320 16v136" stroke={INK.navy900} strokeWidth="4" />
      <rect y="10" width="400" height="8" fill={INK.navy950} />
      <path d="M150 18v20" stroke={INK.gold} strokeWidth="2" />
      <path d="M136 38h28l-5 9h-18z" fill={INK.gold} />
      <rect y="152" width="400" height="68" fill={INK.navy950} />
      <ellipse cx="140" cy="200" rx="124" ry="14" fill={INK.navy800} />
      <rect x="50" y="128" width="150" height="38" rx="10" fill={INK.gold} />
      <rect x="66" y="138" width="34" height="22" rx="6" fill={INK.navy100} />
      <rect x="150" y="138" width="34" height="22" rx="6" fill={INK.navy100} />
      <rect x="42" y="158" width="166" height="24" rx="8" fill={INK.goldDark} />
      <rect x="34" y="144" width="22" height="42" rx="8" fill={INK.gold} />
      <rect x="194" y="144" width="22" height="42" rx="8" fill={INK.gold} />
      <path d="M48 186v8M202 186v8" stroke={INK.goldDark} strokeWidth="4" />
      <rect x="96" y="192" width="92" height="6" rx="3" fill={INK.navy100} />
      <path d="M106 198v12M178 198v12" stroke={INK.navy100} strokeWidth="3" />
      <rect x="128" y="184" width="8" height="8" rx="2" fill={INK.white} />
      <rect x="142" y="186" width="18" height="6" rx="1" fill={INK.gold} />
      {[272, 336].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="150" rx="22" ry="4" fill={INK.navy100} />
          <path d={`M${x} 150v46`} stroke={INK.navy100} strokeWidth="3" />
          <ellipse cx={x} cy="197" rx="13" ry="3" fill={INK.navy100} />
          <path d={`M${x - 8} 146v-10h6v10M${x + 6} 146v-8`} stroke={INK.gold} strokeWidth="2" fill="none" />
        </g>
      ))}
      <g transform="translate(-12 0)">
        <path d="M370 206l-5-24h26l-5 24z" fill={INK.gold} />
        <path
          d="M378 182c-14-10-16-26-10-36 6 10 10 22 10 36zm0 0c4-14 12-26 24-32-2 14-10 26-24 32zm0 0c0-16 2-30 8-40 4 14 0 28-8 40z"
          fill={INK.navy100}
        />
      </g>
    </>
  );
}

export function RefreshLoungeScene() {
  return (
    <>
      <rect width="400" height="220" fill={INK.navy900} />
      <rect y="168" width="400" height="52" fill={INK.navy950} />
      <rect x="150" y="40" width="84" height="58" rx="3" fill={INK.navy800} stroke={INK.gold} strokeWidth="3" />
      <path d="M156 92l22-28 16 18 12-12 22 22z" fill={INK.navy700} />
      <circle cx="212" cy="56" r="6" fill={INK.gold} />
      <path d="M40 104h20l30 70H66z" fill={INK.gold} />
      <circle cx="52" cy="100" r="11" fill={INK.goldLight} />
      <path d="M66 152h58v22H66z" fill={INK.gold} />
      <path d="M124 156l34 22-8 10-30-18z" fill={INK.goldDark} />
      <rect x="74" y="144" width="44" height="8" rx="4" fill={INK.goldDark} />
      <path d="M72 174v14M118 174v14" stroke={INK.navy700} strokeWidth="5" />
      <path d="M192 0v18" stroke={INK.gold} strokeWidth="2" />
      <path d="M180 18h24l-4 10h-16z" fill={INK.gold} />
      <rect x="166" y="118" width="70" height="44" rx="12" fill={INK.navy700} />
      <rect x="158" y="140" width="86" height="28" rx="8" fill={INK.navy700} />
      <rect x="172" y="144" width="58" height="12" rx="5" fill={INK.gold} />
      <path d="M168 168v12M234 168v12" stroke={INK.navy700} strokeWidth="5" />
      <ellipse cx="262" cy="154" rx="16" ry="4" fill={INK.navy100} />
      <path d="M262 154v34" stroke={INK.navy100} strokeWidth="3" />
      <rect x="256" y="142" width="11" height="11" rx="2" fill={INK.white} />
      <path d="M259 138c-2-4 2-6 0-10M264 138c-2-4 2-6 0-10" stroke={INK.navy100} strokeWidth="1.5" fill="none" />
      <rect x="288" y="34" width="90" height="150" rx="8" fill={INK.navy700} />
      <rect x="298" y="42" width="70" height="6" rx="3" fill={INK.gold} />
      <rect x="298" y="56" width="70" height="118" rx="4" fill={INK.navy100} opacity="0.22" />
      <rect x="304" y="112" width="58" height="4" rx="2" fill={INK.gold} />
      <rect x="318" y="100" width="26" height="12" rx="2" fill={INK.navy100} />
      <path d="M333 128v38M323 166h20" stroke={INK.navy100} strokeWidth="3" />
      <rect x="324" y="122" width="18" height="8" rx="3" fill={INK.navy100} />
      <path d="M298 80h70" stroke={INK.navy100} strokeWidth="1.5" opacity="0.35" />
    </>
  );
}
