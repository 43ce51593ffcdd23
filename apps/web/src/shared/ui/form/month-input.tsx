import { FieldLabel } from './field-label';

/**
 * A labelled month picker (YYYY-MM) that a page reads as it changes, for lists shown a month at a
 * time (the company's charges, the GX programmes). `onChange` gets the picked value.
 */
export function MonthInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="month"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 h-11 rounded-md border border-line bg-white px-3 text-base text-ink"
      />
    </>
  );
}
