/**
 * The strings of the content-problem overlay that `npm run dev` shows over a page (only in
 * development builds; src/ui/dev/dev-reload-script.ts). `{count}` is the number of problems.
 */
export const devOverlayMessages = {
  'devOverlay.title': 'Content problems',
  'devOverlay.summary': 'Problems found: {count}. The page shown is the last good build.',
  'devOverlay.hide': 'Hide',
} as const;
