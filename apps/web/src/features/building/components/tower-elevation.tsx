import { BUILDING } from '@tea/shared/building/building.facts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildingFacts } from '../../../shared/use-building-facts';

const TOP = 40;
const FLOOR = 10;
const BASEMENT_FLOOR = 9;
const GROUND = TOP + BUILDING.floorsAbove * FLOOR;
const BOTTOM = GROUND + BUILDING.floorsBelow * BASEMENT_FLOOR;
const PODIUM_FLOORS = 3;
const PODIUM_TOP = GROUND - PODIUM_FLOORS * FLOOR;
const towerX = [100, 284] as const;
const TOWER_W = 100;

function floorY(floor: number): number {
  return floor > 0 ? GROUND - floor * FLOOR : GROUND - (floor + 1) * BASEMENT_FLOOR;
}

/** The drawn elevation of the two towers: 26 floors above and 8 below ground, 113.80 m high. */
export function TowerElevation() {
  const { t } = useTranslation('building');
  const facts = useBuildingFacts();
  const id = `e${useId().replace(/\W/g, '')}`;
  const glass = `${id}-glass`;
  const sky = `${id}-sky`;
  const height = BUILDING.heightMeters.toFixed(2);
  const label = (floor: number) => (floor > 0 ? t('elevation.floor', { n: floor }) : t('elevation.basement', { n: -floor }));

  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={t('elevation.alt', { height, ...facts })} className="h-auto w-full">
      <defs>
        <linearGradient id={glass} x1="0" x2="1">
          <stop offset="0" stopColor="#1f4b78" />
          <stop offset="0.55" stopColor="#15395e" />
          <stop offset="1" stopColor="#0e2a47" />
        </linearGradient>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3f6fa" />
          <stop offset="1" stopColor="#e6edf5" />
        </linearGradient>
      </defs>
      <rect width="480" height={GROUND} fill={`url(#${sky})`} />
      <rect y={GROUND} width="480" height={400 - GROUND} fill="#ece6da" />

      {/* Basement: 8 levels under the whole site */}
      <rect x="72" y={GROUND} width="320" height={BOTTOM - GROUND} fill="#cfd8e3" stroke="#4f5b6b" strokeWidth="1" />
      {Array.from({ length: BUILDING.floorsBelow - 1 }, (_, i) => (
        <line
          key={i}
          x1="72"
          x2="392"
          y1={GROUND + (i + 1) * BASEMENT_FLOOR}
          y2={GROUND + (i + 1) * BASEMENT_FLOOR}
          stroke="#8795a8"
          strokeWidth="0.75"
        />
      ))}
      <text x="232" y={GROUND + 42} textAnchor="middle" className="text-[17px] sm:text-[13px]" fill="#1b2430" fontWeight="600">
        {t('elevation.parking', { n: BUILDING.parkingSpaces })}
      </text>

      {/* Podium: retail, lobby and amenities on floors 1-3 */}
      <rect x="80" y={PODIUM_TOP} width="324" height={GROUND - PODIUM_TOP} fill="#1f4b78" />
      {[1, 2].map((f) => (
        <line key={f} x1="80" x2="404" y1={floorY(f)} y2={floorY(f)} stroke="#9fb6cf" strokeWidth="0.75" />
      ))}
      <rect x="222" y={GROUND - 16} width="40" height="16" fill="#d9b46c" />

      {towerX.map((x, index) => (
        <g key={x}>
          <rect x={x + 20} y={TOP - 14} width={TOWER_W - 40} height="14" fill="#15395e" />
          <rect x={x} y={TOP} width={TOWER_W} height={PODIUM_TOP - TOP} fill={`url(#${glass})`} />
          {Array.from({ length: BUILDING.floorsAbove - PODIUM_FLOORS - 1 }, (_, i) => (
            <line
              key={i}
              x1={x}
              x2={x + TOWER_W}
              y1={TOP + (i + 1) * FLOOR}
              y2={TOP + (i + 1) * FLOOR}
              stroke="#5f84aa"
              strokeWidth="0.6"
            />
          ))}
          {[1, 2, 3, 4].map((m) => (
            <line
              key={m}
              x1={x + m * 20}
              x2={x + m * 20}
              y1={TOP}
              y2={PODIUM_TOP}
              stroke="#5f84aa"
              strokeWidth="0.6"
              opacity="0.7"
            />
          ))}
          <rect x={x} y={TOP - 2} width={TOWER_W} height="3" fill="#d9b46c" />
          <text
            x={x + TOWER_W / 2}
            y={PODIUM_TOP - 14}
            textAnchor="middle"
            className="text-[18px] sm:text-[15px]"
            fontWeight="700"
            fill="#ffffff"
          >
            {index === 0 ? t('elevation.towerA') : t('elevation.towerB')}
          </text>
        </g>
      ))}
      {/* Sky garden on the top floor of Tower A */}
      <rect x={towerX[0]} y={TOP} width={TOWER_W} height={FLOOR} fill="#4e8a5b" />

      <line x1="62" x2="480" y1={GROUND} y2={GROUND} stroke="#1b2430" strokeWidth="2" />

      {/* Floor labels: 1F sits just above the ground line and B1 just below it */}
      {[26, 3, 1, -1, -8].map((f) => {
        const mid = floorY(f) + (f > 0 ? FLOOR / 2 : BASEMENT_FLOOR / 2);
        const baseline = f === 1 ? GROUND - 3 : f === -1 ? GROUND + 17 : mid + 5;
        return (
          <g key={f}>
            <line x1="56" x2="70" y1={mid} y2={mid} stroke="#4f5b6b" />
            <text x="52" y={baseline} textAnchor="end" className="text-[16px] sm:text-[13px]" fontWeight="600" fill="#1b2430">
              {label(f)}
            </text>
          </g>
        );
      })}

      {/* Height dimension */}
      <g stroke="#8a6420" strokeWidth="1.5" fill="#8a6420">
        <line x1="438" x2="438" y1={TOP} y2={GROUND} />
        <line x1="428" x2="448" y1={TOP} y2={TOP} />
        <line x1="428" x2="448" y1={GROUND} y2={GROUND} />
        <path d={`M438 ${TOP}l-5 10h10z`} stroke="none" />
        <path d={`M438 ${GROUND}l-5 -10h10z`} stroke="none" />
      </g>
      <text
        x="458"
        y={(TOP + GROUND) / 2}
        textAnchor="middle"
        className="text-[18px] sm:text-[15px]"
        fontWeight="700"
        fill="#8a6420"
        transform={`rotate(-90 458 ${(TOP + GROUND) / 2})`}
      >
        {t('elevation.height', { height })}
      </text>
      <text x="478" y={GROUND + 18} textAnchor="end" className="text-[14px] sm:text-[12px]" fill="#4f5b6b">
        {t('elevation.ground')}
      </text>
    </svg>
  );
}
