import { el, scene, floorLines, linear, person, radial, skyline, tree } from './gallery-art-parts.js';

const TOWERS = [240, 430] as const;
const TOP = 60;
const PODIUM = 380;
const GROUND = 440;
const FLOORS = 23;
const STEP = (PODIUM - TOP) / FLOORS;
function towers({ glass, night }: { glass: string; night: boolean }) {
  return el(
    'g',
    null,
    TOWERS.map((x, t) =>
      el(
        'g',
        {},
        el('polygon', {
          points: `${x + 130},${TOP} ${x + 148},${TOP + 10} ${x + 148},${PODIUM} ${x + 130},${PODIUM}`,
          fill: night ? '#0a1f36' : '#15395e',
        }),
        el('rect', { x: x + 22, y: TOP - 20, width: '86', height: '20', fill: night ? '#0e2a47' : '#1f4b78' }),
        el('rect', { x: x, y: TOP, width: '130', height: PODIUM - TOP, fill: `url(#${glass})` }),
        Array.from({ length: FLOORS }, (_, r) =>
          el('line', {
            x1: x,
            x2: x + 130,
            y1: TOP + r * STEP,
            y2: TOP + r * STEP,
            stroke: night ? '#1f3b5c' : '#c9dcee',
            'stroke-width': '1',
            opacity: '0.7',
          }),
        ),
        Array.from({ length: 7 }, (_, c) =>
          night
            ? Array.from({ length: FLOORS }, (_, r) =>
                (r * 7 + c * 3 + t * 5) % 4 === 0
                  ? null
                  : el('rect', {
                      x: x + 4 + c * 18,
                      y: TOP + r * STEP + 3,
                      width: '14',
                      height: STEP - 6,
                      fill: '#f3d28c',
                      opacity: 0.55 + ((r + c) % 3) * 0.15,
                    }),
              )
            : el('line', {
                x1: x + (c + 1) * 16.25,
                x2: x + (c + 1) * 16.25,
                y1: TOP,
                y2: PODIUM,
                stroke: '#c9dcee',
                'stroke-width': '0.8',
                opacity: '0.5',
              }),
        ),
        el('rect', { x: x, y: TOP - 3, width: '130', height: '4', fill: '#d9b46c' }),
        night && el('rect', { x: x + 22, y: TOP - 22, width: '86', height: '3', fill: '#ffe3a3' }),
      ),
    ),
    el('rect', { x: '190', y: PODIUM, width: '420', height: GROUND - PODIUM, fill: night ? '#13324f' : '#2b5d8c' }),
    el('line', {
      x1: '190',
      x2: '610',
      y1: PODIUM + 20,
      y2: PODIUM + 20,
      stroke: night ? '#f3d28c' : '#9fc0de',
      'stroke-width': '1',
      opacity: '0.7',
    }),
    el('rect', {
      x: '190',
      y: PODIUM + 22,
      width: '420',
      height: '36',
      fill: night ? '#f7d98f' : '#a9cbe8',
      opacity: night ? 0.85 : 0.6,
    }),
    el('rect', { x: '360', y: PODIUM + 14, width: '80', height: '6', fill: '#d9b46c' }),
    el('rect', { x: '380', y: PODIUM + 24, width: '40', height: '36', fill: night ? '#ffe9b8' : '#e6edf5' }),
  );
}
function street({ night }: { night: boolean }) {
  return el(
    'g',
    null,
    el('rect', { y: GROUND, width: '800', height: '18', fill: night ? '#3b4350' : '#d9d3c5' }),
    el('rect', { y: GROUND + 18, width: '800', height: 500 - GROUND - 18, fill: night ? '#1a212b' : '#4a525d' }),
    el(
      'g',
      { stroke: night ? '#c9ced6' : '#ffffff', 'stroke-width': '3', 'stroke-dasharray': '28 22', opacity: '0.8' },
      el('line', { x1: '0', x2: '800', y1: '480', y2: '480' }),
    ),
  );
}
export function exteriorDay() {
  const sky = 'sky';
  const glass = 'glass';
  return scene(
    [
      linear(sky, 'down', [
        ['0', '#6fafe0'],
        ['1', '#dcecf8'],
      ]),
      radial('sun', [
        ['0.45', '#fff6d8', '0.9'],
        ['1', '#fff6d8', '0'],
      ]),
      linear(glass, 'diagonal', [
        ['0', '#a9cdea'],
        ['0.45', '#4a7eae'],
        ['1', '#1f4b78'],
      ]),
    ],
    el('rect', { width: '800', height: '500', fill: `url(#${sky})` }),
    el('circle', { cx: '690', cy: '84', r: '70', fill: `url(#sun)` }),
    el('circle', { cx: '690', cy: '84', r: '32', fill: '#fff3c4' }),
    el(
      'g',
      { fill: '#ffffff', opacity: '0.9' },
      el('ellipse', { cx: '130', cy: '96', rx: '62', ry: '15' }),
      el('ellipse', { cx: '165', cy: '84', rx: '38', ry: '18' }),
      el('ellipse', { cx: '560', cy: '140', rx: '48', ry: '11' }),
      el('ellipse', { cx: '588', cy: '131', rx: '28', ry: '13' }),
    ),
    skyline({ base: GROUND, color: '#b4c6d8', seed: 2 }),
    towers({ glass: glass, night: false }),
    street({ night: false }),
    [50, 140, 660, 750].map((x) => tree({ x: x, y: GROUND + 8 })),
    person({ x: 330, y: GROUND + 14, size: 0.8 }),
    person({ x: 470, y: GROUND + 14, size: 0.8, color: '#8a6420' }),
    person({ x: 500, y: GROUND + 14, size: 0.8, color: '#4f5b6b' }),
    el('rect', { x: '90', y: '462', width: '90', height: '22', rx: '8', fill: '#ffffff' }),
    el('rect', { x: '104', y: '452', width: '56', height: '16', rx: '6', fill: '#dfe7ef' }),
    el('rect', { x: '560', y: '470', width: '100', height: '22', rx: '8', fill: '#b42318' }),
    el('rect', { x: '578', y: '459', width: '60', height: '16', rx: '6', fill: '#e9c3bf' }),
  );
}
export function exteriorNight() {
  const sky = 'sky';
  const glass = 'glass';
  return scene(
    [
      linear(sky, 'down', [
        ['0', '#050f1c'],
        ['1', '#243f66'],
      ]),
      radial('lamp', [
        ['0', '#ffe3a3', '0.7'],
        ['1', '#ffe3a3', '0'],
      ]),
      linear(glass, 'diagonal', [
        ['0', '#1b3a5c'],
        ['1', '#0b1e33'],
      ]),
    ],
    el('rect', { width: '800', height: '500', fill: `url(#${sky})` }),
    Array.from({ length: 36 }, (_, i) =>
      el('circle', { cx: (i * 97) % 800, cy: 12 + ((i * 53) % 170), r: i % 4 === 0 ? 1.8 : 1, fill: '#ffffff', opacity: '0.8' }),
    ),
    el('path', { d: 'M120 54a26 26 0 1 0 24 36a22 22 0 1 1-24-36z', fill: '#f6f0d8' }),
    skyline({ base: GROUND, color: '#10243c', seed: 3, windows: '#c9a760' }),
    towers({ glass: glass, night: true }),
    street({ night: true }),
    el(
      'g',
      { 'stroke-width': '3', 'stroke-linecap': 'round', opacity: '0.85' },
      el('line', { x1: '0', x2: '330', y1: '470', y2: '470', stroke: '#ff6b5e' }),
      el('line', { x1: '420', x2: '800', y1: '490', y2: '490', stroke: '#fff1c7' }),
      el('line', { x1: '120', x2: '520', y1: '494', y2: '494', stroke: '#ff8a73', opacity: '0.6' }),
    ),
    [70, 300, 560, 760].map((x) =>
      el(
        'g',
        {},
        el('circle', { cx: x + 14, cy: GROUND - 58, r: '30', fill: `url(#lamp)` }),
        el('rect', { x: x, y: GROUND - 64, width: '3', height: '70', fill: '#2b3340' }),
        el('rect', { x: x, y: GROUND - 66, width: '18', height: '4', rx: '2', fill: '#2b3340' }),
        el('circle', { cx: x + 14, cy: GROUND - 60, r: '4', fill: '#ffe9b8' }),
      ),
    ),
  );
}
export function skyGarden() {
  const sky = 'sky';
  return scene(
    [
      linear(sky, 'down', [
        ['0', '#8cc4ec'],
        ['1', '#eef7fc'],
      ]),
    ],
    el('rect', { width: '800', height: '500', fill: `url(#${sky})` }),
    el('path', { d: 'M420 300c60-70 120-110 190-120 60 8 120 50 190 90v30z', fill: '#8fb3a0' }),
    el('rect', { x: '608', y: '120', width: '4', height: '62', fill: '#6f7f8f' }),
    el('rect', { x: '600', y: '132', width: '20', height: '10', rx: '3', fill: '#e9edf1' }),
    el('g', { transform: 'translate(0 150) scale(1 0.5)' }, skyline({ base: 300, color: '#b7c7d6', seed: 5 })),
    el('polygon', { points: '0,300 800,300 800,500 0,500', fill: '#b88a5a' }),
    floorLines({ y: 300, vx: 400, vy: 200, color: '#9a6f44', count: 13 }),
    el('rect', { y: '246', width: '800', height: '54', fill: '#ffffff', opacity: '0.3' }),
    el('rect', { y: '244', width: '800', height: '4', fill: '#8795a8' }),
    Array.from({ length: 9 }, (_, i) => el('rect', { x: i * 100, y: '244', width: '3', height: '56', fill: '#8795a8' })),
    el(
      'g',
      { fill: '#5c4330' },
      el('rect', { x: '40', y: '90', width: '10', height: '250' }),
      el('rect', { x: '250', y: '130', width: '8', height: '190' }),
      el('rect', { x: '30', y: '86', width: '240', height: '10' }),
      Array.from({ length: 8 }, (_, i) => el('rect', { x: 40 + i * 28, y: '80', width: '6', height: '22' })),
    ),
    el('rect', { x: '470', y: '352', width: '180', height: '14', fill: '#6a8f4e' }),
    el('rect', { x: '470', y: '366', width: '180', height: '44', fill: '#5c4330' }),
    el('rect', { x: '466', y: '362', width: '188', height: '6', fill: '#7a5a40' }),
    tree({ x: 510, y: 362, size: 1.4 }),
    tree({ x: 610, y: 362, size: 1.2, color: '#5a9a64' }),
    el('rect', { x: '600', y: '410', width: '200', height: '18', fill: '#6a8f4e' }),
    el('rect', { x: '600', y: '428', width: '200', height: '72', fill: '#5c4330' }),
    el('rect', { x: '596', y: '424', width: '204', height: '7', fill: '#7a5a40' }),
    tree({ x: 720, y: 420, size: 1.8, color: '#4a8a55' }),
    el(
      'g',
      { fill: '#6b4f35' },
      el('rect', { x: '110', y: '360', width: '180', height: '14', rx: '3' }),
      el('rect', { x: '120', y: '374', width: '8', height: '26' }),
      el('rect', { x: '272', y: '374', width: '8', height: '26' }),
      el('rect', { x: '110', y: '330', width: '180', height: '10', rx: '3' }),
    ),
    person({ x: 170, y: 362, size: 0.9, color: '#1f4b78' }),
    person({ x: 230, y: 362, size: 0.9, color: '#8a6420' }),
    person({ x: 380, y: 400, size: 1.1, color: '#15395e' }),
  );
}
