import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { clearCookieHeader, readCookie, setCookieHeader, type ServerCookie } from '../http/cookies.ts';
import { isLocalRequest } from '../sessions/session-cookie.ts';
import { CALLBACK_PATH } from './account-page-urls.ts';

/** The cookie that remembers one sign-in attempt between the login redirect and the callback. */
export const OIDC_FLOW_COOKIE = 'portico_oidc';
/** How long a visitor may spend at the issuer before the attempt expires, in seconds. */
export const OIDC_FLOW_LIFETIME_SECONDS = 600;

/** What the callback needs to finish the attempt it started. */
export interface OidcFlow {
  state: string;
  nonce: string;
  /** The PKCE code verifier (its S256 challenge went to the issuer). */
  codeVerifier: string;
  /** The same-origin path to land on (checked again when read). */
  returnTo: string;
  /** The redirect URI sent in the authorization request; the token request must repeat it. */
  redirectUri: string;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * The signing key: derived from the client secret (HKDF), so every portal process sharing the
 * configuration accepts the cookies of the others, and nothing more needs configuring or storing.
 */
export function flowCookieKey(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', clientSecret, 'portico', 'oidc flow cookie v1', 32));
}

const sign = (payload: string, key: Buffer) => createHmac('sha256', key).update(payload).digest('base64url');

/** The cookie value: the flow as base64url JSON, a dot, and its HMAC-SHA256. */
export function sealFlow(flow: OidcFlow, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

const FIELDS = ['state', 'nonce', 'codeVerifier', 'returnTo', 'redirectUri'] as const;

/**
 * The flow in a cookie value, or undefined when it is malformed, its signature does not match
 * (compared in constant time) or it has expired.
 */
export function openFlow(value: string | undefined, key: Buffer, now: Date): OidcFlow | undefined {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (match === null) return undefined;
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(payload!, key));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return undefined;
  let flow: unknown;
  try {
    flow = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof flow !== 'object' || flow === null) return undefined;
  const record = flow as Record<string, unknown>;
  if (FIELDS.some((field) => typeof record[field] !== 'string')) return undefined;
  if (typeof record['expiresAt'] !== 'number' || record['expiresAt'] * 1000 <= now.getTime())
    return undefined;
  return record as unknown as OidcFlow;
}

function attributes(request: Request): ServerCookie {
  return { path: CALLBACK_PATH, secure: !isLocalRequest(request) };
}

/**
 * Set-Cookie for a new attempt. SameSite=Lax: the issuer's redirect back is a top-level GET, which
 * carries it; the path keeps it off every other request.
 */
export function flowCookieHeader(flow: OidcFlow, key: Buffer, request: Request): string {
  return setCookieHeader(OIDC_FLOW_COOKIE, sealFlow(flow, key), {
    ...attributes(request),
    maxAge: OIDC_FLOW_LIFETIME_SECONDS,
  });
}

/** Set-Cookie that removes the attempt (it is single-use, whatever the outcome). */
export function clearFlowCookieHeader(request: Request): string {
  return clearCookieHeader(OIDC_FLOW_COOKIE, attributes(request));
}

/** The attempt's cookie value a request carries, if any. */
export function flowCookieOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), OIDC_FLOW_COOKIE);
}
