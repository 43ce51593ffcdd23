export interface Fact {
  label: string;
  value: string;
  hint?: string;
}

/** Label/value pairs as small cards: one column on phones, two where the intro is wide enough. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-3 @xl:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-navy-50 px-4 py-3">
          <dt className="text-sm text-muted">{fact.label}</dt>
          <dd className="mt-0.5 font-bold text-navy-900">{fact.value}</dd>
          {fact.hint && <dd className="mt-1 text-sm leading-6 text-muted">{fact.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
