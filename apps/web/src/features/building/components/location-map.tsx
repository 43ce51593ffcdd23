import { useTranslation } from 'react-i18next';

const LINE1 = '#0052a4';
const LINE2 = '#00a84d';
const ROAD = '#ffffff';
const EDGE = '#c9c3b6';
/** Labels are larger (in map units) on phones, where the whole map is drawn smaller. */
const LABEL = 'text-[20px] font-semibold sm:text-[15px]';
const SMALL = 'text-[16px] sm:text-[13px]';

/** A road's name, centred on (x, y); a `vertical` one reads up the road. */
function RoadName({ x, y, vertical = false, label }: { x: number; y: number; vertical?: boolean; label: string }) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      transform={vertical ? `rotate(-90 ${x} ${y})` : undefined}
      className={LABEL}
      fill="#1b2430"
      dy={vertical ? '6' : undefined}
    >
      {label}
    </text>
  );
}

function Station({ x, y, lines, label }: { x: number; y: number; lines: string[]; label: string }) {
  return (
    <g>
      {lines.map((color, i) => (
        <circle key={color} cx={x + i * 16} cy={y} r="10" fill="#ffffff" stroke={color} strokeWidth="5" />
      ))}
      <text
        x={x + (lines.length - 1) * 8}
        y={y - 18}
        textAnchor="middle"
        className="text-[19px] sm:text-[15px]"
        fontWeight="700"
        fill="#1b2430"
        paintOrder="stroke"
        stroke="#f4f1ea"
        strokeWidth="4"
      >
        {label}
      </text>
    </g>
  );
}

function Exit({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <rect x={x - 11} y={y - 11} width="22" height="22" rx="5" fill={LINE2} />
      <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fontWeight="800" fill="#ffffff">
        {n}
      </text>
    </g>
  );
}

function BusStop({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x - 11} y={y - 11} width="22" height="22" rx="4" fill="#1f4b78" />
      <text x={x} y={y + 5} textAnchor="middle" fontSize="13" fontWeight="800" fill="#ffffff">
        B
      </text>
    </g>
  );
}

/** The neighbourhood, drawn: streets, stations and exits, bus stops, the tower and the parking entrance. */
export function LocationMap() {
  const { t } = useTranslation('building');
  return (
    <svg viewBox="0 0 600 560" role="img" aria-label={t('location.map.alt')} className="block h-auto w-full">
      <rect width="600" height="560" fill="#f4f1ea" />
      {/* City blocks */}
      <g fill="#e6e1d6">
        <rect x="150" y="96" width="400" height="140" rx="6" />
        <rect x="150" y="282" width="66" height="130" rx="6" />
        <rect x="150" y="446" width="66" height="114" rx="6" />
        <rect x="244" y="446" width="130" height="114" rx="6" />
        <rect x="0" y="96" width="74" height="464" rx="6" />
        <rect x="470" y="282" width="130" height="278" rx="6" />
      </g>
      {/* Cheonggyecheon stream */}
      <path d="M0 62c120-14 240 10 360-4s180-6 240 0" fill="none" stroke="#9cc9ea" strokeWidth="18" />
      {/* Seoul Plaza */}
      <ellipse cx="210" cy="170" rx="60" ry="42" fill="#b9d8a8" />
      <text x="210" y="176" textAnchor="middle" className={SMALL} fontWeight="600" fill="#2f5d34">
        {t('location.map.plaza')}
      </text>
      {/* Roads */}
      <g stroke={EDGE} strokeWidth="1.5" fill={ROAD}>
        <polygon points="92,0 130,0 130,560 92,560" />
        <rect x="92" y="246" width="508" height="30" />
        <polygon points="430,0 462,0 462,560 430,560" />
        <rect x="130" y="418" width="340" height="20" />
        <rect x="222" y="276" width="16" height="142" />
      </g>
      <rect x="93" y="247" width="36" height="28" fill={ROAD} />
      <rect x="431" y="247" width="30" height="28" fill={ROAD} />
      <RoadName x={111} y={430} vertical label={t('location.map.sejong')} />
      <RoadName x={290} y={268} label={t('location.map.euljiro')} />
      <RoadName x={446} y={348} vertical label={t('location.map.namdaemun')} />
      <text x="370" y="434" textAnchor="middle" className={SMALL} fill="#4f5b6b">
        {t('location.map.backStreet')}
      </text>
      <text x="142" y="34" className={LABEL} fill="#1f6aa5">
        {t('location.map.stream')}
      </text>
      {/* The tower */}
      <rect x="244" y="282" width="160" height="130" rx="8" fill="#fbf3df" stroke="#8a6420" strokeWidth="3" />
      <rect x="258" y="298" width="60" height="72" rx="4" fill="#0e2a47" />
      <rect x="330" y="298" width="60" height="72" rx="4" fill="#0e2a47" />
      <rect x="258" y="298" width="60" height="6" fill="#d9b46c" />
      <rect x="330" y="298" width="60" height="6" fill="#d9b46c" />
      <text x="324" y="396" textAnchor="middle" className="text-[19px] sm:text-[16px]" fontWeight="800" fill="#0e2a47">
        {t('location.map.tower')}
      </text>
      {/* Parking entrance */}
      <g>
        <rect x="248" y="398" width="26" height="26" rx="5" fill="#1f4b78" stroke="#ffffff" strokeWidth="2" />
        <text x="261" y="416" textAnchor="middle" fontSize="16" fontWeight="800" fill="#ffffff">
          P
        </text>
      </g>
      {/* Subway */}
      <Station x={146} y={226} lines={[LINE1, LINE2]} label={t('location.map.cityHall')} />
      <Station x={478} y={226} lines={[LINE2]} label={t('location.map.euljiro1ga')} />
      <Exit x={417} y={293} n={5} />
      <Exit x={150} y={292} n={4} />
      {/* Bus stops */}
      <BusStop x={330} y={236} />
      <BusStop x={476} y={340} />
      <BusStop x={83} y={340} />
      {/* Compass */}
      <g transform="translate(548 498)">
        <circle r="30" fill="#ffffff" stroke={EDGE} strokeWidth="1.5" />
        <path d="M0 -24l8 22h-16z" fill="#b42318" />
        <path d="M0 24l8 -22h-16z" fill="#8795a8" />
        <text y="-30" dy="-4" textAnchor="middle" fontSize="14" fontWeight="800" fill="#1b2430">
          N
        </text>
      </g>
      {/* Scale */}
      <g transform="translate(16 536)">
        <rect x="-6" y="-26" width="96" height="34" rx="4" fill="#f4f1ea" opacity="0.9" />
        <line x1="0" x2="80" y1="0" y2="0" stroke="#1b2430" strokeWidth="3" />
        <line x1="0" x2="0" y1="-6" y2="4" stroke="#1b2430" strokeWidth="2" />
        <line x1="80" x2="80" y1="-6" y2="4" stroke="#1b2430" strokeWidth="2" />
        <text x="40" y="-8" textAnchor="middle" className={SMALL} fill="#1b2430">
          {t('location.map.scale')}
        </text>
      </g>
    </svg>
  );
}
