/** A drawn icon for each other service; decoration next to the service name. */
export function ServiceIcon({ slug }: { slug: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="h-14 w-14 shrink-0">
      <rect width="64" height="64" rx="16" fill="#e6edf5" />
      <g fill="none" stroke="#0e2a47" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {slug === 'car-wash' && (
          <>
            <path d="M14 40v-6l5-10h26l5 10v6z" />
            <path d="M18 40v5M46 40v5M19 34h26" />
            <circle cx="21" cy="37" r="1.2" fill="#0e2a47" />
            <circle cx="43" cy="37" r="1.2" fill="#0e2a47" />
            <path
              d="M24 12c0 3-3 4-3 7a3 3 0 0 0 6 0c0-3-3-4-3-7zM40 10c0 3-3 4-3 7a3 3 0 0 0 6 0c0-3-3-4-3-7z"
              stroke="#1f6aa5"
            />
          </>
        )}
        {slug === 'shoe-care' && (
          <>
            <path d="M12 42V28c6 0 10 2 14 6l8 2c10 1 18 3 18 8v2H12z" />
            <path d="M12 42h40M26 34l-4 4M32 35l-3 4" />
            <path d="M44 14l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" stroke="#8a6420" />
          </>
        )}
        {slug === 'umbrella' && (
          <>
            <path d="M10 32a22 22 0 0 1 44 0c-3-3-7-3-11 0-3-3-8-3-11 0-3-3-8-3-11 0-4-3-8-3-11 0z" />
            <path d="M32 10v3M32 32v14a4 4 0 0 1-8 0" />
          </>
        )}
        {slug === 'mailroom' && (
          <>
            <rect x="12" y="20" width="30" height="22" rx="2" />
            <path d="M12 22l15 11 15-11" />
            <path d="M38 34h14v16H38zM38 40h14M45 34v6" stroke="#8a6420" />
          </>
        )}
        {!['car-wash', 'shoe-care', 'umbrella', 'mailroom'].includes(slug) && (
          <>
            <circle cx="32" cy="32" r="14" />
            <path d="M32 24v9l6 4" />
          </>
        )}
      </g>
    </svg>
  );
}
