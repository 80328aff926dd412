import type { SiteConfig } from '../../schemas/site.ts';
import { environmentOf, type Environment } from '../../core/telemetry/environment.ts';
import type { Consent } from '../../core/consent/categories.ts';
import { consentSettings, parseConsent } from '../../core/consent/consent-cookie.ts';
import { readCookie } from '../http/cookies.ts';

/** The environment of the host a request was made to (spec §1), by `site.environments`. */
export function requestEnvironment(request: Request, site: Pick<SiteConfig, 'environments'>): Environment {
  return environmentOf(new URL(request.url).hostname, site.environments);
}

/**
 * The cookie-consent decision a request carries, or undefined when the reader has not decided
 * (the page then renders the consent banner). The cookie is the environment's own (spec §4).
 */
export function consentOf(request: Request, site: Pick<SiteConfig, 'environments'>): Consent | undefined {
  const { cookieName } = consentSettings(requestEnvironment(request, site));
  return parseConsent(readCookie(request.headers.get('cookie'), cookieName));
}
