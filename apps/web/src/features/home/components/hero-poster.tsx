/** The banner's poster: the twin towers at dusk, drawn. Stands in for the banner video, which has no file yet. */
export function HeroPoster() {
  const windows = (x: number, top: number, cols: number, rows: number) =>
    Array.from({ length: rows * cols }, (_, i) => {
      const lit = (i * 7 + x) % 5 !== 0;
      return (
        <rect
          key={`${x}-${i}`}
          x={x + 8 + (i % cols) * 14}
          y={top + 14 + Math.floor(i / cols) * 18}
          width="8"
          height="10"
          fill={lit ? '#f4d89b' : '#1f4b78'}
          opacity={lit ? 0.85 : 1}
        />
      );
    });
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
      </defs>
      <rect width="1440" height="720" fill="url(#sky)" />
      <circle cx="1180" cy="160" r="46" fill="#f4d89b" opacity="0.35" />
      <path
        d="M0 600l80-40 60 30 90-70 70 50 110-60 90 70 120-40 80 30 140-80 100 60 110-30 90 40 120-50 180 70v160H0z"
        fill="#0b2138"
      />
      <g>
        <rect x="820" y="150" width="170" height="570" fill="#0e2a47" />
        <rect x="820" y="150" width="170" height="10" fill="#d9b46c" />
        {windows(820, 160, 11, 30)}
        <rect x="1030" y="230" width="150" height="490" fill="#102f50" />
        <rect x="1030" y="230" width="150" height="10" fill="#d9b46c" />
        {windows(1030, 240, 10, 26)}
      </g>
      <rect y="690" width="1440" height="30" fill="#081a2e" />
    </svg>
  );
}
