/** The default avatar of a person (circle appearance, spec §4): a head and shoulders. */
export function PersonIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" opacity="0.2" />
      <circle cx="12" cy="9.5" r="4" fill="currentColor" />
      <path
        d="M4.5 19.5a8.5 8.5 0 0 1 15 0A11.9 11.9 0 0 1 12 24a11.9 11.9 0 0 1-7.5-4.5z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The default avatar of a container or app (square appearance, spec §4): a ship. */
export function ShipIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="currentColor" opacity="0.2" />
      <path
        d="M12 4v9M12 5l5 7h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M5 15h14l-2.5 4h-9z" fill="currentColor" />
    </svg>
  );
}
