import { emailDomainOf } from '../../core/policy/email-domain.ts';
import { MAX_SCREEN_NAME_LENGTH } from './registration-rules.ts';

/** What the portal keeps of an issuer's claims about a person. */
export interface OidcProfile {
  /** The issuer's stable id for the person (`sub`): with the issuer, the account's key. */
  subject: string;
  /** The email claim when it has a standard address shape, else ''. */
  email: string;
  /** name, else preferred_username, else the email, else the subject (cleaned, ≤ 64 characters). */
  screenName: string;
  /** The picture claim when it is an http(s) URL, else undefined. */
  pictureUrl: string | undefined;
  /**
   * Whether the issuer vouches for the email (`email_verified` is true). Absent counts as not
   * verified: employee privileges need the issuer to say so (docs/decisions/0017-verified-email.md).
   */
  emailVerified: boolean;
}

const MAX_EMAIL_LENGTH = 254;
const MAX_PICTURE_URL_LENGTH = 2048;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A screen name as the header may show it: no control characters or angle brackets, ≤ 64 characters. */
function cleanScreenName(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f<>]/g, '').trim();
  return [...clean].slice(0, MAX_SCREEN_NAME_LENGTH).join('').trim();
}

/**
 * An avatar address from the picture claim: an absolute http or https URL without credentials
 * (a javascript:, data: or relative value, or anything unparsable, gives none).
 */
export function pictureUrlOf(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined || raw.length > MAX_PICTURE_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') {
    return undefined;
  }
  return url.href;
}

/**
 * The profile from ID token and userinfo claims. Everyone the issuer signs in gets in; whether
 * the email is verified is kept apart, since only a verified address can make its owner an
 * employee (spec §6). `email_verified` must be true (or "true", as some issuers send it).
 */
export function profileFromClaims(claims: Readonly<Record<string, unknown>>): OidcProfile {
  const subject = text(claims['sub']);
  if (subject === undefined) throw new TypeError('The claims carry no subject.');
  const rawEmail = text(claims['email']);
  const email =
    rawEmail !== undefined && rawEmail.length <= MAX_EMAIL_LENGTH && emailDomainOf(rawEmail) !== undefined
      ? rawEmail
      : '';
  const verified = claims['email_verified'];
  const candidates = [text(claims['name']), text(claims['preferred_username']), email, subject];
  const screenName = candidates.map((name) => cleanScreenName(name ?? '')).find((name) => name !== '');
  // A subject made only of refused characters still names someone: keep it, with those replaced.
  // eslint-disable-next-line no-control-regex
  const fallback = [...subject.replace(/[\u0000-\u001f\u007f<>]/g, '_')].slice(0, MAX_SCREEN_NAME_LENGTH);
  return {
    subject,
    email,
    screenName: screenName ?? fallback.join(''),
    pictureUrl: pictureUrlOf(claims['picture']),
    emailVerified: email !== '' && (verified === true || verified === 'true'),
  };
}
