import { useEffect, useState } from 'react';

/**
 * The rows chosen for a bulk action, of the page shown: `shown` (the page, its order and filters)
 * changing clears them, so an action never reaches a row the person no longer sees.
 */
export function usePageSelection(shown: unknown) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const key = JSON.stringify(shown);
  useEffect(() => setSelected(new Set()), [key]);
  return { selected, onChange: setSelected, clear: () => setSelected(new Set()) };
}
