// The home banner's video (issue 11 §3 "Look"): the drawn twin towers of the poster, animated from dusk
// into the evening (the sky darkens, windows light up floor by floor, clouds drift, a plane crosses),
// rendered frame by frame in Debian's Chromium and encoded with ffmpeg (apt-get install ffmpeg) into
// apps/web/public/media/: hero.mp4 (H.264), hero.webm (VP9) and hero-poster.webp, the first frame.
// Usage: node scripts/assets/hero-video.mjs   (not part of the build: the files are committed).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'apps/web/public/media');
const WIDTH = 1280;
const HEIGHT = 640;
const FPS = 20;
const SECONDS = 10;
const FRAMES = FPS * SECONDS;

/** The scene at time t (0…1 of the loop), drawn with the poster's shapes and colours. */
const scene = String.raw`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 720" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMax slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop id="s0" offset="0" stop-color="#081a2e" />
      <stop id="s1" offset="0.55" stop-color="#15395e" />
      <stop id="s2" offset="1" stop-color="#8a6420" />
    </linearGradient>
  </defs>
  <rect width="1440" height="720" fill="url(#sky)" />
  <circle id="moon" cx="1180" cy="160" r="46" fill="#f4d89b" opacity="0.35" />
  <g id="clouds" fill="#ffffff" opacity="0.08"></g>
  <g id="plane"><circle r="3" fill="#f4d89b" /><circle id="blink" r="2" cx="-10" fill="#ff6b6b" /></g>
  <path d="M0 600l80-40 60 30 90-70 70 50 110-60 90 70 120-40 80 30 140-80 100 60 110-30 90 40 120-50 180 70v160H0z" fill="#0b2138" />
  <rect x="820" y="150" width="170" height="570" fill="#0e2a47" />
  <g id="w1"></g>
  <rect x="820" y="150" width="170" height="10" fill="#d9b46c" />
  <rect x="1030" y="230" width="150" height="490" fill="#102f50" />
  <g id="w2"></g>
  <rect x="1030" y="230" width="150" height="10" fill="#d9b46c" />
  <rect y="690" width="1440" height="30" fill="#081a2e" />
</svg>`;

/** Runs in the page: draws frame `t` (0…1), a loop whose end meets its start. */
function draw(t) {
  const wave = (Math.sin(t * Math.PI * 2 - Math.PI / 2) + 1) / 2; // 0 at the start and end, 1 half-way
  const mix = (a, b) =>
    '#' +
    [0, 2, 4]
      .map((i) => Math.round(parseInt(a.slice(1 + i, 3 + i), 16) * (1 - wave) + parseInt(b.slice(1 + i, 3 + i), 16) * wave))
      .map((n) => n.toString(16).padStart(2, '0'))
      .join('');
  document.getElementById('s0').setAttribute('stop-color', mix('#081a2e', '#040d18'));
  document.getElementById('s1').setAttribute('stop-color', mix('#15395e', '#0b2342'));
  document.getElementById('s2').setAttribute('stop-color', mix('#8a6420', '#3b3a52'));
  document.getElementById('moon').setAttribute('opacity', String(0.3 + 0.35 * wave));

  // Windows: each has its own hour to light up in the evening and go dark again by the loop's end.
  const rand = (seed) => {
    const x = Math.sin(seed * 9301 + 49297) * 233280;
    return x - Math.floor(x);
  };
  for (const [id, x0, y0, cols, rows] of [
    ['w1', 836, 176, 11, 28],
    ['w2', 1046, 256, 9, 24],
  ]) {
    const group = document.getElementById(id);
    let markup = '';
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const seed = r * 31 + c * 7 + (id === 'w2' ? 1000 : 0);
        const threshold = rand(seed);
        const lit = rand(seed + 0.5) < 0.8 ? threshold < 0.25 + 0.7 * wave : threshold < 0.2;
        markup += `<rect x="${x0 + c * 14}" y="${y0 + r * 18}" width="8" height="10" fill="${lit ? '#f4d89b' : '#1f4b78'}" opacity="${lit ? 0.85 : 1}"/>`;
      }
    group.innerHTML = markup;
  }

  // Clouds drift right to left across the whole loop and wrap around.
  const clouds = [
    [0.0, 120, 140, 26],
    [0.35, 210, 200, 30],
    [0.7, 90, 120, 22],
  ];
  document.getElementById('clouds').innerHTML = clouds
    .map(([phase, y, w, h]) => {
      const x = 1600 - ((t + phase) % 1) * 1900;
      return `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${h}"/><ellipse cx="${x + w * 0.6}" cy="${y + 8}" rx="${w * 0.7}" ry="${h * 0.8}"/>`;
    })
    .join('');

  // A plane crosses in the loop's middle third; its light blinks twice a second.
  const planeT = (t - 0.33) / 0.34;
  const plane = document.getElementById('plane');
  plane.setAttribute('opacity', planeT > 0 && planeT < 1 ? '1' : '0');
  plane.setAttribute('transform', `translate(${-40 + planeT * 1500} ${300 - planeT * 140})`);
  document.getElementById('blink').setAttribute('opacity', Math.floor(t * 20) % 2 ? '1' : '0');
}

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

const frames = mkdtempSync(path.join(tmpdir(), 'tea-hero-'));
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(`<html><body style="margin:0;background:#081a2e">${scene}</body></html>`);
  for (let i = 0; i < FRAMES; i++) {
    await page.evaluate(draw, i / FRAMES);
    await page.screenshot({ path: path.join(frames, `f${String(i).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

const input = ['-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png')];
ffmpeg([
  ...input,
  '-c:v',
  'libx264',
  '-preset',
  'veryslow',
  '-crf',
  '30',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  '-an',
  path.join(out, 'hero.mp4'),
]);
ffmpeg([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', path.join(out, 'hero.webm')]);
ffmpeg(['-i', path.join(frames, 'f0000.png'), '-quality', '70', path.join(out, 'hero-poster.webp')]);
rmSync(frames, { recursive: true, force: true });
for (const f of ['hero.mp4', 'hero.webm', 'hero-poster.webp'])
  console.log(`${f}: ${(statSync(path.join(out, f)).size / 1024).toFixed(0)} KB`);
