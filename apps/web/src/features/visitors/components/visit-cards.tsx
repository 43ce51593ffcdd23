import type { VisitView } from '@tea/shared/visitors/visit.schema';
import type { ReactNode } from 'react';
import { CardsMessage, DataCards } from '../../../shared/ui/data-cards';
import { useVisitColumns, type VisitColumnOptions } from '../../../shared/ui/visit-columns';

/**
 * The visits of one registration as cards at every width: a visitor's own few visits (at most the
 * registration's five), read on a phone more often than not, need no table, sorting or paging, and
 * the public page that shows them stays within the first-load budget.
 */
export function VisitCards({
  visits,
  caption,
  loading,
  error,
  empty,
  ...options
}: {
  /** The answer (the page says it is loading until the first one). */
  visits: VisitView[];
  caption: string;
  loading: boolean;
  error: string | null;
  empty: ReactNode;
} & VisitColumnOptions) {
  const columns = useVisitColumns(options);
  if (error) return <CardsMessage busy={false}>{error}</CardsMessage>;
  if (visits.length === 0) return <CardsMessage busy={loading}>{empty}</CardsMessage>;
  return (
    <DataCards
      caption={caption}
      columns={columns}
      rows={visits}
      rowKey={(v) => v.id}
      rowClassName={(v) => (v.status === 'pending' ? 'bg-[#fffaf0]' : undefined)}
      busy={loading}
    />
  );
}
