/**
 * Small drawing pieces of the demo gallery's pictures (viewBox 0 0 800 500), drawn here as SVG
 * markup and rasterised at seed time (gallery-photos.seed.ts): nothing downloaded.
 */

type Child = string | number | false | null | undefined | readonly Child[];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG element as markup: its attributes (SVG's own names) and children; '' as the tag joins the children alone. */
export function el(tag: string, attrs: Record<string, string | number | undefined> | null, ...children: Child[]): string {
  const inner = children
    .flat(Infinity as 1)
    .filter((c) => c !== false && c !== null && c !== undefined)
    .join('');
  if (tag === '') return inner;
  const attributes = Object.entries(attrs ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

/** A scene: its gradients, then what is drawn, in order. */
export function scene(defs: readonly string[], ...drawn: Child[]): string {
  return el('defs', null, defs) + el('', null, drawn);
}

/** A gradient's stop: where, its colour and how opaque. */
type Stop = [offset: string, color: string, opacity?: string];

const stops = (list: readonly Stop[]) =>
  list.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }));

/** A gradient from the top down, or from the top left corner to the bottom right one. */
export function linear(id: string, direction: 'down' | 'diagonal', list: readonly Stop[]): string {
  return el('linearGradient', { id, x1: '0', y1: '0', x2: direction === 'down' ? '0' : '1', y2: '1' }, stops(list));
}

export function radial(id: string, list: readonly Stop[]): string {
  return el('radialGradient', { id }, stops(list));
}

/** A row of background buildings; deterministic heights so every render matches. */
export function skyline({ base, color, seed = 1, windows }: { base: number; color: string; seed?: number; windows?: string }) {
  const blocks = Array.from({ length: 18 }, (_, i) => {
    const h = 40 + ((i * 37 + seed * 53) % 110);
    const w = 34 + ((i * 19 + seed * 7) % 30);
    return { x: i * 46 - 10, h, w };
  });
  return el(
    'g',
    null,
    blocks.map((b, i) =>
      el(
        'g',
        {},
        el('rect', { x: b.x, y: base - b.h, width: b.w, height: b.h, fill: color }),
        windows &&
          Array.from({ length: Math.floor(b.h / 14) }, (_, r) =>
            (r + i) % 3 === 0
              ? null
              : el('rect', { x: b.x + 6 + ((r * 5) % 12), y: base - b.h + 8 + r * 14, width: '6', height: '5', fill: windows }),
          ),
      ),
    ),
  );
}
export function tree({ x, y, size = 1, color = '#3f7d4e' }: { x: number; y: number; size?: number; color?: string }) {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${size})` },
    el('rect', { x: '-3', y: '-30', width: '6', height: '30', fill: '#6b4f35' }),
    el('circle', { cx: '0', cy: '-44', r: '22', fill: color }),
    el('circle', { cx: '-14', cy: '-34', r: '14', fill: color, opacity: '0.9' }),
    el('circle', { cx: '14', cy: '-36', r: '15', fill: color, opacity: '0.85' }),
  );
}
export function person({ x, y, size = 1, color = '#15395e' }: { x: number; y: number; size?: number; color?: string }) {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${size})` },
    el('circle', { cx: '0', cy: '-44', r: '6', fill: '#e7c3a1' }),
    el('path', { d: 'M-8 -36h16l2 22h-4l-1 14h-10l-1-14h-4z', fill: color }),
  );
}
export function plant({ x, y, size = 1 }: { x: number; y: number; size?: number }) {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${size})` },
    el('path', { d: 'M-14 0h28l-4 -26h-20z', fill: '#e9e1d2' }),
    el('path', {
      d: 'M0 -26c-4-30-22-36-28-44 12 2 22 12 28 28 2-22 10-36 22-44-4 16-10 32-14 44 8-14 18-18 28-20-10 8-22 20-30 36z',
      fill: '#3f7d4e',
    }),
  );
}
/** The back wall of a room: left, top, right, bottom. */
export type RoomBox = [number, number, number, number];
/** A point "x,y" on a side wall at x; frac 0 is where the wall meets the ceiling, 1 the floor. */
export function wallPoint(side: 'left' | 'right', x: number, frac: number, [x1, y1, x2, y2]: RoomBox): string {
  const k = side === 'left' ? x / x1 : (800 - x) / (800 - x2);
  const top = y1 * k;
  const bottom = 500 - (500 - y2) * k;
  return `${x},${top + (bottom - top) * frac}`;
}
/**
 * A room in one-point perspective: back wall, floor, ceiling and side walls meeting the frame corners.
 * Returns the shell only; scenes draw on top of it.
 */
export function room({
  back,
  floor,
  ceiling,
  left,
  right,
  box = [200, 90, 600, 330],
}: {
  back: string;
  floor: string;
  ceiling: string;
  left: string;
  right: string;
  box?: RoomBox;
}) {
  const [x1, y1, x2, y2] = box;
  return el(
    'g',
    null,
    el('rect', { width: '800', height: '500', fill: back }),
    el('polygon', { points: `0,0 800,0 ${x2},${y1} ${x1},${y1}`, fill: ceiling }),
    el('polygon', { points: `0,500 800,500 ${x2},${y2} ${x1},${y2}`, fill: floor }),
    el('polygon', { points: `0,0 ${x1},${y1} ${x1},${y2} 0,500`, fill: left }),
    el('polygon', { points: `800,0 ${x2},${y1} ${x2},${y2} 800,500`, fill: right }),
    el('rect', { x: x1, y: y1, width: x2 - x1, height: y2 - y1, fill: back }),
  );
}
/** Lines on a floor running from the bottom edge to the vanishing point (vx, vy), stopping at the back wall (y). */
export function floorLines({
  y,
  vx,
  vy,
  color,
  count = 9,
}: {
  y: number;
  vx: number;
  vy: number;
  color: string;
  count?: number;
}) {
  const t = (y - vy) / (500 - vy);
  return el(
    'g',
    { stroke: color, 'stroke-width': '1.2' },
    Array.from({ length: count }, (_, i) => {
      const x = (800 / (count - 1)) * i;
      return el('line', { x1: x, y1: '500', x2: vx + (x - vx) * t, y2: y });
    }),
  );
}
