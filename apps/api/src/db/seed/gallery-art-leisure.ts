import { el, scene, floorLines, linear, person, plant, room, skyline, wallPoint, type RoomBox } from './gallery-art-parts.js';

function quad(side: 'left' | 'right', a: number, b: number, top: number, bottom: number, box: RoomBox): string {
  return [
    wallPoint(side, a, top, box),
    wallPoint(side, b, top, box),
    wallPoint(side, b, bottom, box),
    wallPoint(side, a, bottom, box),
  ].join(' ');
}
const SIGNS = ['#b42318', '#1f4b78', '#d9b46c', '#3f7d4e'];
export function retailMall() {
  const box: RoomBox = [260, 130, 540, 330];
  const skylight = 'skylight';
  const left = [0, 80, 160, 220, 260];
  const right = [540, 580, 640, 720, 800];
  return scene(
    [
      linear(skylight, 'down', [
        ['0', '#d7ebf8'],
        ['1', '#a9cbe8'],
      ]),
    ],
    room({ back: '#efe9dd', floor: '#e4e0d8', ceiling: `url(#${skylight})`, left: '#d8cfbf', right: '#d8cfbf', box: box }),
    el(
      'g',
      { stroke: '#ffffff', 'stroke-width': '2' },
      [100, 200, 300, 400, 500, 600, 700].map((x) => el('line', { x1: x, y1: '0', x2: 260 + ((x - 0) * 280) / 800, y2: '130' })),
      [40, 80].map((y) => el('line', { x1: (260 * y) / 130, x2: 800 - (260 * y) / 130, y1: y, y2: y })),
    ),
    floorLines({ y: 330, vx: 400, vy: 230, color: '#cfc9bd', count: 11 }),
    left
      .slice(0, -1)
      .map((a, i) =>
        el(
          'g',
          {},
          el('polygon', { points: quad('left', a + 4, left[i + 1]! - 4, 0.24, 0.34, box), fill: SIGNS[i % SIGNS.length] }),
          el('polygon', { points: quad('left', a + 4, left[i + 1]! - 4, 0.37, 1, box), fill: '#f8f4ea', opacity: '0.9' }),
          el('polygon', { points: quad('left', a + 8, left[i + 1]! - 8, 0.45, 0.7, box), fill: '#e2c9a0', opacity: '0.7' }),
        ),
      ),
    right.slice(0, -1).map((a, i) =>
      el(
        'g',
        {},
        el('polygon', {
          points: quad('right', a + 4, right[i + 1]! - 4, 0.24, 0.34, box),
          fill: SIGNS[(i + 2) % SIGNS.length],
        }),
        el('polygon', { points: quad('right', a + 4, right[i + 1]! - 4, 0.37, 1, box), fill: '#f8f4ea', opacity: '0.9' }),
        el('polygon', { points: quad('right', a + 8, right[i + 1]! - 8, 0.45, 0.7, box), fill: '#c9d9e8', opacity: '0.8' }),
      ),
    ),
    el('rect', { x: '260', y: '200', width: '280', height: '10', fill: '#cfc6b4' }),
    el('polygon', { points: '330,330 370,330 470,210 440,210', fill: '#8795a8' }),
    el('polygon', { points: '336,330 364,330 462,214 446,214', fill: '#dde3ea' }),
    person({ x: 300, y: 335, size: 0.6, color: '#8a6420' }),
    person({ x: 500, y: 335, size: 0.6, color: '#1f4b78' }),
    person({ x: 250, y: 430, size: 1.2, color: '#15395e' }),
    person({ x: 280, y: 432, size: 1.15, color: '#b42318' }),
    person({ x: 560, y: 470, size: 1.4, color: '#4f5b6b' }),
    plant({ x: 400, y: 400, size: 1.4 }),
  );
}
export function fitness() {
  const box: RoomBox = [170, 80, 630, 310];
  const sky = 'sky';
  const mirror = 'mirror';
  return scene(
    [
      linear(sky, 'down', [
        ['0', '#7fb8e6'],
        ['1', '#e2f0fa'],
      ]),
      linear(mirror, 'diagonal', [
        ['0', '#eef3f8'],
        ['1', '#b9c8d8'],
      ]),
    ],
    room({ back: '#2b3340', floor: '#3d434c', ceiling: '#1b2430', left: '#1f4b78', right: '#2b3340', box: box }),
    el(
      'svg',
      { x: '170', y: '80', width: '460', height: '230', viewBox: '0 0 460 230' },
      el('rect', { width: '460', height: '230', fill: `url(#${sky})` }),
      skyline({ base: 230, color: '#9db3c9', seed: 6 }),
    ),
    [262, 354, 446, 538].map((x) => el('rect', { x: x - 2, y: '80', width: '4', height: '230', fill: '#1b2430' })),
    floorLines({ y: 310, vx: 400, vy: 200, color: '#4a515b', count: 9 }),
    el('polygon', { points: quad('right', 660, 780, 0.15, 0.75, box), fill: `url(#${mirror})` }),
    el('polygon', { points: quad('left', 20, 150, 0.45, 0.5, box), fill: '#d9b46c' }),
    [210, 300, 390, 480].map((x, i) =>
      el(
        'g',
        {},
        el('rect', { x: x, y: '330', width: '90', height: '14', rx: '4', fill: '#1b2430' }),
        el('rect', { x: x + 4, y: '324', width: '82', height: '8', rx: '3', fill: '#4f5b6b' }),
        el('line', { x1: x + 80, x2: x + 70, y1: '330', y2: '280', stroke: '#8795a8', 'stroke-width': '4' }),
        el('rect', { x: x + 58, y: '270', width: '26', height: '14', rx: '3', fill: '#1b2430' }),
        el('rect', { x: x + 62, y: '273', width: '18', height: '7', fill: i === 1 ? '#d9b46c' : '#5f84aa' }),
        i === 1 && person({ x: x + 40, y: 326, size: 0.95, color: '#b42318' }),
      ),
    ),
    el(
      'g',
      null,
      el('rect', { x: '620', y: '380', width: '170', height: '12', fill: '#8795a8' }),
      el('rect', { x: '620', y: '430', width: '170', height: '12', fill: '#8795a8' }),
      el('rect', { x: '630', y: '380', width: '8', height: '110', fill: '#4f5b6b' }),
      el('rect', { x: '772', y: '380', width: '8', height: '110', fill: '#4f5b6b' }),
      [650, 690, 730].map((x) =>
        el(
          'g',
          { fill: '#1b2430' },
          el('rect', { x: x, y: '366', width: '30', height: '8', rx: '3' }),
          el('circle', { cx: x + 2, cy: '370', r: '9' }),
          el('circle', { cx: x + 28, cy: '370', r: '9' }),
          el('circle', { cx: x + 2, cy: '420', r: '10' }),
          el('circle', { cx: x + 28, cy: '420', r: '10' }),
          el('rect', { x: x, y: '416', width: '30', height: '8', rx: '3' }),
        ),
      ),
    ),
    el('polygon', { points: '40,440 200,410 260,440 100,480', fill: '#7a4fa0' }),
    el('polygon', { points: '150,470 310,440 370,470 210,500', fill: '#3f7d4e' }),
    plant({ x: 130, y: 380, size: 1.2 }),
  );
}
