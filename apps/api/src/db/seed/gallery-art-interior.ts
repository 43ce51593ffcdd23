import { el, scene, floorLines, linear, person, plant, room, skyline, wallPoint, type RoomBox } from './gallery-art-parts.js';

export function lobby() {
  const box: RoomBox = [220, 80, 580, 320];
  const glass = 'glass';
  return scene(
    [
      linear(glass, 'down', [
        ['0', '#cfe3f3'],
        ['1', '#9fc0de'],
      ]),
    ],
    room({ back: '#ebe4d6', floor: '#dcdad5', ceiling: '#f7f5f0', left: `url(#${glass})`, right: '#e2dbcc', box: box }),
    floorLines({ y: 320, vx: 400, vy: 200, color: '#c4c1ba', count: 11 }),
    [40, 90, 140, 185].map((x) => {
      const [, top] = wallPoint('left', x, 0, box).split(',');
      const [, bottom] = wallPoint('left', x, 1, box).split(',');
      return el('line', { x1: x, x2: x, y1: top, y2: bottom, stroke: '#ffffff', 'stroke-width': '4' });
    }),
    [660, 730].map((x) =>
      el('polygon', {
        points: `${wallPoint('right', x, 0.35, box)} ${wallPoint('right', x + 45, 0.35, box)} ${wallPoint('right', x + 45, 1, box)} ${wallPoint('right', x, 1, box)}`,
        fill: '#b9b3a6',
        stroke: '#8a8478',
      }),
    ),
    el('rect', { x: '300', y: '100', width: '200', height: '150', fill: '#8b6a4a' }),
    el(
      'text',
      {
        x: '400',
        y: '186',
        'font-family': 'DejaVu Sans',
        'text-anchor': 'middle',
        'font-size': '40',
        'font-weight': '800',
        fill: '#d9b46c',
        'letter-spacing': '4',
      },
      'T.E.A.',
    ),
    el('polygon', { points: '290,276 510,276 530,320 270,320', fill: '#fbfaf7' }),
    el('rect', { x: '270', y: '300', width: '260', height: '6', fill: '#d9b46c' }),
    [300, 400, 500].map((x) =>
      el(
        'g',
        {},
        el('line', { x1: x, x2: x, y1: '0', y2: '52', stroke: '#8a8478' }),
        el('ellipse', { cx: x, cy: '58', rx: '22', ry: '8', fill: '#fff3c4' }),
        el('ellipse', { cx: x, cy: '64', rx: '40', ry: '10', fill: '#fff6d8', opacity: '0.4' }),
      ),
    ),
    person({ x: 360, y: 300, size: 0.8, color: '#15395e' }),
    person({ x: 440, y: 300, size: 0.8, color: '#15395e' }),
    person({ x: 170, y: 440, size: 1.5, color: '#4f5b6b' }),
    person({ x: 620, y: 470, size: 1.6, color: '#8a6420' }),
    plant({ x: 250, y: 330, size: 1.1 }),
    plant({ x: 560, y: 330, size: 1.1 }),
    el(
      'g',
      { fill: '#8795a8' },
      el('rect', { x: '300', y: '380', width: '16', height: '60' }),
      el('rect', { x: '392', y: '380', width: '16', height: '60' }),
      el('rect', { x: '484', y: '380', width: '16', height: '60' }),
    ),
    el(
      'g',
      { fill: '#9fc0de', opacity: '0.7' },
      el('rect', { x: '316', y: '392', width: '30', height: '24' }),
      el('rect', { x: '454', y: '392', width: '30', height: '24' }),
    ),
  );
}
export function executiveLounge() {
  const box: RoomBox = [150, 70, 650, 300];
  const dusk = 'dusk';
  return scene(
    [
      linear(dusk, 'down', [
        ['0', '#5b5486'],
        ['0.6', '#e59a72'],
        ['1', '#f6c98f'],
      ]),
    ],
    room({ back: '#2b2f38', floor: '#5a4232', ceiling: '#23262d', left: '#6b4f35', right: '#3a3f4a', box: box }),
    el(
      'svg',
      { x: '150', y: '70', width: '500', height: '230', viewBox: '0 0 500 230' },
      el('rect', { width: '500', height: '230', fill: `url(#${dusk})` }),
      skyline({ base: 230, color: '#3b3f5e', seed: 4, windows: '#f3d28c' }),
    ),
    [250, 350, 450, 550].map((x) => el('rect', { x: x - 2, y: '70', width: '4', height: '230', fill: '#23262d' })),
    [230, 400, 570].map((x) => el('circle', { cx: x, cy: '36', r: '6', fill: '#fff1c7' })),
    el('ellipse', { cx: '400', cy: '420', rx: '300', ry: '60', fill: '#c8b08a', opacity: '0.55' }),
    el('rect', { x: '140', y: '350', width: '300', height: '70', rx: '16', fill: '#e9e1d2' }),
    el('rect', { x: '140', y: '320', width: '300', height: '44', rx: '14', fill: '#d8cdb8' }),
    el('rect', { x: '160', y: '330', width: '60', height: '30', rx: '8', fill: '#8a6420' }),
    el('rect', { x: '360', y: '330', width: '60', height: '30', rx: '8', fill: '#1f4b78' }),
    el('rect', { x: '470', y: '370', width: '120', height: '60', rx: '14', fill: '#d8cdb8' }),
    el('rect', { x: '470', y: '340', width: '120', height: '40', rx: '12', fill: '#c7bba4' }),
    el('ellipse', { cx: '320', cy: '452', rx: '110', ry: '22', fill: '#2b2f38' }),
    el('rect', { x: '312', y: '452', width: '16', height: '30', fill: '#2b2f38' }),
    el('circle', { cx: '300', cy: '444', r: '8', fill: '#f6f0d8' }),
    el('rect', { x: '336', y: '436', width: '20', height: '10', rx: '2', fill: '#d9b46c' }),
    el(
      'g',
      null,
      el('line', { x1: '100', x2: '100', y1: '250', y2: '470', stroke: '#d9b46c', 'stroke-width': '4' }),
      el('path', { d: 'M70 250h60l-10-40h-40z', fill: '#f3e3bf' }),
      el('ellipse', { cx: '100', cy: '476', rx: '24', ry: '6', fill: '#d9b46c' }),
    ),
    el('polygon', { points: '660,300 800,240 800,330 660,360', fill: '#4a4f5a' }),
    el('polygon', { points: '660,300 800,240 800,252 660,310', fill: '#d9b46c' }),
    [690, 740].map((x, i) =>
      el(
        'g',
        {},
        el('ellipse', { cx: x, cy: 380 - i * 10, rx: '14', ry: '5', fill: '#d9b46c' }),
        el('line', { x1: x, x2: x, y1: 380 - i * 10, y2: 440 - i * 12, stroke: '#8a8478', 'stroke-width': '3' }),
      ),
    ),
  );
}
export function conferenceRoom() {
  const box: RoomBox = [200, 90, 600, 300];
  const screen = 'screen';
  const chairs = [0.12, 0.42, 0.78];
  return scene(
    [
      linear(screen, 'diagonal', [
        ['0', '#15395e'],
        ['1', '#081a2e'],
      ]),
    ],
    room({ back: '#e6edf5', floor: '#7d8794', ceiling: '#fbfcfd', left: '#cfe0ef', right: '#d4dae2', box: box }),
    Array.from({ length: 14 }, (_, i) => {
      const y = 30 + i * 30;
      return el('line', {
        x1: '0',
        x2: '200',
        y1: y,
        y2: 90 + ((y - 0) * (300 - 90)) / 500,
        stroke: '#ffffff',
        'stroke-width': '2',
        opacity: '0.8',
      });
    }),
    [300, 400, 500].map((x) =>
      el('rect', { x: x - 40, y: '40', width: '80', height: '12', rx: '2', fill: '#ffffff', stroke: '#dde3ea' }),
    ),
    el('rect', { x: '270', y: '115', width: '260', height: '140', rx: '4', fill: `url(#${screen})` }),
    [0, 1, 2, 3, 4].map((i) =>
      el('rect', {
        x: 300 + i * 40,
        y: 225 - (i + 1) * 17,
        width: '22',
        height: (i + 1) * 17,
        fill: i === 4 ? '#d9b46c' : '#5f84aa',
      }),
    ),
    el('polyline', {
      points: '300,200 340,188 380,170 420,160 460,132 500,120',
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': '2',
    }),
    el('polygon', {
      points: `${wallPoint('right', 660, 0.3, box)} ${wallPoint('right', 720, 0.3, box)} ${wallPoint('right', 720, 1, box)} ${wallPoint('right', 660, 1, box)}`,
      fill: '#a67b52',
    }),
    chairs.map((t) =>
      el(
        'g',
        { fill: '#1b2430' },
        el('rect', {
          x: 330 - 110 * t - 40 * (0.6 + t),
          y: 300 + 180 * t - 30 * (0.6 + t),
          width: 36 * (0.6 + t),
          height: 40 * (0.6 + t),
          rx: '6',
        }),
        el('rect', {
          x: 470 + 110 * t + 4 * (0.6 + t),
          y: 300 + 180 * t - 30 * (0.6 + t),
          width: 36 * (0.6 + t),
          height: 40 * (0.6 + t),
          rx: '6',
        }),
      ),
    ),
    el('polygon', { points: '330,300 470,300 580,480 220,480', fill: '#a67b52' }),
    el('polygon', { points: '220,480 580,480 580,494 220,494', fill: '#7a5738' }),
    el('rect', { x: '384', y: '284', width: '32', height: '24', rx: '4', fill: '#1b2430' }),
    [0.25, 0.6].map((t) =>
      el(
        'g',
        {},
        el('rect', { x: 360 - 90 * t, y: 320 + 160 * t, width: 26 + 20 * t, height: 16 + 10 * t, rx: '2', fill: '#e6edf5' }),
        el('rect', { x: 420 + 60 * t, y: 318 + 160 * t, width: 26 + 20 * t, height: 16 + 10 * t, rx: '2', fill: '#e6edf5' }),
      ),
    ),
    plant({ x: 570, y: 310, size: 0.9 }),
  );
}
