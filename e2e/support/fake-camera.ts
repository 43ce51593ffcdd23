import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { CHROMIUM_PATH } from './browser';

const WIDTH = 640;
const HEIGHT = 480;
/** The QR's size on the frame, in pixels (quiet zone included): large and sharp, as a phone held up to the desk's camera. */
const QR_BOX = 400;
const FRAMES = 10;

/**
 * The file Chromium's fake camera plays (`--use-file-for-fake-video-capture`), one per journey: it
 * is opened when the page starts the camera, so a journey writes it once it knows what to show.
 */
export function fakeCameraFile(name: string): string {
  return path.join(tmpdir(), `tea-e2e-camera-${process.env.E2E_SMTP_PORT ?? 'run'}-${name}.y4m`);
}

/** The launch options of a browser whose camera shows `file` (permission granted, no prompt). */
export function fakeCameraLaunch(file: string, args: string[] = []) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}

/**
 * Writes a YUV4MPEG2 video (640×480, 4:2:0) of `text`'s QR code, black on white and centred with
 * its quiet zone, a few identical frames that the fake camera loops; without text, a white wall.
 */
export function writeQrVideo(file: string, text: string | null): void {
  const qr = text === null ? null : QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr?.modules.size ?? 0;
  const quiet = 4;
  const scale = Math.floor(QR_BOX / (modules + 2 * quiet));
  const left = Math.floor((WIDTH - modules * scale) / 2);
  const top = Math.floor((HEIGHT - modules * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules * scale; y++)
    for (let x = 0; x < modules * scale; x++)
      if (qr!.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
