import type { RetailCategory } from '@tea/shared/retail/retail.rules';

/**
 * The demo mall's shop-front photos, drawn here as SVG (gradients, shapes and the shop's name) and
 * rasterised at seed time (retail-photos.seed.ts): nothing downloaded, nothing binary committed.
 */
export const ART_WIDTH = 1280;
export const ART_HEIGHT = 720;

interface Palette {
  wall: [string, string];
  floor: string;
  accent: string;
  sign: string;
}

const PALETTES: Record<RetailCategory, Palette> = {
  cafe: { wall: ['#6b4428', '#c8955f'], floor: '#3b2616', accent: '#f3dfc1', sign: '#2b1a0e' },
  food: { wall: ['#3a2a20', '#9b5a32'], floor: '#22160f', accent: '#f6c26b', sign: '#1d120b' },
  convenience: { wall: ['#dfe9f3', '#ffffff'], floor: '#9aa7b4', accent: '#1f6fb2', sign: '#0f3b66' },
  'health-beauty': { wall: ['#f6dfe4', '#fff7f8'], floor: '#c9a9b0', accent: '#2e8b6e', sign: '#5b2333' },
  fashion: { wall: ['#202633', '#4a5468'], floor: '#141821', accent: '#d9c39a', sign: '#0b0e14' },
  services: { wall: ['#cfe0e8', '#f4f8fa'], floor: '#7f97a3', accent: '#2b6c8f', sign: '#16384a' },
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lights along the ceiling: warm pools that make the room read as lit. */
function lights(accent: string): string {
  return [220, 640, 1060]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="110" stroke="#111" stroke-width="3"/>` +
        `<path d="M${x - 46} 150 L${x - 20} 110 L${x + 20} 110 L${x + 46} 150 Z" fill="#1b1b1b"/>` +
        `<ellipse cx="${x}" cy="300" rx="220" ry="190" fill="url(#glow)" opacity="0.55"/>` +
        `<ellipse cx="${x}" cy="152" rx="40" ry="6" fill="${accent}"/>`,
    )
    .join('');
}

/** What stands in the shop, by its kind. */
function interior(category: RetailCategory, p: Palette): string {
  switch (category) {
    case 'cafe':
      return (
        `<rect x="120" y="430" width="1040" height="150" rx="10" fill="#2b1a0e"/>` +
        `<rect x="120" y="420" width="1040" height="22" rx="8" fill="#8a5a34"/>` +
        `<rect x="860" y="300" width="180" height="120" rx="12" fill="#9aa4ad"/><rect x="885" y="330" width="130" height="60" rx="8" fill="#2d3238"/>` +
        [300, 420, 540]
          .map(
            (x) =>
              `<path d="M${x} 360 h70 l-8 60 h-54 Z" fill="${p.accent}"/><path d="M${x + 70} 372 q26 8 0 30" stroke="${p.accent}" stroke-width="8" fill="none"/>` +
              `<path d="M${x + 22} 345 q-12 -22 4 -40 M${x + 44} 345 q-12 -22 4 -40" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" fill="none"/>`,
          )
          .join('') +
        `<rect x="160" y="180" width="260" height="150" rx="6" fill="#1c120a" opacity="0.85"/>` +
        `<text x="290" y="230" font-family="DejaVu Sans" font-size="26" fill="${p.accent}" text-anchor="middle">ESPRESSO 4.5</text>` +
        `<text x="290" y="270" font-family="DejaVu Sans" font-size="26" fill="${p.accent}" text-anchor="middle">LATTE 5.0</text>` +
        `<text x="290" y="310" font-family="DejaVu Sans" font-size="26" fill="${p.accent}" text-anchor="middle">BREAD 3.8</text>`
      );
    case 'food':
      return (
        [260, 640, 1020]
          .map(
            (x) =>
              `<ellipse cx="${x}" cy="520" rx="170" ry="46" fill="#5a3a24"/><rect x="${x - 12}" y="520" width="24" height="120" fill="#2a1a10"/>` +
              `<ellipse cx="${x}" cy="500" rx="70" ry="22" fill="#fafafa"/><ellipse cx="${x}" cy="494" rx="52" ry="14" fill="${p.accent}"/>` +
              `<line x1="${x + 60}" y1="470" x2="${x + 130}" y2="520" stroke="#c9a26b" stroke-width="5"/>`,
          )
          .join('') + `<rect x="0" y="200" width="1280" height="40" fill="#1d120b" opacity="0.5"/>`
      );
    case 'convenience':
      return [0, 1, 2, 3]
        .map((row) => {
          const y = 200 + row * 95;
          const items = Array.from({ length: 22 }, (_, i) => {
            const colours = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#2a9d8f', '#e76f51'];
            return `<rect x="${90 + i * 50}" y="${y + 18}" width="38" height="62" rx="5" fill="${colours[(i + row) % colours.length]}"/>`;
          }).join('');
          return `<rect x="70" y="${y + 80}" width="1140" height="12" fill="#b8c2cc"/>${items}`;
        })
        .join('');
    case 'health-beauty':
      return (
        [0, 1, 2]
          .map((row) => {
            const y = 220 + row * 110;
            const bottles = Array.from({ length: 14 }, (_, i) => {
              const x = 150 + i * 70;
              const h = 50 + ((i * 17 + row * 11) % 30);
              return `<rect x="${x}" y="${y + 90 - h}" width="34" height="${h}" rx="8" fill="${i % 3 === 0 ? p.accent : i % 3 === 1 ? '#ffffff' : '#e9a6b5'}" stroke="#c9a9b0"/>`;
            }).join('');
            return `<rect x="130" y="${y + 90}" width="1020" height="10" fill="#e2c6cc"/>${bottles}`;
          })
          .join('') +
        `<rect x="1128" y="150" width="24" height="72" rx="4" fill="${p.accent}"/><rect x="1104" y="174" width="72" height="24" rx="4" fill="${p.accent}"/>`
      );
    case 'fashion':
      return (
        `<line x1="140" y1="250" x2="700" y2="250" stroke="#c0c4cc" stroke-width="6"/>` +
        [0, 1, 2, 3, 4, 5, 6]
          .map((i) => {
            const x = 180 + i * 75;
            const colour = ['#d9c39a', '#7a8aa6', '#b04a4a', '#e8e2d6', '#3c4a5e', '#9c7b54', '#5f6b5a'][i];
            return `<path d="M${x} 250 v12 M${x - 32} 300 l32 -38 l32 38 v150 h-64 Z" stroke="#c0c4cc" stroke-width="3" fill="${colour}"/>`;
          })
          .join('') +
        [880, 1060]
          .map(
            (x) =>
              `<circle cx="${x}" cy="250" r="30" fill="#e8e2d6"/><path d="M${x - 60} 300 q60 -30 120 0 l-20 200 h-80 Z" fill="#2f3a4c"/><rect x="${x - 6}" y="500" width="12" height="90" fill="#c0c4cc"/>`,
          )
          .join('')
      );
    case 'services':
      return (
        `<line x1="120" y1="220" x2="1160" y2="220" stroke="#5b7482" stroke-width="8"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const x = 170 + i * 85;
          const colour = ['#ffffff', '#dfe8ee', '#b9cbd6', '#f2efe8'][i % 4];
          return `<path d="M${x} 220 q-8 -18 8 -24" stroke="#5b7482" stroke-width="4" fill="none"/><path d="M${x - 34} 260 l34 -34 l34 34 v200 h-68 Z" fill="${colour}" stroke="#9fb3bf"/>`;
        }).join('') +
        `<rect x="160" y="500" width="960" height="90" rx="10" fill="${p.accent}" opacity="0.9"/>`
      );
  }
}

/** A shop's photo as SVG: its room, what it sells, and its name on the sign. */
export function shopArt(category: RetailCategory, name: string): string {
  const p = PALETTES[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="#000" stop-opacity="0.9"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#wall)"/>
<rect y="590" width="${ART_WIDTH}" height="130" fill="url(#floor)"/>
${lights(p.accent)}
${interior(category, p)}
<rect x="380" y="40" width="520" height="64" rx="8" fill="${p.sign}" opacity="0.92"/>
<text x="640" y="84" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#shade)"/>
</svg>`;
}
