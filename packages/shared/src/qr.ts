import { create } from 'qrcode';

/** Modules of light margin around the code, as the QR standard asks, so a scanner finds its edges. */
export const QR_QUIET_ZONE = 4;

/** A QR code as one SVG path of dark modules in a square of `extent` modules (quiet zone included). */
export interface QrDrawing {
  d: string;
  extent: number;
}

/**
 * The one drawing of a QR code (error correction M), used by pages (inline SVG) and by e-mails
 * (the same SVG rasterised to PNG on the server), so a pass looks and scans the same everywhere.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, extent: modules.size + QR_QUIET_ZONE * 2 };
}

/** The QR code as a standalone SVG document, `size` pixels square: black on white, crisp module edges. */
export function qrSvg(text: string, size = 320): string {
  const { d, extent } = qrDrawing(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="#ffffff"/><path d="${d}" fill="#000000"/></svg>`
  );
}
