/**
 * The allow-list of a content body's HTML (issue 17), one list for both sanitisers: the server's
 * (sanitize-html, before storing) and the browser's (DOMPurify, before display). What the editor
 * makes (paragraphs, headings, lists, quotes, code, emphasis, links, images) and nothing else: no
 * script, style, frame, form, SVG or event attribute; links only to http(s), mailto and tel; images
 * only from the portal's own uploads (no data: URL, no outside tracker).
 */
export const CONTENT_ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
] as const;

export const CONTENT_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
};

/** The path of an upload's bytes: the only source an image in a body may have. */
export const UPLOAD_PATH = '/api/v1/uploads/';
const UPLOAD_SRC = /^\/api\/v1\/uploads\/([A-Za-z0-9_-]{22})$/;

/** Whether a link's address is one a body may hold: http(s), mailto, tel, or a path of the portal. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value)) return true;
  return /^(https?:\/\/|mailto:|tel:)/i.test(value);
}

/** Whether an image's source is one of the portal's uploads. */
export function isUploadSrc(src: string): boolean {
  return UPLOAD_SRC.test(src.trim());
}

/** The upload ids of the images in a body, in order, each once. */
export function uploadIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="\/api\/v1\/uploads\/([A-Za-z0-9_-]{22})"/g)) ids.add(match[1]!);
  return [...ids];
}
