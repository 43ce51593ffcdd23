const CONTACT = /(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;
const linkClass = 'font-semibold whitespace-nowrap text-navy-800 underline underline-offset-2';

/** Document text in which phone numbers and e-mail addresses become links that never break (the pages open in mobile web views). */
export function LegalText({ text }: { text: string }) {
  const parts = text.split(CONTACT);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const href = part.includes('@') ? `mailto:${part}` : `tel:${part}`;
        return (
          <a key={index} href={href} className={linkClass}>
            {part}
          </a>
        );
      })}
    </>
  );
}
