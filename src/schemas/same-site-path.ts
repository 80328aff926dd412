import { z } from 'zod';

const PROBE_ORIGIN = 'https://portal.invalid';
// Browsers drop tabs and line breaks from URLs and read '\' as '/', so '/\tevil' and '/\evil'
// become '//evil', another host: such characters, and any other control or space, are refused.
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

/**
 * True when `value` is a path on this site: it starts with exactly one '/', carries no
 * backslash, space or control character, and resolves to the same origin it is read against.
 * `//host/x`, `/\host/x` and `javascript:` are not. The one rule for every stored or linked path.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The message for a field that must be a path on this site. */
export const SAME_SITE_PATH_MESSAGE = 'must be a path on this site, starting with a single /';

/** A same-site path (see {@link isSameSitePath}) of at most `max` characters. */
export function sameSitePath(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isSameSitePath, SAME_SITE_PATH_MESSAGE);
}

/**
 * A page address sent by the browser: a same-site path, or an absolute http(s) URL. Whether an
 * absolute URL names this site is for the receiver to check against the host it was reached
 * at (`isOnHost`); the schema only refuses what can never be.
 */
export function pageAddress(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (value) => isSameSitePath(value) || absoluteHttpUrl(value) !== undefined,
      'must be a path or an http(s) URL on this site',
    );
}

/** The URL when `value` is an absolute http(s) URL with no credentials, else undefined. */
export function absoluteHttpUrl(value: string): URL | undefined {
  if (hasUnsafeCharacter(value)) return undefined;
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** True when `value` is a same-site path, or an absolute http(s) URL on `host` (host[:port]). */
export function isOnHost(value: string, host: string): boolean {
  if (isSameSitePath(value)) return true;
  return absoluteHttpUrl(value)?.host === host.toLowerCase();
}
