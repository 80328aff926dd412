import type { SiteConfig } from '../../schemas/site.ts';
import { environmentOf } from '../../core/telemetry/environment.ts';
import { publicOriginOf } from '../seo/public-origin.ts';

/**
 * The origin links in mail are built on: PUBLIC_URL when set. Without it, only a request from a
 * local environment (site.environments.local) may lend its own origin; anywhere else the Host
 * header is the sender's to choose, and a forged one would mail a victim a link to the forger's
 * site carrying the victim's token. Undefined then: the caller sends no link.
 */
export function mailLinkBase(
  request: Request,
  publicUrl: string | undefined,
  site: Pick<SiteConfig, 'environments'>,
): string | undefined {
  return publicOriginOf(request, {
    publicUrl: publicUrl === undefined ? undefined : new URL(publicUrl).origin,
    site,
  });
}

/** Whether the request comes from a local environment (where the outbox may log links). */
export function isLocalRequest(request: Request, site: Pick<SiteConfig, 'environments'>): boolean {
  return environmentOf(new URL(request.url).hostname, site.environments) === 'local';
}
