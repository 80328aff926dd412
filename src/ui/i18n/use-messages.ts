import { en, type Messages } from './messages.ts';

/**
 * The UI message catalogue for the current locale. English is the only catalogue so far; the
 * hook is the seam where locale selection will go, so components never import `en` directly.
 */
export function useMessages(): Messages {
  return en;
}
