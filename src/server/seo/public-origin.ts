import type { SiteConfig } from '../../schemas/site.ts';
import { environmentOf } from '../../core/telemetry/environment.ts';
import { isLocalRequest } from '../sessions/session-cookie.ts';

/** What decides the origin of absolute URLs. */
export interface PublicOriginSettings {
  /** PUBLIC_URL, already reduced to its origin; undefined when unset. */
  publicUrl: string | undefined;
  site: Pick<SiteConfig, 'environments'>;
  /** Told once (per function) when a non-local request finds PUBLIC_URL unset. */
  warn?: (message: string) => void;
}

/** The warning callbacks already told, so a portal logs the missing PUBLIC_URL once. */
const warned = new WeakSet<(message: string) => void>();

/**
 * The origin of the absolute URLs the portal writes (canonical link, sitemap, robots.txt):
 * PUBLIC_URL. The Host header is the client's to choose, so a forged one must never end up in a
 * page or a cached sitemap; the request's own origin is used only on a local host (site.yaml's
 * `local` environment, or a loopback address), where a developer runs the portal without any
 * setting. Anywhere else without PUBLIC_URL: undefined, and callers leave the URL out.
 */
export function publicOriginOf(request: Request, settings: PublicOriginSettings): string | undefined {
  if (settings.publicUrl !== undefined) return settings.publicUrl;
  const url = new URL(request.url);
  if (environmentOf(url.hostname, settings.site.environments) === 'local' || isLocalRequest(request)) {
    return url.origin;
  }
  if (settings.warn && !warned.has(settings.warn)) {
    warned.add(settings.warn);
    settings.warn(
      'PUBLIC_URL is not set: canonical links, sitemap.xml and the robots.txt Sitemap line are left out',
    );
  }
  return undefined;
}
