import type { Environment } from '../telemetry/environment.ts';
import { ALL_CATEGORIES, consentFor, type Consent, type CookieCategory } from './categories.ts';

/** Bumped when the categories or their meaning change, so every reader is asked again. */
export const CONSENT_VERSION = 1;

/** How the decision is stored; it differs between production and other environments (spec §4). */
export interface ConsentSettings {
  /** Cookie holding the decision; read by the server, so the banner is rendered only when needed. */
  readonly cookieName: string;
  /** Lifetime of the decision in seconds. */
  readonly maxAgeSeconds: number;
}

const DAY = 24 * 60 * 60;

/**
 * Production keeps a decision for a year. Other environments use their own cookie, so a
 * decision made while testing never stands in for one on the live site, and keep it for a week,
 * so testers see the banner again regularly.
 */
export function consentSettings(environment: Environment): ConsentSettings {
  return environment === 'production'
    ? { cookieName: 'portico_consent', maxAgeSeconds: 365 * DAY }
    : { cookieName: 'portico_consent_test', maxAgeSeconds: 7 * DAY };
}

/** The cookie value of a decision, e.g. 'v1:1.2.4'. */
export function serializeConsent(consent: Consent): string {
  return `v${CONSENT_VERSION}:${consent.allowed.join('.')}`;
}

/**
 * The decision a cookie value records, or undefined when there is none we can trust (absent,
 * malformed, or from an older version of the categories): the reader is then asked again.
 */
export function parseConsent(value: string | undefined): Consent | undefined {
  const match = /^v(\d+):([1-4](?:\.[1-4])*)$/.exec(value ?? '');
  if (match === null || Number(match[1]) !== CONSENT_VERSION) return undefined;
  const numbers = match[2]!.split('.').map(Number) as CookieCategory[];
  if (!numbers.every((n) => ALL_CATEGORIES.includes(n))) return undefined;
  return consentFor(numbers);
}

/** The `document.cookie` assignment that stores a decision site-wide. */
export function consentCookieString(consent: Consent, settings: ConsentSettings, secure: boolean): string {
  const parts = [
    `${settings.cookieName}=${serializeConsent(consent)}`,
    'path=/',
    `max-age=${settings.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a `document.cookie`-style string (name=value; name=value). */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
