import type { PageViewReport } from '@tea/shared/admin/admin.responses';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TableRegion, td, th } from '../../../shared/ui/table-region';

const H = 240;
const PAD = { top: 16, right: 12, bottom: 32, left: 44 };
/** Room a day's label needs under its bar, in CSS pixels. */
const LABEL_WIDTH = 48;

/** The axis: a round step (1, 2 or 5 × 10ⁿ) giving about four gridlines, and the top at the first step over the largest value. */
export function axisOf(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const unit = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((v) => v >= rough)!;
  return { top: Math.ceil(max / step) * step, step };
}

/** The width of an element in CSS pixels, following resizes: the chart is drawn at its real size, so its text keeps its size. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(720);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(280, element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Page views per day as bars, drawn in SVG: one image with a text alternative (its title and a
 * summary), and the same figures as a table one click away.
 */
export function PageViewChart({ days, locale }: { days: PageViewReport['days']; locale: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const [box, W] = useWidth<HTMLDivElement>();
  const total = days.reduce((s, d) => s + d.views, 0);
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { day: '', views: 0 });
  const { top, step } = axisOf(Math.max(0, ...days.map((d) => d.views)));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, days.length);
  const barW = Math.max(2, Math.min(36, slot * 0.7));
  // Labels counted back from the last day, so today always has its date.
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const fmt = (n: number) => n.toLocaleString(locale);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';

  return (
    <figure>
      <div ref={box} className="rounded-lg border border-line bg-white">
        <svg
          width={W}
          height={H}
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block max-w-full"
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
                {(days.length - 1 - i) % labelEvery === 0 && (
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
