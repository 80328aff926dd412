import type { Messages } from '../messages.ts';

/**
 * British English: only the messages whose wording differs from `en` (American English, as in
 * the spec's 'Color mode'); every other id falls back to `en`. A unit test rejects American
 * spellings (color, favorite, organization, center, -ize…) anywhere in the resulting catalogue.
 * Product names keep their spelling ('Data Center').
 */
export const enGB: Partial<Messages> = {
  'theme.colorMode': 'Colour mode',
  'search.favourites': 'Favourites',
  'search.favouriteMark': 'Mark as favourite',
  'search.favouriteUnmark': 'Remove from favourites',
  'search.favouriteMarked': 'Favourite',
  'search.keyHints': '↑ ↓ to move, Enter to open, Shift+Enter to mark as favourite, Esc to close',
  'oauthConsent.expiredTitle': 'This authorisation request has expired',
  'oauthConsent.errorTitle': 'The app could not be authorised',
  'console.tab.authorization': 'Authorisation',
  'rest.security': 'Authorisation',
  'console.authorization.heading': 'Authorisation',
  'console.authorization.intro':
    'Callback URLs are where users return after they authorise your app (OAuth 2.0, 3LO). They must be https, except on localhost.',
  'consoleAdmin.outbound.authorizationUrl': 'Authorisation URL',
};
