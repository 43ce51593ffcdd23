import { qrSvg } from '@tea/shared/qr';
import { loadSharp } from '../uploads/load-sharp.js';

/** Pixels of a QR code in an e-mail: large enough for a phone camera across a desk. */
export const QR_MAIL_PIXELS = 320;

/**
 * The QR code of `text` as PNG: the pages' SVG drawing (`@tea/shared/qr`), rasterised. sharp (libvips)
 * is loaded on first use, so a server that sends no such mail does not carry it.
 */
export async function qrPng(text: string, size = QR_MAIL_PIXELS): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(qrSvg(text, size)))
    .png({ palette: true, colours: 2 })
    .toBuffer();
}
