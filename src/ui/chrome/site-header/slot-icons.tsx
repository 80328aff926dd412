/*
 * The header slots' icons, decorative (aria-hidden): the control carries the accessible name.
 * They use currentColor, so they follow the theme.
 */

/** Nine dots: the app switcher's button. */
export function AppsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
    </svg>
  );
}
