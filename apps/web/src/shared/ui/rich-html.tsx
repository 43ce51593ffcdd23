import { useEffect, useRef, useState } from 'react';
import { uploadObjectUrl } from '../upload-url';

/**
 * A content body (HTML the server sanitised) shown after sanitising it again in the browser with
 * DOMPurify, loaded with this component only (the lists and the home carry none of it). Images are
 * the portal's uploads, fetched with the API's headers and shown from object URLs.
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import('../sanitize-display').then(({ sanitizeForDisplay }) => {
      if (live) setClean(sanitizeForDisplay(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  useEffect(() => {
    const images = box.current ? [...box.current.querySelectorAll<HTMLImageElement>('img[data-upload-id]')] : [];
    const controller = new AbortController();
    const urls: string[] = [];
    for (const img of images) {
      uploadObjectUrl(img.dataset.uploadId!, controller.signal)
        .then((url) => {
          if (!url) return;
          urls.push(url);
          img.src = url;
        })
        .catch(() => undefined);
    }
    return () => {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [clean]);
  return (
    <div
      ref={box}
      className={`rich-html ${className}`}
      // Sanitised twice: on the server before storing, and here with DOMPurify and the same allow-list.
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
