import { apiHeaders, apiUrl } from './api-client';

/**
 * An object URL of an uploaded file, fetched with the API's headers (an <img src> could not send
 * them); null when the server refuses it. The caller frees it with URL.revokeObjectURL.
 */
export async function uploadObjectUrl(id: string, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(apiUrl(`/uploads/${id}`), { headers: apiHeaders(), signal });
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}
