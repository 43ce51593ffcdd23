import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A header pop-up (the name menu, the bell's list): open or not, the id its button controls, and
 * `container`, spread on the element around its button and panel, which closes it when focus leaves
 * or on Escape. Moving to another page closes it too.
 */
export function useHeaderPopup() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const container = {
    ref,
    onBlur: (e: FocusEvent<HTMLDivElement>) => {
      if (!ref.current?.contains(e.relatedTarget as Node)) setOpen(false);
    },
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => e.key === 'Escape' && setOpen(false),
  };
  return { open, setOpen, id, container };
}
