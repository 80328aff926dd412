import { CONSENT_VERSION } from '../../../core/consent/consent-cookie.ts';

/** Set on `<html>` before the first frame when the reader has already chosen their cookies. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * Marks `<html>` when the consent cookie `cookieName` holds a decision of `version`. It decides as
 * parseConsent does (decided-script.test.ts holds it to it) and references nothing outside its
 * body: its source is printed into the page.
 */
export function markConsentDecided(doc: Document, cookieName: string, version: number): void {
  const match = new RegExp('(?:^|;\\s*)' + cookieName + '=([^;]*)').exec(doc.cookie);
  const value = match ? decodeURIComponent(match[1] || '') : '';
  if (new RegExp('^v' + version + ':[1-4](?:\\.[1-4])*$').test(value))
    doc.documentElement.setAttribute('data-consent-decided', '');
}

/**
 * The head script that hides the consent banner from the first frame for a reader who has
 * decided. Every page renders the banner, so a public page is the same for every reader; the
 * banner's island removes it once hydrated (it reads the same cookie).
 */
export function consentDecidedScript(cookieName: string): string {
  return `(function(){try{(${markConsentDecided.toString()})(document,${JSON.stringify(cookieName)},${CONSENT_VERSION})}catch(e){}})()`;
}
