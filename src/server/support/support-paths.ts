/** The support page (spec §2.1: the header links /support, the mobile menu /support/). */
export const SUPPORT_PAGE_PATH = '/support/';
/** The request list the My Requests control opens (spec §2.3), with ?page=&statuses=. */
export const SUPPORT_REQUESTS_PATH = '/support/requests';
/** The service desk API (spec §7); the request form posts here too (pages are read-only). */
export const SERVICE_DESK_API_PATH = '/api/servicedeskapi/request';
/** Where the form's fields are anchored, so a redirect back lands on them. */
export const SUPPORT_FORM_ID = 'support-form';

/** The page a form post is sent back to: a new request's key, or why it failed. */
export function supportPageUrl(outcome: { created: string } | { error: 'invalid' | 'unavailable' }): string {
  const params = new URLSearchParams('created' in outcome ? { created: outcome.created } : outcome);
  return `${SUPPORT_PAGE_PATH}?${params}#${SUPPORT_FORM_ID}`;
}
