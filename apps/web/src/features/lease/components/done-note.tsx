import { useEffect, useRef, type ReactNode } from 'react';

/** What a finished step says (the inquiry sent, the consent withdrawn): it takes the focus and is announced. */
export function DoneNote({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-[#1f7a4d]/30 bg-[#eef8f2] p-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-[#17603c] outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}
