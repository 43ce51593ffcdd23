import { highlightParts } from '@tea/shared/content/highlight';

/** A text with the parts matching a search marked (<mark> around text nodes: the text is never read as HTML). */
export function HighlightedText({ text, query }: { text: string; query?: string | null }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-gold-500/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
