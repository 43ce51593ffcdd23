import { qrDrawing } from '@tea/shared/qr';
import { useMemo } from 'react';

/**
 * A QR code drawn as inline SVG (black on white, crisp module edges, quiet zone included), scaled to
 * its box: no script or data URL is needed, which keeps the CSP strict. The drawing is the one the
 * e-mails attach as PNG (`@tea/shared/qr`).
 */
export function QrImage({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { d, extent } = useMemo(() => qrDrawing(text), [text]);
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
