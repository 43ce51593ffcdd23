/**
 * Issue 17's one fallback for texts written in both languages (the CMS, events, the FAQ, the retail
 * mall): the English where there is one (not blank), else the Korean. The back office flags the
 * missing English; the reader always gets a text.
 */
export function inLanguage(ko: string, en: string | null | undefined, lang: string): string {
  return lang === 'en' && en && en.trim() !== '' ? en : ko;
}
