import type { Role } from '../accounts/account.rules';

/**
 * Uploads (DESIGN.md §7, issue 12): what each use of a file accepts, in one closed registry. The
 * server enforces it (size while the request streams, type by the file's magic bytes, images
 * re-encoded into the box); the web's FileDrop shows the same limits before anything is sent and
 * checks size and type on the device. A new use is an entry in UPLOAD_PURPOSES: the compiler then
 * asks for its rule, and the server gets its route.
 */

export const KB = 1024;
export const MB = 1024 * KB;

/** The spec's limit for a complaint (VOC) image and a visitor spreadsheet: 2 MB. */
export const COMPLAINT_IMAGE_MAX_BYTES = 2 * MB;
export const VISITOR_SHEET_MAX_BYTES = 2 * MB;
/** Attachments of notices, events and community posts: documents are larger than photos. */
export const CONTENT_ATTACHMENT_MAX_BYTES = 10 * MB;
/** A photo the office puts on a public page (a shop front, a dish, an event's poster): a phone photo saved for the web. */
export const RETAIL_PHOTO_MAX_BYTES = 2 * MB;
/** A photo of the building for the gallery: a camera's photo, larger than a shop's phone photo. */
export const GALLERY_PHOTO_MAX_BYTES = 5 * MB;
/** A complaint image is re-encoded to fit inside 670 × 670 (the spec's size), never enlarged. */
export const COMPLAINT_IMAGE_BOX = 670;
/** An image attached to content is re-encoded to fit inside 2048 × 2048: sharp on a large screen, a few hundred KB. */
export const CONTENT_IMAGE_BOX = 2048;
/** Such a photo is re-encoded to fit inside 1600 × 1600: a full-width photo on a large screen, ~200 KB. */
export const RETAIL_PHOTO_BOX = 1600;
/**
 * No image is decoded past this many pixels (a 48-megapixel phone photo fits): a small file that
 * declares 20000 × 20000 (a decompression bomb) is refused before it takes the server's memory.
 */
export const MAX_IMAGE_INPUT_PIXELS = 50_000_000;
/** How many bytes at a file's head are searched for markup a browser could take for a page (the sniffing window). */
export const MARKUP_SCAN_BYTES = 1024;

/**
 * The kinds of file the portal takes, as their magic bytes say (file-type can tell each one; HWP
 * cannot be told from other OLE compound files, so it is not among them). CSV has no magic bytes: it
 * is what a file with none is when its bytes read as text (UTF-8, or the CP949 Korean Excel writes),
 * and a use that takes it reads it as its own rows.
 */
export const UPLOAD_TYPES = {
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG', image: true },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG', image: true },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP', image: true },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', image: false },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'XLSX',
    image: false,
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'DOCX',
    image: false,
  },
  csv: { mime: 'text/csv', extensions: ['csv'], label: 'CSV', image: false },
} as const satisfies Record<string, { mime: string; extensions: readonly string[]; label: string; image: boolean }>;

export type UploadType = keyof typeof UPLOAD_TYPES;

/** Who may upload for a use: anyone signed in, or people of these roles. */
export type Uploaders = 'session' | readonly Role[];

export interface UploadRule {
  /** The kinds accepted, in the order the limits name them. */
  types: readonly UploadType[];
  /** The largest file, in bytes (the request is cut off at one byte more). */
  maxBytes: number;
  /** Every image is re-encoded to fit inside this box (never enlarged); null for a use that takes no image. */
  imageBox: { width: number; height: number } | null;
  uploaders: Uploaders;
  /** Images are also stored at the public sizes (`IMAGE_WIDTHS`) for `srcset`: a use shown on public pages. */
  variants?: boolean;
}

export const UPLOAD_PURPOSE_NAMES = [
  'complaint-image',
  'visitor-sheet',
  'content-attachment',
  'retail-photo',
  'event-photo',
  'gallery-photo',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSE_NAMES)[number];

/** A photo the building office puts on public pages (a shop front, an event's poster), kept at the public sizes. */
const OFFICE_PHOTO = {
  types: ['jpeg', 'png', 'webp'],
  maxBytes: RETAIL_PHOTO_MAX_BYTES,
  imageBox: { width: RETAIL_PHOTO_BOX, height: RETAIL_PHOTO_BOX },
  uploaders: ['building_manager'],
  variants: true,
} as const satisfies UploadRule;

