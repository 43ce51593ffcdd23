/**
 * The seat QR sheet (issue 16, decision 0035): one QR per seat of a room, the seat's number and the
 * room's name under it, on an A4 page (300 dpi PNG) the back office prints and sticks on the seats. A
 * QR opens `/seat-check-in/{code}`: the seat's public code (modules/public-codes), given here to a seat
 * that has none yet (a seat added after the seed), audited.
 */
import { amenityPolicy } from '@tea/shared/reservations/amenity-policies';
import { SEAT_CHECK_IN_PATH } from '@tea/shared/reservations/check-in.schema';
import type { Gender } from '@tea/shared/accounts/account.rules';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { qrSvg } from '@tea/shared/qr';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { seats } from '../../db/schema/seats.js';
import { resources } from '../../db/schema/reservations.js';
import { AppError } from '../../plugins/errors.js';
import type { ActorContext } from '../../request-context.js';
import { auditActor } from '../audit/audit.service.js';
import { newPublicCode } from '../public-codes/public-codes.js';
import { nameIn } from '../../db/schema/name-columns.js';
import { loadSharp } from '../uploads/load-sharp.js';

/** A4 at 300 dpi, in pixels. */
export const A4_PX = { width: 2480, height: 3508 } as const;
/** Seats on one A4 page: 4 across, 6 down. */
export const SHEET_COLUMNS = 4;
export const SHEET_ROWS = 6;
const MARGIN = 120;
const QR_PX = 400;

export interface SeatLink {
  seatId: number;
  number: number;
  gender: Gender | null;
  /** The seat's name as the booking shows it (room, side and number). */
  name: string;
  /** The page its QR opens, from the site's root. */
  path: string;
}

/** The seats of a room (an amenity, and a side where it has sides) with their check-in links; 404 for a kind that does not check in. */
export async function seatLinks(ctx: ActorContext, amenity: Amenity, gender?: Gender): Promise<SeatLink[]> {
  if (!amenityPolicy(amenity).checkIn) throw new AppError('NOT_FOUND');
  const room = and(eq(seats.amenity, amenity), gender ? eq(seats.gender, gender) : undefined);
  await ctx.db.transaction(async (tx) => {
    const missing = await tx
      .select({ id: seats.resourceId })
      .from(seats)
      .where(and(room, isNull(seats.code)))
      .for('update');
    if (missing.length === 0) return;
    for (const seat of missing) await tx.update(seats).set({ code: newPublicCode() }).where(eq(seats.resourceId, seat.id));
    await auditActor(tx, ctx, {
      action: 'update',
      targetType: 'seat',
      targetId: missing.map((s) => s.id).join(','),
      detail: { checkInCodeIssued: missing.length, amenity },
    });
  });
  const rows = await ctx.db
    .select({
      id: seats.resourceId,
      number: seats.number,
      gender: seats.gender,
      code: seats.code,
      nameKo: resources.nameKo,
      nameEn: resources.nameEn,
    })
    .from(seats)
    .innerJoin(resources, eq(resources.id, seats.resourceId))
    .where(and(room, eq(resources.active, true)))
    .orderBy(asc(seats.gender), asc(seats.number));
  return rows.map((r) => ({
    seatId: r.id,
    number: r.number,
    gender: r.gender,
    name: nameIn(ctx.lang, r),
    path: `${SEAT_CHECK_IN_PATH}/${r.code}`,
  }));
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The sheet as SVG: A4 pages stacked (one page per 24 seats), each seat's QR with its number and name under it. */
export function seatSheetSvg(links: SeatLink[], publicUrl: string, title: string): string {
  const perPage = SHEET_COLUMNS * SHEET_ROWS;
  const pages = Math.max(1, Math.ceil(links.length / perPage));
  const cellW = (A4_PX.width - 2 * MARGIN) / SHEET_COLUMNS;
  const cellH = (A4_PX.height - 2 * MARGIN - 80) / SHEET_ROWS;
  const cells = links.map((link, i) => {
    const page = Math.floor(i / perPage);
    const at = i % perPage;
    const x = MARGIN + (at % SHEET_COLUMNS) * cellW;
    const y = page * A4_PX.height + MARGIN + 80 + Math.floor(at / SHEET_COLUMNS) * cellH;
    const qr = qrSvg(`${publicUrl}${link.path}`, QR_PX).replace('<svg ', `<svg x="${x + (cellW - QR_PX) / 2}" y="${y}" `);
    const cx = x + cellW / 2;
    return (
      qr +
      `<text x="${cx}" y="${y + QR_PX + 60}" font-size="64" font-weight="700" text-anchor="middle">${link.number}</text>` +
      `<text x="${cx}" y="${y + QR_PX + 105}" font-size="34" text-anchor="middle">${escapeXml(link.name)}</text>`
    );
  });
  const heads = Array.from(
    { length: pages },
    (_, p) =>
      `<text x="${MARGIN}" y="${p * A4_PX.height + MARGIN + 20}" font-size="44" font-weight="700">${escapeXml(title)}</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${A4_PX.width}" height="${A4_PX.height * pages}" font-family="Noto Sans CJK KR, Noto Sans, sans-serif">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${heads.join('')}${cells.join('')}</svg>`
  );
}

/** The room's sheet as PNG (sharp, loaded on first use like the mails' QR codes). */
export async function seatSheetPng(
  ctx: ActorContext,
  amenity: Amenity,
  gender: Gender | undefined,
  title: string,
): Promise<Buffer> {
  const links = await seatLinks(ctx, amenity, gender);
  const sharp = await loadSharp();
  return sharp(Buffer.from(seatSheetSvg(links, ctx.publicUrl, title)), { density: 72, limitInputPixels: false })
    .png({ palette: true })
    .toBuffer();
}
