/**
 * A text with each occurrence of the search marked (`<mark>`), case-insensitively, as React text
 * nodes: nothing of the text or the query is read as HTML. Search results of the CMS and the FAQ.
 */
export function Highlight({ text, query }: { text: string; query: string | undefined }) {
  const needle = query?.trim().toLocaleLowerCase();
  if (!needle) return <>{text}</>;
  const haystack = text.toLocaleLowerCase();
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false });
    parts.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded-sm bg-gold-500/40 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
