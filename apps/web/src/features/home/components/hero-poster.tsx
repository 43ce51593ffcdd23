/** The lit and dark windows of a 5 × 4 tile, repeated up each tower face. */
const TILE = [1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1];

/**
 * The twin towers at dusk, drawn: painted with the page itself, under the banner video and its
 * poster (the video's first frame is this drawing). The windows are a repeated pattern, so the
 * drawing stays a handful of elements.
 */
export function HeroPoster() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 720"
      preserveAspectRatio="xMidYMax slice"
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#081a2e" />
          <stop offset="0.55" stopColor="#15395e" />
          <stop offset="1" stopColor="#8a6420" />
        </linearGradient>
        <pattern id="windows" width="70" height="72" patternUnits="userSpaceOnUse" x="8" y="14">
          {TILE.map((lit, i) => (
            <rect
              key={i}
              x={(i % 5) * 14}
              y={Math.floor(i / 5) * 18}
              width="8"
              height="10"
              fill={lit ? '#f4d89b' : '#1f4b78'}
              opacity={lit ? 0.85 : 1}
            />
          ))}
        </pattern>
      </defs>
      <rect width="1440" height="720" fill="url(#sky)" />
      <circle cx="1180" cy="160" r="46" fill="#f4d89b" opacity="0.35" />
      <path
        d="M0 600l80-40 60 30 90-70 70 50 110-60 90 70 120-40 80 30 140-80 100 60 110-30 90 40 120-50 180 70v160H0z"
        fill="#0b2138"
      />
      <rect x="820" y="150" width="170" height="570" fill="#0e2a47" />
      <rect x="828" y="174" width="154" height="516" fill="url(#windows)" />
      <rect x="820" y="150" width="170" height="10" fill="#d9b46c" />
      <rect x="1030" y="230" width="150" height="490" fill="#102f50" />
      <rect x="1038" y="254" width="134" height="436" fill="url(#windows)" />
      <rect x="1030" y="230" width="150" height="10" fill="#d9b46c" />
      <rect y="690" width="1440" height="30" fill="#081a2e" />
    </svg>
  );
}
