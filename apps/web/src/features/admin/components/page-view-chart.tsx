import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TableRegion, td, th } from './table-region';

const W = 720;
const H = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 44 };

/** A round top for the axis: 1, 2, 5 × 10ⁿ at or above the largest value. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max) ?? max;
}

/**
 * Page views per day as bars, drawn in SVG: one image with a text alternative (its title and a
 * summary), and the same figures as a table one click away.
 */
export function PageViewChart({ days, locale }: { days: { day: string; views: number }[]; locale: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const total = days.reduce((s, d) => s + d.views, 0);
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { day: '', views: 0 });
  const top = niceMax(Math.max(0, ...days.map((d) => d.views)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  const labelEvery = Math.ceil(days.length / 10);
  const step = top <= 5 ? 1 : top / 5;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const fmt = (n: number) => n.toLocaleString(locale);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';

  return (
    <figure>
      {/* Wide enough to read on a phone: the box scrolls sideways there (a labelled, focusable region). */}
      <div
        role="region"
        aria-label={t('pageViews.perDay')}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-line bg-white"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-auto w-full min-w-[36rem]"
        >
          <title id={`${id}-title`}>{t('pageViews.chartTitle', { from: first, to: last })}</title>
          <desc id={`${id}-desc`}>
            {t('pageViews.chartSummary', { total: fmt(total), peakDay: peak.day, peak: fmt(peak.views), days: days.length })}
          </desc>
          {ticks.map((tick) => {
            const y = PAD.top + innerH - (tick / top) * innerH;
            return (
              <g key={tick}>
                <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#dde3ea" />
                <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="13" fill="#4f5b6b">
                  {fmt(tick)}
                </text>
              </g>
            );
          })}
          {days.map((d, i) => {
            const h = (d.views / top) * innerH;
            const x = PAD.left + i * slot + (slot - barW) / 2;
            return (
              <g key={d.day}>
                <rect x={x} y={PAD.top + innerH - h} width={barW} height={h} rx={2} fill="#1f4b78" />
                {i % labelEvery === 0 && (
                  <text x={x + barW / 2} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="13" fill="#4f5b6b">
                    {d.day.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-muted">{t('pageViews.chartCaption', { total: fmt(total) })}</span>
        <Button
          variant="secondary"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? t('pageViews.hideTable') : t('pageViews.showTable')}
        </Button>
      </figcaption>
      <div id={`${id}-table`} hidden={!showTable} className="mt-3">
        {showTable && (
          <TableRegion caption={t('pageViews.perDay')}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('pageViews.day')}
                </th>
                <th scope="col" className={th}>
                  {t('pageViews.views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${td} font-normal tabular-nums`}>
                    {d.day}
                  </th>
                  <td className={`${td} tabular-nums`}>{fmt(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </div>
    </figure>
  );
}
