import { filterLanding } from '../../core/policy/filter-landing.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { toLandingSectionsProps } from '../../ui/views/landing/landing-data.ts';
import { LANDING_CATALOGUES } from '../../ui/views/landing/messages.ts';
import type { PageRequest } from './chrome-route-data.ts';

/**
 * The data of a product landing page (/cloud/, /server/) from the request's locals: the landing
 * without what the visitor may not see (spec §6), its sections' island props and its messages.
 */
export async function landingRouteData({ locals }: Pick<PageRequest, 'locals'>, kind: 'cloud' | 'server') {
  const manifest = await locals.services.manifest();
  const page = filterLanding(manifest.landings[kind], locals.principal);
  return {
    manifest,
    page,
    sections: toLandingSectionsProps(page, manifest.site, locals.locale),
    i18n: payloadFor(locals.locale, ...LANDING_CATALOGUES),
  };
}