export const UPLOAD_PURPOSES = {
  /** VOC: photos of what a complaint is about. */
  'complaint-image': {
    types: ['jpeg', 'png', 'webp'],
    maxBytes: COMPLAINT_IMAGE_MAX_BYTES,
    imageBox: { width: COMPLAINT_IMAGE_BOX, height: COMPLAINT_IMAGE_BOX },
    uploaders: 'session',
  },
  /** Visitors: a group registration as a spreadsheet (the sample, or the sample saved as CSV). */
  'visitor-sheet': {
    types: ['xlsx', 'csv'],
    maxBytes: VISITOR_SHEET_MAX_BYTES,
    imageBox: null,
    uploaders: 'session',
  },
  /** Content: files attached to notices, events and community posts by the building office. */
  'content-attachment': {
    types: ['pdf', 'jpeg', 'png', 'webp', 'xlsx', 'docx'],
    maxBytes: CONTENT_ATTACHMENT_MAX_BYTES,
    imageBox: { width: CONTENT_IMAGE_BOX, height: CONTENT_IMAGE_BOX },
    uploaders: ['building_manager'],
    variants: true,
  },
  /** The retail mall: photos of a tenant, put up by the building office and shown to anyone (its public pages). */
  'retail-photo': OFFICE_PHOTO,
  /** Events: an event's poster or cover photo, shown with it on the public event list (decision 0058). */
  'event-photo': OFFICE_PHOTO,
  /** The gallery: the building office's photos of the tower, shown to anyone once published (/gallery). */
  'gallery-photo': { ...OFFICE_PHOTO, maxBytes: GALLERY_PHOTO_MAX_BYTES },
} as const satisfies Record<UploadPurpose, UploadRule>;

export function uploadRule(purpose: UploadPurpose): UploadRule {
  return UPLOAD_PURPOSES[purpose];
}

/** The kind of a MIME type, if the portal knows it ("image/jpg" is a common spelling of JPEG). */
export function uploadTypeOfMime(mime: string | null | undefined): UploadType | null {
  const normalized = (mime ?? '').split(';')[0]!.trim().toLowerCase();
  if (normalized === 'image/jpg' || normalized === 'image/pjpeg') return 'jpeg';
  const found = Object.entries(UPLOAD_TYPES).find(([, t]) => t.mime === normalized);
  return found ? (found[0] as UploadType) : null;
}

/** The kind a file name's extension claims, if the portal knows it. */
export function uploadTypeOfName(name: string): UploadType | null {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase();
  if (!ext) return null;
  const found = Object.entries(UPLOAD_TYPES).find(([, t]) => (t.extensions as readonly string[]).includes(ext));
  return found ? (found[0] as UploadType) : null;
}

export type UploadProblem = 'empty' | 'tooLarge' | 'typeNotAllowed';

/**
 * What is wrong with a file for a use, or null: no bytes, more than the limit (exactly the limit
 * passes), or a kind the use does not take. The web checks a file's declared type (or extension);
 * the server checks the type its magic bytes say.
 */
export function uploadProblem(purpose: UploadPurpose, file: { size: number; type: UploadType | null }): UploadProblem | null {
  const rule = uploadRule(purpose);
  if (file.size <= 0) return 'empty';
  if (file.size > rule.maxBytes) return 'tooLarge';
  if (file.type === null || !rule.types.includes(file.type)) return 'typeNotAllowed';
  return null;
}

/** A size as the limits name it: "2 MB", "10 MB", "512 KB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= KB) return `${Number((bytes / KB).toFixed(1))} KB`;
  return `${bytes} B`;
}

/** The kinds a use takes, as the limits name them: "JPG, PNG, WebP". */
export function typeLabels(purpose: UploadPurpose): string {
  return uploadRule(purpose)
    .types.map((t) => UPLOAD_TYPES[t].label)
    .join(', ');
}

/** What the accept attribute of a file input says for a use: its MIME types and extensions. */
export function acceptOf(purpose: UploadPurpose): string {
  return uploadRule(purpose)
    .types.flatMap((t) => [UPLOAD_TYPES[t].mime, ...UPLOAD_TYPES[t].extensions.map((e) => `.${e}`)])
    .join(',');
}

/** The size an image is re-encoded to: inside the box, the same proportions, never larger than it was. */
export function fitInside(
  width: number,
  height: number,
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(1, box.width / width, box.height / height);
  if (scale === 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The longest base of a stored file name, in characters (the name only ever goes into Content-Disposition). */
export const FILE_NAME_MAX = 100;

/**
 * The name a file is offered under when downloaded (never the name it is stored under): the user's
 * name without folders, control or invisible characters (no right-to-left override turning
 * "gpj.exe" around), characters that no file system takes, or leading and trailing dots and spaces;
 * at most FILE_NAME_MAX characters; and the extension of the kind its bytes are, whatever the name said.
 */
export function sanitizeFileName(name: string, type: UploadType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const kept = Array.from(base).slice(0, FILE_NAME_MAX).join('').trim();
  return `${kept || 'file'}.${UPLOAD_TYPES[type].extensions[0]}`;
}
