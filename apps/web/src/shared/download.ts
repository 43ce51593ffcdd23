import { isErrorCode, type ApiErrorBody } from '@tea/shared/errors';
import { ApiError, apiHeaders, apiUrl, notAnswered } from './api-client';

/** The file name a response suggests (`content-disposition: attachment; filename="…"`), if any. */
function suggestedName(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]!);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Downloads a file from the API with the usual headers (a plain link could not send the API key or
 * the token): fetched as a blob, then saved through a temporary `<a download>`. The name is the
 * server's suggestion, else `fallbackName`. A refusal throws an ApiError with the server's message.
 */
export async function downloadFile(path: string, fallbackName: string, base: 'v1' | 'v2' = 'v1'): Promise<void> {
  const response = await fetch(apiUrl(path, base), { headers: apiHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    // Not the API's answer (a proxy's page): the service is busy, never "Bad Gateway".
    if (!isErrorCode(body.code)) throw notAnswered(response.status, false);
    throw new ApiError(response.status, body.code, body.message ?? response.statusText, body.fields);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName(response) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over; free the memory after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
