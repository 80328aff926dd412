/** Whether a link stays on the portal (same tab) or leaves it (new tab, follow icon). */
export type LinkKind = 'internal' | 'external';

/** What link classification needs to know about the site. */
export interface LinkSiteOptions {
  /** Host of the developer portal, e.g. `developer.example.com` (optionally with a port). */
  developerHost: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Parses an absolute or protocol-relative URL; undefined for anything relative. */
export function parseAbsoluteUrl(href: string): URL | undefined {
  const candidate = href.startsWith('//') ? `https:${href}` : href;
  if (!SCHEME.test(candidate)) return undefined;
  try {
    return new URL(candidate);
  } catch {
    return undefined;
  }
}

/** True for the portal's own host (with or without the configured port). */
export function isDeveloperHost(url: URL, developerHost: string): boolean {
  const wanted = developerHost.toLowerCase();
  return url.host === wanted || (!wanted.includes(':') && url.hostname === wanted);
}

/** True for loopback hosts, which docs use for the reader's own local servers. */
export function isLocalHost(url: URL): boolean {
  return LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/**
 * Classifies a link per spec §2.1: internal when it starts with '/', '.' or '#', or points to
 * the developer host or localhost; everything else is external. A scheme-less relative link
 * such as `other.md` is also internal: it cannot leave the site. Non-web schemes (mailto:,
 * tel:) are external.
 */
export function classifyLink(href: string, options: LinkSiteOptions): LinkKind {
  const trimmed = href.trim();
  if (trimmed.startsWith('//')) return classifyUrl(parseAbsoluteUrl(trimmed), options);
  if (/^[/.#?]/.test(trimmed) || !SCHEME.test(trimmed)) return 'internal';
  return classifyUrl(parseAbsoluteUrl(trimmed), options);
}

function classifyUrl(url: URL | undefined, options: LinkSiteOptions): LinkKind {
  if (url === undefined) return 'external';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'external';
  return isDeveloperHost(url, options.developerHost) || isLocalHost(url) ? 'internal' : 'external';
}

/** True for http(s) URLs: the only external links that get a new tab and a follow icon. */
export function isWebUrl(href: string): boolean {
  const url = parseAbsoluteUrl(href.trim());
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}
