import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

/** The confirm page's two buttons (spec §2): back to the details, or book. */
export function ConfirmActions({
  onPrevious,
  onSubmit,
  submitLabel,
  busy,
}: {
  onPrevious: () => void;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
}) {
  const { t } = useTranslation('reservations');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onPrevious} disabled={busy}>
        {t('confirm.previous')}
      </Button>
      <Button onClick={onSubmit} busy={busy} className="sm:min-w-40">
        {submitLabel}
      </Button>
    </div>
  );
}

/** A term and its value in a summary list. */
export function SummaryRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
