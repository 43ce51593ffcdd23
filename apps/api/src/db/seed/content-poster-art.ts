/**
 * The demo's posters for an advertisement, a notice and the events, drawn here as SVG (gradients, shapes and the
 * item's title) and rasterised at seed time (content-photos.seed.ts, event-photos.seed.ts): nothing downloaded.
 */
export const POSTER_WIDTH = 1280;
export const POSTER_HEIGHT = 720;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words over lines of at most `max` characters. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** A lobby of shop fronts under awnings, for the pop-up call. */
function popupArt(): string {
  return (
    [0, 1, 2, 3]
      .map((i) => {
        const x = 700 + i * 140;
        const colour = ['#f2c14e', '#e07a5f', '#81b29a', '#f4f1de'][i];
        return `<rect x="${x}" y="300" width="120" height="260" rx="6" fill="#0b1d33" opacity="0.6"/><path d="M${x} 300 h120 l-10 40 h-100 Z" fill="${colour}"/><path d="M${x} 300 q15 30 30 0 q15 30 30 0 q15 30 30 0 q15 30 30 0" fill="${colour}"/><rect x="${x + 20}" y="380" width="80" height="120" rx="4" fill="#ffffff" opacity="0.18"/>`;
      })
      .join('') + `<rect x="640" y="560" width="640" height="12" fill="#ffffff" opacity="0.3"/>`
  );
}

/** Car park lanes and the P sign, for the repainting. */
function parkingArt(accent: string): string {
  return (
    [0, 1, 2, 3, 4]
      .map((i) => {
        const x = 760 + i * 105;
        return `<path d="M${x} 720 L${x + 40} 300" stroke="${accent}" stroke-width="10"/><rect x="${x + 30}" y="600" width="60" height="30" rx="6" fill="#ffffff" opacity="0.15"/>`;
      })
      .join('') +
    `<circle cx="1080" cy="200" r="70" fill="none" stroke="${accent}" stroke-width="14"/><text x="1080" y="228" font-family="DejaVu Sans" font-weight="bold" font-size="80" fill="${accent}" text-anchor="middle">P</text>`
  );
}

/** People around high tables under a string of lights, for an evening together. */
function networkingArt(accent: string): string {
  const bulbs = Array.from({ length: 9 }, (_, i) => {
    const x = 680 + i * 70;
    const y = 150 + Math.round(Math.sin((i / 8) * Math.PI) * 50);
    return `<circle cx="${x}" cy="${y}" r="11" fill="${accent}"/><circle cx="${x}" cy="${y}" r="30" fill="${accent}" opacity="0.18"/>`;
  }).join('');
  const people = [720, 820, 960, 1060, 1180]
    .map((x, i) => {
      const colour = ['#e07a5f', '#81b29a', '#f4f1de', '#9ec1e0', '#f2c14e'][i];
      return `<circle cx="${x}" cy="${400 - (i % 2) * 18}" r="30" fill="${colour}"/><path d="M${x - 45} 600 q0 -150 45 -160 q45 10 45 160 Z" fill="${colour}" opacity="0.85"/>`;
    })
    .join('');
  const tables = [890, 1120]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="500" rx="55" ry="12" fill="#ffffff" opacity="0.7"/><rect x="${x - 4}" y="500" width="8" height="110" fill="#ffffff" opacity="0.5"/>`,
    )
    .join('');
  return `<path d="M650 130 Q1000 230 1280 120" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>${bulbs}${people}${tables}`;
}

/** Two glasses of red wine and a bottle, for a tasting class. */
function wineArt(accent: string): string {
  const glass = (x: number) =>
    `<path d="M${x - 60} 260 h120 q0 130 -60 150 q-60 -20 -60 -150 Z" fill="#ffffff" opacity="0.25"/><path d="M${x - 55} 330 h110 q-8 70 -55 80 q-47 -10 -55 -80 Z" fill="#b3203f"/><rect x="${x - 4}" y="410" width="8" height="130" fill="#ffffff" opacity="0.6"/><ellipse cx="${x}" cy="545" rx="50" ry="10" fill="#ffffff" opacity="0.6"/>`;
  return `${glass(820)}${glass(1000)}<path d="M1130 560 v-200 q0 -40 30 -60 v-90 h40 v90 q30 20 30 60 v200 Z" fill="#1a0f14" opacity="0.85"/><rect x="1140" y="400" width="80" height="90" rx="4" fill="${accent}"/><rect x="640" y="560" width="640" height="10" fill="#ffffff" opacity="0.3"/>`;
}

/** A trophy between framed photographs, for an awards evening. */
function awardsArt(accent: string): string {
  const frames = [
    [720, 230, -6],
    [1100, 250, 5],
  ]
    .map(
      ([x, y, turn]) =>
        `<g transform="rotate(${turn} ${x! + 70} ${y! + 55})"><rect x="${x}" y="${y}" width="140" height="110" fill="#f4f1de"/><rect x="${x! + 10}" y="${y! + 10}" width="120" height="70" fill="#81b29a"/><path d="M${x! + 10} ${y! + 80} l40 -35 l30 25 l20 -15 l30 25 Z" fill="#3d5a80"/></g>`,
    )
    .join('');
  return `${frames}<path d="M880 260 h160 v60 q0 110 -80 120 q-80 -10 -80 -120 Z" fill="${accent}"/><path d="M880 290 q-60 0 -50 50 q10 40 60 40" stroke="${accent}" stroke-width="14" fill="none"/><path d="M1040 290 q60 0 50 50 q-10 40 -60 40" stroke="${accent}" stroke-width="14" fill="none"/><rect x="945" y="440" width="30" height="60" fill="${accent}"/><rect x="895" y="500" width="130" height="40" rx="4" fill="${accent}"/><text x="960" y="350" font-family="DejaVu Sans" font-weight="bold" font-size="48" fill="#ffffff" text-anchor="middle" opacity="0.8">1</text>`;
}

/** Each scene's background gradient, accent and drawing. */
const SCENES = {
  popup: { colours: ['#0f2a4a', '#3d6e9e', '#f2c14e'], art: popupArt },
  parking: { colours: ['#1c2227', '#4a555e', '#ffd23f'], art: parkingArt },
  networking: { colours: ['#1b1f3b', '#53407a', '#ffd27f'], art: networkingArt },
  wine: { colours: ['#3a0f1e', '#8c2f4b', '#f6d1b5'], art: wineArt },
  awards: { colours: ['#10302b', '#2f6b5e', '#f2c14e'], art: awardsArt },
} as const satisfies Record<string, { colours: readonly [string, string, string]; art: (accent: string) => string }>;
export type PosterScene = keyof typeof SCENES;

/** A poster: the scene's drawing beside the kicker and the title, on the scene's gradient. */
export function posterArt(scene: PosterScene, title: string, kicker: string): string {
  const [top, bottom, accent] = SCENES[scene].colours;
  const art = SCENES[scene].art(accent);
  const titleLines = lines(title, 18)
    .map(
      (line, i) =>
        `<text x="80" y="${300 + i * 64}" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="light" cx="0.75" cy="0.2" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#bg)"/>
<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#light)"/>
${art}
<rect x="80" y="170" width="90" height="10" fill="${accent}"/>
<text x="80" y="225" font-family="DejaVu Sans" font-size="28" letter-spacing="4" fill="${accent}">${escapeXml(kicker.toUpperCase())}</text>
${titleLines}
<text x="80" y="640" font-family="DejaVu Sans" font-size="24" fill="#ffffff" opacity="0.8">T.E.A. TOWER · SEOUL</text>
</svg>`;
}
