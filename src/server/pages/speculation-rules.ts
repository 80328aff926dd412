/**
 * Paths never prefetched or prerendered: APIs, sign-in/out (side effects), the gateway, the
 * console and the authorization server (a prerendered authorization request would start, or
 * finish, an interaction the reader never chose).
 */
const NEVER = ['/api/*', '/account/*', '/gateway/*', '/console/*', '/oauth2/*'];

/**
 * Speculation rules for instant navigation without a client router: same-origin documents are
 * prefetched and prerendered when the pointer rests on a link (eagerness 'moderate').
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NEVER } },
          { not: { selector_matches: '[rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the JSON text of a `<script type="speculationrules">`. */
export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);
