/**
 * Text without magic bytes (a CSV): its characters when every byte reads as UTF-8 (a byte-order mark
 * dropped) or, failing that, as CP949, what Korean Excel writes when it saves "CSV (comma delimited)";
 * null for anything else, and for text with control characters other than tab and line breaks (a
 * binary file that happens to decode).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ENCODINGS = ['utf-8', 'euc-kr'] as const; // WHATWG's "euc-kr" is Windows code page 949

export function decodePlainText(bytes: Uint8Array): string | null {
  for (const encoding of ENCODINGS) {
    let text: string;
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      continue;
    }
    return CONTROL.test(text) ? null : text;
  }
  return null;
}
