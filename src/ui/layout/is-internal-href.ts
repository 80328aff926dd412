const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a link stays on the portal (spec §2.1): it starts with '/', '.' or '#', or it points to
 * the developer host or localhost. Internal links open in the same tab, the others in a new one.
 */
export function isInternalHref(href: string, developerHost: string): boolean {
  if (href.startsWith('//')) return false;
  if (/^[/.#]/.test(href)) return true;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    // Not an absolute URL (e.g. 'page/'): a relative path, so it stays on the site.
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.host.toLowerCase();
  return host === developerHost.toLowerCase() || LOCAL_HOSTS.has(url.hostname.toLowerCase());
}
