import type { APIRoute } from 'astro';
import { securityTxtResponse } from '../../server/seo/security-txt.ts';

export const GET: APIRoute = async ({ request, locals }) => {
  const { site } = await locals.services.manifest();
  return securityTxtResponse(site.securityContact, site.locales, await locals.services.publicOrigin(request));
};
