import { CONTENT_ALLOWED_ATTRIBUTES, CONTENT_ALLOWED_TAGS, isSafeHref, isUploadSrc } from '@tea/shared/content/content-html';
import sanitizeHtml from 'sanitize-html';

/**
 * A content body as it is stored (issue 17): only the allow-list's tags and attributes, links to
 * web, mail and phone addresses (opening a new tab without the opener), images only from the
 * portal's uploads. Script, style, frames, SVG and MathML go with everything inside them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CONTENT_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadSrc(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeHref(attribs.href) ? attribs.href.trim() : undefined;
      const external = href !== undefined && /^https?:/i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Marks a heading's bounds in the text (a character no body keeps: it is taken out first). */
const HEADING_BOUND = '\u241e';
/** A heading ends a sentence: one already ending so needs no separator. */
const ENDS_SENTENCE = /[.!?:…。]$/;

/**
 * A body's plain text (search, excerpts, the home's banner and modal): block ends become spaces, and a
 * heading is set off from the text around it by " · " (`<h3>주차 안내</h3><p>B2…` reads "주차 안내 · B2…",
 * not one run-on sentence).
 */
export function plainText(html: string): string {
  const spaced = html
    .replaceAll(HEADING_BOUND, '')
    .replace(/<h[1-6]\b[^>]*>/gi, `${HEADING_BOUND}$&`)
    .replace(/<\/h[1-6]\s*>/gi, `$&${HEADING_BOUND}`)
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre|hr)\b[^>]*>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .split(HEADING_BOUND)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .reduce((text, part) => (text === '' ? part : `${text}${ENDS_SENTENCE.test(text) ? ' ' : ' · '}${part}`), '');
}
