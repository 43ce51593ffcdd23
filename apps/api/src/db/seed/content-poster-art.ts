/**
 * The demo's posters for an advertisement and a notice, drawn here as SVG (gradients, shapes and the
 * item's title) and rasterised at seed time (content-photos.seed.ts): nothing downloaded.
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

/** A poster: a lobby of shop fronts for the pop-up call, car park lanes for the repainting. */
export function posterArt(scene: 'popup' | 'parking', title: string, kicker: string): string {
  const [top, bottom, accent] = scene === 'popup' ? ['#0f2a4a', '#3d6e9e', '#f2c14e'] : ['#1c2227', '#4a555e', '#ffd23f'];
  const art =
    scene === 'popup'
      ? [0, 1, 2, 3]
          .map((i) => {
            const x = 700 + i * 140;
            const colour = ['#f2c14e', '#e07a5f', '#81b29a', '#f4f1de'][i];
            return `<rect x="${x}" y="300" width="120" height="260" rx="6" fill="#0b1d33" opacity="0.6"/><path d="M${x} 300 h120 l-10 40 h-100 Z" fill="${colour}"/><path d="M${x} 300 q15 30 30 0 q15 30 30 0 q15 30 30 0 q15 30 30 0" fill="${colour}"/><rect x="${x + 20}" y="380" width="80" height="120" rx="4" fill="#ffffff" opacity="0.18"/>`;
          })
          .join('') + `<rect x="640" y="560" width="640" height="12" fill="#ffffff" opacity="0.3"/>`
      : [0, 1, 2, 3, 4]
          .map((i) => {
            const x = 760 + i * 105;
            return `<path d="M${x} 720 L${x + 40} 300" stroke="${accent}" stroke-width="10"/><rect x="${x + 30}" y="600" width="60" height="30" rx="6" fill="#ffffff" opacity="0.15"/>`;
          })
          .join('') +
        `<circle cx="1080" cy="200" r="70" fill="none" stroke="${accent}" stroke-width="14"/><text x="1080" y="228" font-family="DejaVu Sans" font-weight="bold" font-size="80" fill="${accent}" text-anchor="middle">P</text>`;
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
