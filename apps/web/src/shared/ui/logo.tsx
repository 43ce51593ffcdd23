/**
 * The T.E.A. wordmark, drawn (no image file). `compact` drops the letters below 360 px, where a bar
 * that also holds the language switch and a link would not fit (WCAG reflow at 320 px).
 */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const text = tone === 'light' ? '#ffffff' : '#0e2a47';
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="12" fill={tone === 'light' ? '#15395e' : '#0e2a47'} />
        <path d="M18 50V22h8v28zM30 50V12h8v38zM42 50V28h6v22z" fill="#d9b46c" />
      </svg>
      <span className={`text-lg font-extrabold tracking-tight ${compact ? 'max-[22.5rem]:sr-only' : ''}`} style={{ color: text }}>
        T.E.A.
      </span>
    </span>
  );
}
