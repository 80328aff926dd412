import { DISMISS_KEY, DISMISSED } from './banner-client.ts';

/** Set on `<html>` before the body renders when the reader dismissed the banner. */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-banner-dismissed';

/**
 * The base layout prints this in the head (with the page's nonce): a banner the server rendered
 * stays undrawn for a reader who dismissed it, from the first paint, so hiding it never moves the
 * page (docs/decisions/0048). Blocked storage reads as not dismissed, as in banner-client.ts.
 */
export const BANNER_DISMISSED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(DISMISS_KEY)})===${JSON.stringify(
  DISMISSED,
)})document.documentElement.setAttribute(${JSON.stringify(BANNER_DISMISSED_ATTRIBUTE)},"")}catch(e){}`;
