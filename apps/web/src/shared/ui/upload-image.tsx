import { useEffect, useState } from 'react';
import { apiHeaders, apiUrl } from '../api-client';

/**
 * An uploaded image shown to someone who may read it (without a session: a published retail
 * tenant's photo, a public notice's image): fetched with the API's headers (an <img src>
 * could not send the token), shown from an object URL freed when the image goes away. Nothing shows
 * while it loads or when the server refuses it.
 */
export function UploadImage({ id, alt, className }: { id: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetch(apiUrl(`/uploads/${id}`), { headers: apiHeaders(), signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        url = URL.createObjectURL(await response.blob());
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? <img src={src} alt={alt} className={className} /> : null;
}
