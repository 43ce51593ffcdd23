/** An e-mail address that may wrap only before its "@" (never inside the name or the domain). */
export function EmailAddress({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 1) return <span className="break-all">{value}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      <span className="whitespace-nowrap">{value.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{value.slice(at)}</span>
    </span>
  );
}
