import type { LandingKind } from '../../core/routes/landing-routes.ts';
import { filterLanding } from '../../core/policy/filter-landing.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { toLandingSectionsProps } from '../../ui/views/landing/landing-data.ts';
import { LANDING_CATALOGUES } from '../../ui/views/landing/messages.ts';
import { notFoundMessages } from '../../ui/views/not-found/messages.ts';
import type { PageRequest } from './chrome-route-data.ts';

/**
 * The data of a product landing page (/cloud/, /server/) from the request's locals: the landing
 * without what the visitor may not see (spec §6), its sections' island props and its messages;
 * or the 404 when the content root has no such landing.
 */
export async function landingRouteData(
  { locals, url }: Pick<PageRequest, 'locals' | 'url'>,
  kind: LandingKind,
) {
  const manifest = await locals.services.manifest();
  const landing = manifest.landings[kind];
  // A site without this landing has no page here: the portal's 404.
  if (landing === undefined) {
    return {
      kind: 'not-found' as const,
      manifest,
      pathname: url.pathname,
      i18n: payloadFor(locals.locale, notFoundMessages),
    };
  }
  const page = filterLanding(landing, locals.principal);
  return {
    kind: 'landing' as const,
    manifest,
    page,
    sections: toLandingSectionsProps(page, manifest.site, locals.locale, {}, manifest.branding?.icons),
    i18n: payloadFor(locals.locale, ...LANDING_CATALOGUES),
  };
}

/** What {@link landingRouteData} answers: the landing's data, or the 404's. */
export type LandingRouteData = Awaited<ReturnType<typeof landingRouteData>>;
