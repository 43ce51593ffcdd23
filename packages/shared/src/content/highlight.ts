/**
 * Search results are highlighted (issue 17): the parts of a text that match the query, found the
 * way the server's search finds them (the whole query, case-insensitive, anywhere), as ranges the
 * page wraps in <mark> as text nodes, never as HTML.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

export function highlightParts(text: string, query: string | null | undefined): TextPart[] {
  const needle = (query ?? '').trim().toLocaleLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLocaleLowerCase();
  const parts: TextPart[] = [];
  let at = 0;
  for (let found = haystack.indexOf(needle); found !== -1; found = haystack.indexOf(needle, at)) {
    if (found > at) parts.push({ text: text.slice(at, found), match: false });
    parts.push({ text: text.slice(found, found + needle.length), match: true });
    at = found + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
