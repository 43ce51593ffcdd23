import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of light margin around the code, as the QR standard asks, so a scanner finds its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as inline SVG (black on white, crisp module edges, quiet zone included), scaled to
 * its box: no script or data URL is needed, which keeps the CSP strict.
 */
export function QrImage({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { d, extent } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let path = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { d: path, extent: modules.size + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={`block bg-white ${className}`}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
