import {
  CONTENT_ALLOWED_ATTRIBUTES,
  CONTENT_ALLOWED_TAGS,
  isSafeHref,
  isUploadSrc,
  UPLOAD_PATH,
} from '@tea/shared/content/content-html';
import DOMPurify from 'dompurify';

/**
 * A content body made safe again before it is shown (issue 17): the server stored it sanitised,
 * and the browser does not trust that. The allow-list is the server's (shared/content/content-html);
 * links only to web, mail and phone addresses; an image only from the portal's uploads, its address
 * moved to `data-upload-id` (the page loads it with the API's headers). Loaded only by detail pages.
 */
const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href');
    if (!href || !isSafeHref(href)) node.removeAttribute('href');
    if (href && /^https?:/i.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  }
  if (node.nodeName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    node.removeAttribute('src');
    if (isUploadSrc(src)) node.setAttribute('data-upload-id', src.trim().slice(UPLOAD_PATH.length));
    else node.remove();
  }
});

export function sanitizeForDisplay(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...CONTENT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(CONTENT_ALLOWED_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
  });
}
