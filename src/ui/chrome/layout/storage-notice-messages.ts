/**
 * The storage notice's string, in a catalogue of its own: the layout catalogue rides along with
 * most islands' props, and this one is only rendered while the database is unreachable.
 */
export const storageNoticeMessages = {
  'layout.storageUnavailable': 'Some features are unavailable right now: you are browsing signed out.',
} as const;
